/// Receives the terms `Analyzer` makes of a text, in order: each kept word with its stem, and each
/// bigram. The index builder numbers them (`TermCollector`); `AnalyzedText` keeps them as strings.
///
///     var text = AnalyzedText()
///     Analyzer.analyze("탐색 모음을", cache: &cache, into: &text)  // word 탐색, word 모음, gram ~탐색, …
protocol TermSink {
  /// A word: its stem-cache entry, its stem's bytes, and the word as cut (folded bytes, place, gap).
  mutating func word(
    entry: Int, stem: UnsafeBufferPointer<UInt8>, token: UnsafeBufferPointer<UInt8>, cut: WordCutter.Word)
  /// A bigram term: `Analyzer.gramPrefix` and two scalars, as UTF-8.
  mutating func gram(_ bytes: UnsafeBufferPointer<UInt8>)
}
