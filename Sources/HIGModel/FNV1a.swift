/// The 64-bit FNV-1a hash: tiny, fast, stable across runs and platforms; not cryptographic.
///
/// Record IDs, the content fingerprint, cache folder names and the search index's term table all
/// use it, because Swift's own `Hasher` is seeded per process and String hashing normalises text.
///
///     FNV1a.hash("탐색".utf8)          // the hash of the bytes
///     var hash = FNV1a()
///     hash.add("Content")             // the text and a 0 byte after it
///     hash.add(word: 42)
///     hash.hex                        // "…", sixteen hexadecimal digits
public struct FNV1a: Sendable {
  /// FNV-1a's offset basis: the hash of no bytes.
  public static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The hash of everything added so far.
  public var value: UInt64

  @inlinable public init(seed: UInt64 = FNV1a.seed) { value = seed }

  /// The hash of `bytes`, continuing from `seed` (the hash of the bytes before them).
  @inlinable
  public static func hash(_ bytes: some Sequence<UInt8>, seed: UInt64 = FNV1a.seed) -> UInt64 {
    var hash = FNV1a(seed: seed)
    hash.add(bytes: bytes)
    return hash.value
  }

  @inlinable public mutating func add(_ byte: UInt8) {
    value ^= UInt64(byte)
    value = value &* 0x100_0000_01b3
  }

  @inlinable public mutating func add(bytes: some Sequence<UInt8>) {
    for byte in bytes { add(byte) }
  }

  /// `add(bytes:)` for a string's UTF-8, read from its storage: walking the view byte by byte cost
  /// more than the hash (a digest of every record ID of a large build).
  @inlinable public mutating func add(bytes text: String.UTF8View) {
    let read = text.withContiguousStorageIfAvailable { bytes in
      for byte in bytes { add(byte) }
      return true
    }
    if read == nil {
      for byte in text { add(byte) }
    }
  }

  /// Adds the UTF-8 of `text` and a 0 byte, so that "ab", "c" and "a", "bc" hash differently.
  @inlinable public mutating func add(_ text: String) {
    add(bytes: text.utf8)
    add(0)
  }

  /// Adds the eight bytes of `number`, least significant first, so the hash is the same on every host.
  @inlinable public mutating func add(word number: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
  }

  /// Mixes all eight bytes of `number` in one step (one xor and one multiply, not eight): for long
  /// inputs hashed often, such as the content fingerprint's few hundred paths and stats. Not the
  /// same value as `add(word:)`. Each step is a bijection of the state, so inputs of one length
  /// that differ in a single word always hash differently.
  @inlinable public mutating func mix(_ number: UInt64) {
    value ^= number
    value = value &* 0x100_0000_01b3
  }

  /// Mixes `bytes` eight at a time (little-endian, the last word padded with zeros), after their
  /// count, so that inputs of different lengths hash differently.
  @inlinable public mutating func mix(bytes: UnsafeRawBufferPointer) {
    mix(UInt64(bytes.count))
    var offset = 0
    while offset + 8 <= bytes.count {
      mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset += 8
    }
    if offset < bytes.count {
      var last: UInt64 = 0
      for index in offset..<bytes.count { last |= UInt64(bytes[index]) << UInt64(8 * (index - offset)) }
      mix(last)
    }
  }

  /// The value as sixteen hexadecimal digits.
  public var hex: String {
    // Digit by digit: `String(_:radix:)` is generic code whose first use cost every `hig search`
    // run-time witness-table lookups (docs/benchmarks.md, "Smaller choices").
    let digits = Array("0123456789abcdef".utf8)
    return String(unsafeUninitializedCapacity: 16) { buffer in
      for position in 0..<16 { buffer[position] = digits[Int(truncatingIfNeeded: value >> (60 - 4 * position)) & 0xF] }
      return 16
    }
  }
}
