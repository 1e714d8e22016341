import HIGModel

/// How terms are hashed and compared: over their UTF-8 bytes, since Swift's own String hashing
/// and `==` normalise non-ASCII text first, which made Korean terms the slowest part of indexing.
/// `TermTable` and the snippet highlighter key terms this way; the analyzer's NFC output makes
/// byte equality the right equality.
///
///     FNV1a.hash("탐색".utf8) == FNV1a.hash("탐색".utf8)  // FNV-1a of the bytes
enum TermKey {
  /// Whether two strings have the same UTF-8 bytes.
  static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
    var left = lhs
    var right = rhs
    return left.withUTF8 { left in right.withUTF8 { right in left.elementsEqual(right) } }
  }

  static func gramHash(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt64 {
    var value = FNV1a.hash(Analyzer.gramPrefix.utf8)
    value = FNV1a.hash(UTF8.encode(first)!, seed: value)
    return FNV1a.hash(UTF8.encode(second)!, seed: value)
  }
}
