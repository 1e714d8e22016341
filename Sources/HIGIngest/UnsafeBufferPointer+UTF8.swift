extension UnsafeBufferPointer<UInt8> {
  /// The scalar value of the UTF-8 sequence starting at `index`, and its length in bytes; the bytes
  /// must be valid UTF-8 (a String's), as they are where byte loops decode the few scalars that
  /// are neither ASCII nor skipped whole.
  ///
  ///     Array("가".utf8).withUnsafeBufferPointer { $0.scalarValue(at: 0) }  // (0xAC00, 3)
  func scalarValue(at index: Int) -> (value: UInt32, length: Int) {
    let lead = UInt32(self[index])
    func continuation(_ offset: Int) -> UInt32 { UInt32(self[index + offset] & 0x3F) }
    switch lead {
    case ..<0x80: return (lead, 1)
    case ..<0xE0: return ((lead & 0x1F) << 6 | continuation(1), 2)
    case ..<0xF0: return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
    default: return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
    }
  }
}
