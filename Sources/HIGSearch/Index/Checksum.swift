/// A fast 64-bit checksum of the index payload, so verifying a postings list costs a small
/// fraction of scoring it.
///
/// Not cryptographic: it catches truncation and damage, not tampering.
///
///     Checksum.of(bytes)  // e.g. 0x5d3e2a1b09f8c7d6
enum Checksum {
  static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let prime: UInt64 = 0x100_0000_01B3
    @inline(__always) func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
      let mixed = (hash ^ word) &* prime
      return mixed ^ (mixed >> 29)
    }
    // Four independent lanes over 32-byte blocks: each multiply waits only for its own lane's,
    // so the CPU overlaps them (one lane was a chain of dependent multiplies).
    var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    var c: UInt64 = 0x1656_67B1_9E37_79F9
    var d: UInt64 = 0x27D4_EB2F_1656_67C5
    let blocks = bytes.count / 32
    for block in 0..<blocks {
      let at = block * 32
      a = mix(a, bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self).littleEndian)
      b = mix(b, bytes.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self).littleEndian)
      c = mix(c, bytes.loadUnaligned(fromByteOffset: at + 16, as: UInt64.self).littleEndian)
      d = mix(d, bytes.loadUnaligned(fromByteOffset: at + 24, as: UInt64.self).littleEndian)
    }
    var hash = mix(mix(mix(a, b), c), d)
    for index in (blocks * 32)..<bytes.count {
      hash = (hash ^ UInt64(bytes[index])) &* prime
    }
    hash ^= hash >> 32
    return hash
  }
}
