import HIGModel

extension Platform {
  /// Platforms as one byte, one bit each in `allCases` order, as the index file stores them.
  ///
  ///     Platform.mask([.iOS, .macOS])  // 0b101
  static func mask(_ platforms: [Platform]) -> UInt8 {
    var mask: UInt8 = 0
    for platform in platforms { mask |= 1 << UInt8(Platform.allCases.firstIndex(of: platform)!) }
    return mask
  }

  static func platforms(in mask: UInt8) -> [Platform] {
    // Positions rather than `enumerated()`: a new generic type costs a conformance scan per process.
    Platform.allCases.indices.filter { mask & (1 << UInt8($0)) != 0 }.map { Platform.allCases[$0] }
  }
}
