/// A fast 64-bit checksum that finds damage in hig's cached files (the search index and its
/// postings lists, the content listing), so verifying a postings list costs a small fraction of
/// scoring it.
///
/// Fletcher-style: eight 64-bit lanes each keep a running sum of their words and a sum of those
/// sums (which weighs every word by its position, so moved or swapped words change it too), then
/// one multiply-and-shift round mixes the lanes and the tail bytes. Additions only in the loop, so
/// the compiler runs the lanes as vector adds (the multiply chain it replaced was as costly as
/// scoring the postings it guarded). Not cryptographic: it catches truncation and damage, not
/// tampering.
///
///     Checksum.of(bytes)  // e.g. 0x5d3e2a1b09f8c7d6
public enum Checksum {
  @inlinable
  public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var sums = SIMD8<UInt64>(repeating: 0x9E37_79B9_7F4A_7C15)
    var weighted = SIMD8<UInt64>(repeating: UInt64(bytes.count))
    let blocks = bytes.count / 64
    for block in 0..<blocks {
      sums &+= bytes.loadUnaligned(fromByteOffset: block * 64, as: SIMD8<UInt64>.self)
      weighted &+= sums
    }
    return finish(sums: sums, weighted: weighted, tail: UnsafeRawBufferPointer(rebasing: bytes[(blocks * 64)...]))
  }

  /// The lanes and the bytes after the last whole block, mixed into the checksum.
  @inlinable
  static func finish(sums: SIMD8<UInt64>, weighted: SIMD8<UInt64>, tail: UnsafeRawBufferPointer) -> UInt64 {
    let prime: UInt64 = 0x100_0000_01B3
    @inline(__always) func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
      let mixed = (hash ^ word) &* prime
      return mixed ^ (mixed >> 29)
    }
    var hash: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    for lane in 0..<8 { hash = mix(mix(hash, sums[lane]), weighted[lane]) }
    for byte in tail { hash = mix(hash, UInt64(byte)) }
    hash ^= hash >> 32
    return hash
  }

  /// `Checksum.of` over bytes that come in pieces (a file written as it is made, never held
  /// whole): the same value as `of` over the pieces joined, however they are cut.
  ///
  ///     var running = Checksum.Running(); running.add(a); running.add(b)
  ///     running.value  // == Checksum.of(a + b)
  public struct Running: Sendable {
    private var sums = SIMD8<UInt64>(repeating: 0x9E37_79B9_7F4A_7C15)
    /// `of` starts these at the byte count, which is not known yet: only additions follow, so it
    /// is added at the end.
    private var weighted = SIMD8<UInt64>(repeating: 0)
    private var count = 0
    /// The bytes after the last whole block so far (fewer than 64).
    private var pending: [UInt8] = []

    public init() {}

    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
      count += bytes.count
      var start = 0
      if !pending.isEmpty {
        start = min(64 - pending.count, bytes.count)
        pending += bytes[..<start]
        guard pending.count == 64 else { return }
        pending.withUnsafeBytes { addBlock($0, at: 0) }
        pending.removeAll(keepingCapacity: true)
      }
      let blocks = (bytes.count - start) / 64
      for block in 0..<blocks { addBlock(bytes, at: start + block * 64) }
      pending += bytes[(start + blocks * 64)...]
    }

    public var value: UInt64 {
      pending.withUnsafeBytes { tail in
        Checksum.finish(sums: sums, weighted: weighted &+ SIMD8(repeating: UInt64(count)), tail: tail)
      }
    }

    private mutating func addBlock(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
      sums &+= bytes.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt64>.self)
      weighted &+= sums
    }
  }
}
