/// The terms the analyzer makes of a text: stemmed words, and Korean bigrams in a separate channel.
///
///     Analyzer.analyze("탐색 모음을")
///     // words ["탐색", "모음"], grams ["~탐색", "~색모", "~모음"]
public struct AnalyzedText: Hashable, Sendable, TermSink {
  /// One per token (particle-only tokens glued to a Latin word are dropped).
  public var words: [String] = []
  /// Hangul bigrams over each run of Korean words joined without their spaces, each prefixed
  /// with `Analyzer.gramPrefix` so a bigram never collides with a two-syllable word.
  public var grams: [String] = []
  /// The tokens the words came from, with each one's stem, for highlighting.
  public var tokens: [(token: Token, stem: String)] = []

  public static func == (lhs: AnalyzedText, rhs: AnalyzedText) -> Bool {
    lhs.words == rhs.words && lhs.grams == rhs.grams
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(words)
    hasher.combine(grams)
  }

  /// Every term, words first.
  public var terms: [String] { words + grams }

  mutating func word(
    entry: Int, stem: UnsafeBufferPointer<UInt8>, token: UnsafeBufferPointer<UInt8>, cut: WordCutter.Word
  ) {
    let stem = String(decoding: stem, as: UTF8.self)
    words.append(stem)
    let text = String(decoding: token, as: UTF8.self)
    tokens.append((Token(text: text, script: cut.script, start: cut.start, end: cut.end, gap: cut.gap), stem))
  }

  mutating func gram(_ bytes: UnsafeBufferPointer<UInt8>) {
    grams.append(String(decoding: bytes, as: UTF8.self))
  }
}
