extension UnsafeBufferPointer<UInt8> {
  /// The scalar value and byte length of the UTF-8 sequence starting at `index`, for byte-level
  /// passes over a `String`'s UTF-8 (which is always valid, so the lead byte gives the length).
  ///
  ///     Array("뷰".utf8).withUnsafeBufferPointer { $0.scalar(at: 0) }  // (0xBDF0, 3)
  @inline(__always)
  func scalar(at index: Int) -> (value: UInt32, length: Int) {
    let lead = self[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for next in 1..<length { value = value << 6 | UInt32(self[index + next] & 0x3F) }
    return (value, length)
  }
}
