/// Appends the index file's primitive values: little-endian integers, LEB128 varints, strings.
///
///     var writer = ByteWriter(); writer.varint(300)  // bytes [0xAC, 0x02]
struct ByteWriter {
  var bytes: [UInt8] = []

  mutating func u8(_ value: UInt8) { bytes.append(value) }

  mutating func u16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }

  mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }

  mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }

  mutating func f64(_ value: Double) { u64(value.bitPattern) }

  mutating func varint(_ value: Int) {
    var rest = UInt64(value)
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Numbers as fixed-width little-endian integers, `width` bytes each (2 or 4).
  mutating func fixedWidth<Numbers: Collection>(_ numbers: Numbers, width: Int) where Numbers.Element == Int32 {
    // Written through a pointer into room made at once: appending value by value checked the
    // array's uniqueness each time.
    var at = bytes.count
    bytes.append(contentsOf: repeatElement(0, count: numbers.count * width))
    bytes.withUnsafeMutableBytes { buffer in
      for number in numbers {
        if width == 2 {
          buffer.storeBytes(of: UInt16(truncatingIfNeeded: number).littleEndian, toByteOffset: at, as: UInt16.self)
        } else {
          buffer.storeBytes(of: UInt32(truncatingIfNeeded: number).littleEndian, toByteOffset: at, as: UInt32.self)
        }
        at += width
      }
    }
  }

  /// A varint byte count, then UTF-8.
  mutating func string(_ value: String) {
    varint(value.utf8.count)
    bytes.append(contentsOf: value.utf8)
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

  /// Overwrites a u64 written earlier at `offset`.
  mutating func patch(u64 value: UInt64, at offset: Int) {
    for index in 0..<8 { bytes[offset + index] = UInt8((value >> UInt64(index * 8)) & 0xFF) }
  }

  /// Appends `count` zero bytes to be patched later, and returns where they start.
  mutating func reserve(_ count: Int) -> Int {
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(0, count: count))
    return start
  }
}
