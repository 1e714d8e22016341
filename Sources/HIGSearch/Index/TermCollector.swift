/// Numbers the terms of the texts one analysis worker reads in the worker's own `TermTable`,
/// straight from the analyzer's bytes: each distinct stem is looked up once per worker (its
/// number is kept per stem-cache entry), each bigram once per occurrence.
///
///     var collector = TermCollector(glossary: pairs)
///     collector.numbers(of: "뷰를 닫기", cache: &cache)  // [0, 1, 2]: 뷰, 닫기, ~뷰닫 … (numbers)
struct TermCollector: TermSink {
  /// The terms met so far, numbered in the order they were first met.
  private(set) var table = TermTable()
  private let glossary: GlossaryPairs
  /// Per stem-cache entry, its stem's term number and its number among the glossary's words
  /// (-1: none); both arrays grow as entries are first met.
  private var entryTerms: [Int32] = []
  private var entryGlossaryWords: [Int32] = []
  /// The current text's terms, and its words' glossary numbers (`GlossaryPairs.equivalents`).
  private var terms: [Int32] = []
  private(set) var glossaryWords: [Int32] = []

  init(glossary: GlossaryPairs) { self.glossary = glossary }

  /// The numbers of the terms of the text made of `parts` one per line, the missing ones left out
  /// (words and bigrams, in the analyzer's order); its words' glossary numbers are left in
  /// `glossaryWords`.
  mutating func numbers(of parts: [String?], cache: inout StemCache) -> [Int32] {
    terms = []
    glossaryWords.removeAll(keepingCapacity: true)
    Analyzer.analyze(lines: parts, cache: &cache, into: &self)
    return terms
  }

  mutating func word(
    entry: Int, stem: UnsafeBufferPointer<UInt8>, token: UnsafeBufferPointer<UInt8>, cut: WordCutter.Word
  ) {
    while entryTerms.count <= entry {
      entryTerms.append(-1)
      entryGlossaryWords.append(-1)
    }
    if entryTerms[entry] < 0 {
      entryTerms[entry] = table.number(ofBytes: stem)
      entryGlossaryWords[entry] = glossary.wordNumber(of: stem)
    }
    terms.append(entryTerms[entry])
    glossaryWords.append(entryGlossaryWords[entry])
  }

  mutating func gram(_ bytes: UnsafeBufferPointer<UInt8>) {
    terms.append(table.number(ofBytes: bytes))
  }
}
