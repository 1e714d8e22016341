/// A fast 64-bit checksum of the index payload, eight bytes at a time, so verifying a
/// multi-megabyte index costs well under a millisecond per megabyte.
///
/// Not cryptographic: it catches truncation and damage, not tampering.
///
///     Checksum.of(bytes)  // e.g. 0x9e3779b97f4a7c15 for an empty buffer
enum Checksum {
  static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    let words = bytes.count / 8
    for index in 0..<words {
      let word = bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self).littleEndian
      hash = (hash ^ word) &* 0x100_0000_01B3
      hash ^= hash >> 29
    }
    for index in (words * 8)..<bytes.count {
      hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3
    }
    hash ^= hash >> 32
    return hash
  }
}
