extension String {
  /// A string of these scalars, built from their UTF-8 bytes.
  ///
  /// `String(String.UnicodeScalarView(scalars))` takes the generic `append(contentsOf:)`, which
  /// converts through a `[UInt32]` and looks type metadata up at run time: a tenth of a millisecond
  /// per kind of slice in every `hig search` process.
  ///
  ///     String(scalars: Array("탐색 모음".unicodeScalars)[0..<2])  // "탐색"
  public init(scalars: ArraySlice<Unicode.Scalar>) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count * 3)
    for scalar in scalars {
      let value = scalar.value
      if value < 0x80 {
        bytes.append(UInt8(value))
      } else {
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    self = String(decoding: bytes, as: UTF8.self)
  }
}
