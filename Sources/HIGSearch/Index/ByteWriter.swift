/// Appends the index file's primitive values: little-endian integers, LEB128 varints, strings.
///
///     var writer = ByteWriter(); writer.varint(300)  // bytes [0xAC, 0x02]
struct ByteWriter {
  var bytes: [UInt8] = []

  mutating func u8(_ value: UInt8) { bytes.append(value) }

  mutating func u16(_ value: UInt16) {
    bytes.append(UInt8(value & 0xFF))
    bytes.append(UInt8(value >> 8))
  }

  mutating func u32(_ value: UInt32) {
    for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
  }

  mutating func u64(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8((value >> UInt64(shift)) & 0xFF)) }
  }

  mutating func f64(_ value: Double) { u64(value.bitPattern) }

  mutating func varint(_ value: Int) {
    var rest = UInt64(value)
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// A varint byte count, then UTF-8.
  mutating func string(_ value: String) {
    let utf8 = Array(value.utf8)
    varint(utf8.count)
    bytes.append(contentsOf: utf8)
  }

  mutating func optionalString(_ value: String?) {
    if let value {
      u8(1)
      string(value)
    } else {
      u8(0)
    }
  }

  /// Overwrites a u32 written earlier at `offset`.
  mutating func patch(u32 value: UInt32, at offset: Int) {
    for index in 0..<4 { bytes[offset + index] = UInt8((value >> UInt32(index * 8)) & 0xFF) }
  }
}
