extension UnsafeBufferPointer<UInt8> {
  /// The scalar value of the UTF-8 sequence starting at `index`, and its length in bytes; the bytes
  /// must be valid UTF-8 (a String's), as they are where byte loops decode the few scalars that
  /// are neither ASCII nor skipped whole.
  ///
  ///     Array("가".utf8).withUnsafeBufferPointer { $0.scalarValue(at: 0) }  // (0xAC00, 3)
  @inlinable
  public func scalarValue(at index: Int) -> (value: UInt32, length: Int) {
    let lead = UInt32(self[index])
    switch lead {
    case ..<0x80: return (lead, 1)
    case ..<0xE0: return ((lead & 0x1F) << 6 | UInt32(self[index + 1] & 0x3F), 2)
    case ..<0xF0: return ((lead & 0x0F) << 12 | UInt32(self[index + 1] & 0x3F) << 6 | UInt32(self[index + 2] & 0x3F), 3)
    default:
      return (
        (lead & 0x07) << 18 | UInt32(self[index + 1] & 0x3F) << 12 | UInt32(self[index + 2] & 0x3F) << 6
          | UInt32(self[index + 3] & 0x3F), 4
      )
    }
  }
}
