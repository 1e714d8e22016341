/// Reads the values `ByteWriter` wrote, checking every bound: a truncated or damaged index file
/// throws `SearchIndexError.corrupt` instead of crashing.
struct ByteReader {
  let bytes: UnsafeRawBufferPointer
  var offset: Int

  init(_ bytes: UnsafeRawBufferPointer, at offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
  }

  private mutating func need(_ count: Int) throws {
    guard count >= 0, offset >= 0, offset + count <= bytes.count else {
      throw SearchIndexError.corrupt("read past the end of the file at byte \(offset)")
    }
  }

  mutating func u8() throws -> UInt8 {
    try need(1)
    defer { offset += 1 }
    return bytes[offset]
  }

  mutating func u16() throws -> UInt16 {
    try need(2)
    defer { offset += 2 }
    return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  mutating func u32() throws -> UInt32 {
    try need(4)
    defer { offset += 4 }
    return bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian
  }

  mutating func u64() throws -> UInt64 {
    try need(8)
    defer { offset += 8 }
    return bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
  }

  mutating func f64() throws -> Double { Double(bitPattern: try u64()) }

  mutating func varint() throws -> Int {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try u8()
      result |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
      guard shift < 64 else { throw SearchIndexError.corrupt("malformed number at byte \(offset)") }
    }
    guard result <= UInt64(Int.max) else { throw SearchIndexError.corrupt("number out of range at byte \(offset)") }
    return Int(result)
  }

  mutating func string() throws -> String {
    let count = try varint()
    try need(count)
    defer { offset += count }
    return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]), as: UTF8.self)
  }

  mutating func optionalString() throws -> String? {
    try u8() == 0 ? nil : try string()
  }
}
