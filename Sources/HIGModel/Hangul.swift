/// Hangul in Unicode, defined once for every stage that tells Korean text apart: the ingester
/// guessing a text's language, the analyzer and snippets, the site's Korean search chunks and links.
///
///     Hangul.isSyllable("뷰")       // true
///     Hangul.isLetter("ㄱ")         // true: a compatibility jamo
///     Hangul.isSyllable("ㄱ")       // false
public enum Hangul {
  /// Precomposed syllables, 가 (U+AC00) to 힣 (U+D7A3): what Korean text is written in.
  @inlinable public static var syllables: ClosedRange<UInt32> { 0xAC00...0xD7A3 }
  /// Conjoining jamo (U+1100…U+11FF): the letters a syllable decomposes into.
  @inlinable public static var jamo: ClosedRange<UInt32> { 0x1100...0x11FF }
  /// Compatibility jamo (U+3130…U+318F): letters written on their own (ㄱ, ㅏ).
  @inlinable public static var compatibilityJamo: ClosedRange<UInt32> { 0x3130...0x318F }

  /// Whether `value` is a precomposed syllable: one comparison, for byte-level loops.
  @inlinable
  public static func isSyllable(_ value: UInt32) -> Bool {
    value &- syllables.lowerBound <= syllables.upperBound - syllables.lowerBound
  }

  @inlinable
  public static func isSyllable(_ scalar: Unicode.Scalar) -> Bool { isSyllable(scalar.value) }

  /// Whether `scalar` is a syllable or a jamo of either kind: any Hangul letter.
  @inlinable
  public static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    isSyllable(scalar) || jamo.contains(scalar.value) || compatibilityJamo.contains(scalar.value)
  }
}
