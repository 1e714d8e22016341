/// How terms are hashed and compared: over their UTF-8 bytes, since Swift's own String hashing
/// and `==` normalise non-ASCII text first, which made Korean terms the slowest part of indexing.
/// `TermTable` and the snippet highlighter key terms this way; the analyzer's NFC output makes
/// byte equality the right equality.
///
///     TermKey.fnv("탐색".utf8) == TermKey.fnv("탐색".utf8)  // FNV-1a of the bytes
enum TermKey {
  /// Whether two strings have the same UTF-8 bytes.
  static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
    var left = lhs
    var right = rhs
    return left.withUTF8 { left in right.withUTF8 { right in left.elementsEqual(right) } }
  }

  /// FNV-1a's offset basis: the hash of no bytes.
  static let fnvSeed: UInt64 = 0xcbf2_9ce4_8422_2325

  static func fnv<S: Sequence>(_ bytes: S, seed: UInt64 = fnvSeed) -> UInt64 where S.Element == UInt8 {
    var value = seed
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    return value
  }

  /// The hash of the bigram term of `first` and `second`, without building the string.
  static func gramHash(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt64 {
    var value = fnv(Analyzer.gramPrefix.utf8)
    value = fnv(UTF8.encode(first)!, seed: value)
    return fnv(UTF8.encode(second)!, seed: value)
  }
}
