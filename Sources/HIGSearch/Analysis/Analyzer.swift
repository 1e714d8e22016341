/// Turns text into search terms, the same way for indexed records and for typed queries.
///
/// Steps: fold (`TextNormalizer`), cut into words (`Tokenizer`), stem each word (`EnglishStemmer`
/// for Latin words, `KoreanStemmer` for Hangul, Han/kana kept as is), drop a particle glued to a
/// Latin word, and add Hangul bigrams over each run of space-separated Korean stems so that
/// spacing does not matter (탐색모음 ≈ 탐색 모음). docs/Search.md gives the exact rules.
///
///     Analyzer.analyze("UIPresentationController를 참조하십시오").words
///     // ["uipresentationcontroller", "참조"]
public enum Analyzer {
  /// Bumped whenever the terms produced for some text change: an index built by another version
  /// is rebuilt.
  public static let version = 2

  /// Marks a term of the bigram channel.
  public static let gramPrefix = "~"

  public static func analyze(_ text: String) -> AnalyzedText {
    var cache = StemCache.none
    return analyze(text, cache: &cache)
  }

  /// The same, reusing the stems of words met before (the index builder analyzes every record
  /// with one cache).
  public static func analyze(_ text: String, cache: inout StemCache) -> AnalyzedText {
    let tokens = Tokenizer.tokens(in: text)
    var words: [String] = []
    var grams: [String] = []
    var analyzed: [(token: Token, stem: String)] = []
    // The scalars of the current run of Korean stems. Flushed by a function taking it inout, not
    // a nested function capturing it: captured variables were boxed and checked for exclusivity
    // at run time on every access.
    var run: [Unicode.Scalar] = []

    var previousScript: Script?
    for token in tokens {
      defer { previousScript = token.script }
      let entry = cache.entry(for: token.text, script: token.script)
      let stem = entry.stem
      switch token.script {
      case .alphanumeric:
        flush(&run, into: &grams)
      case .hangul, .ideographic:
        // A particle alone carries no meaning: glued to a Latin name ("UIView를", "iOS용") or
        // detached by a translator's space ("Sheets 를", "보조 창 은").
        if previousScript != nil, token.gap != .punctuation, entry.isOnlySuffix { continue }
        if token.gap == .punctuation || previousScript == .alphanumeric { flush(&run, into: &grams) }
        run.append(contentsOf: stem.unicodeScalars)
      }
      guard !stem.isEmpty else { continue }
      words.append(stem)
      analyzed.append((token, stem))
    }
    flush(&run, into: &grams)
    return AnalyzedText(words: words, grams: grams, tokens: analyzed)
  }

  /// Appends the bigrams of a run of Korean stems' scalars to `grams`, and empties the run.
  private static func flush(_ run: inout [Unicode.Scalar], into grams: inout [String]) {
    if run.count >= 2 {
      for index in 0..<(run.count - 1) { grams.append(gram(run[index], run[index + 1])) }
    }
    run.removeAll(keepingCapacity: true)
  }

  /// The bigram term of two scalars ("~" + both), built from UTF-8 bytes on the stack: making
  /// it through `String.UnicodeScalarView` took a sixth of indexing.
  static func gram(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { buffer in
      var count = 0
      for byte in gramPrefix.utf8 {
        buffer[count] = byte
        count += 1
      }
      UTF8.encode(first) { byte in
        buffer[count] = byte
        count += 1
      }
      UTF8.encode(second) { byte in
        buffer[count] = byte
        count += 1
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
    }
  }

  /// The words of a text with their stems, without the bigram channel: what highlighting needs.
  ///
  ///     Analyzer.stems("뷰를 닫기").map(\.stem)  // ["뷰", "닫기"]
  ///
  /// `stemming` can leave out, unstemmed, words the caller knows it has no use for (stemming is
  /// most of the cost); it is asked after the particle rule, so it changes no other word.
  public static func stems(
    _ text: String, stemming: (Token) -> Bool = { _ in true }
  ) -> [(token: Token, stem: String)] {
    var result: [(token: Token, stem: String)] = []
    var previousScript: Script?
    for token in Tokenizer.tokens(in: text) {
      defer { previousScript = token.script }
      switch token.script {
      case .alphanumeric:
        guard stemming(token) else { continue }
        result.append((token, EnglishStemmer.stem(token.text)))
      case .hangul, .ideographic:
        if previousScript != nil, token.gap != .punctuation, KoreanStemmer.isOnlySuffix(token.text) { continue }
        guard stemming(token) else { continue }
        result.append((token, token.script == .hangul ? KoreanStemmer.stem(token.text) : token.text))
      }
    }
    return result
  }

  /// The bigram terms of one stem ("탐색모음" → ~탐색, ~색모, ~모음): used to highlight a word a
  /// query matched only through bigrams.
  public static func grams(ofStem stem: String) -> [String] {
    let scalars = Array(stem.unicodeScalars)
    guard scalars.count >= 2, scalars.allSatisfy({ Script.of($0) != .alphanumeric }) else { return [] }
    return (0..<(scalars.count - 1)).map { gram(scalars[$0], scalars[$0 + 1]) }
  }
}
