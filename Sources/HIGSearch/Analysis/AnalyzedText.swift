/// The terms the analyzer makes of a text: stemmed words, and Korean bigrams in a separate channel.
///
///     Analyzer.analyze("탐색 모음을")
///     // words ["탐색", "모음"], grams ["~탐색", "~색모", "~모음"]
public struct AnalyzedText: Hashable, Sendable {
  /// One per token (particle-only tokens glued to a Latin word are dropped).
  public var words: [String]
  /// Hangul bigrams over each run of Korean words joined without their spaces, each prefixed
  /// with `Analyzer.gramPrefix` so a bigram never collides with a two-syllable word.
  public var grams: [String]
  /// The tokens the words came from, with each one's stem, for highlighting.
  public var tokens: [(token: Token, stem: String)]

  public static func == (lhs: AnalyzedText, rhs: AnalyzedText) -> Bool {
    lhs.words == rhs.words && lhs.grams == rhs.grams
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(words)
    hasher.combine(grams)
  }

  /// Every term, words first.
  public var terms: [String] { words + grams }
}
