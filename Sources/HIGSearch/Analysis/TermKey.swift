/// A term as a dictionary key that hashes and compares its UTF-8 bytes: Swift's own String
/// hashing normalises non-ASCII text first, which made Korean terms the slowest part of indexing.
///
///     TermKey("탐색") == TermKey("탐색")  // byte-for-byte, which the analyzer's NFC output allows
public struct TermKey: Hashable, Sendable {
  public let text: String
  /// FNV-1a of the UTF-8 bytes.
  public let hash: UInt64

  public init(_ text: String) {
    var text = text
    // Over the contiguous bytes: iterating `utf8` generically cost more than the hashing itself.
    hash = text.withUTF8 { TermKey.fnv($0) }
    self.text = text
  }

  public static func == (lhs: TermKey, rhs: TermKey) -> Bool {
    lhs.hash == rhs.hash && sameBytes(lhs.text, rhs.text)
  }

  /// Whether two strings have the same UTF-8 bytes (String's `==` compares canonical equivalence,
  /// which is slow for non-ASCII text and not needed for analyzer output).
  static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
    var left = lhs
    var right = rhs
    return left.withUTF8 { left in right.withUTF8 { right in left.elementsEqual(right) } }
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

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

  /// The hash a `TermKey` of the bigram term of `first` and `second` would have, without building
  /// the string.
  static func gramHash(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt64 {
    var value = fnv(Analyzer.gramPrefix.utf8)
    value = fnv(UTF8.encode(first)!, seed: value)
    return fnv(UTF8.encode(second)!, seed: value)
  }
}
