/// Numbers the terms of the texts one analysis worker reads in the worker's own `TermTable`,
/// straight from the analyzer's bytes: each distinct stem is looked up once per worker (its
/// number is kept per stem-cache entry), each bigram once per occurrence.
///
///     var collector = TermCollector(glossary: pairs)
///     collector.numbers(of: ["뷰를 닫기"], cache: &cache)  // [0, 1, 2]: 뷰, 닫기, ~뷰닫 (numbers)
struct TermCollector: TermSink {
  /// The terms met so far, numbered in the order they were first met.
  private(set) var table = TermTable()
  private let glossary: GlossaryPairs
  /// Per stem-cache entry, its stem's term number and its number among the glossary's words
  /// (-1: none); both arrays grow as entries are first met.
  private var entryTerms: [Int32] = []
  private var entryGlossaryWords: [Int32] = []
  /// The last text's terms (words and bigrams, in the analyzer's order), and its words' glossary
  /// numbers (`GlossaryPairs.equivalents`); both buffers are reused from text to text.
  private(set) var terms: [Int32] = []
  private(set) var glossaryWords: [Int32] = []

  init(glossary: GlossaryPairs) { self.glossary = glossary }

  /// Numbers the terms of the text made of `parts` one per line, the missing ones left out,
  /// into `terms` and `glossaryWords`.
  mutating func collect(_ parts: [String?], cache: inout StemCache) {
    terms.removeAll(keepingCapacity: true)
    glossaryWords.removeAll(keepingCapacity: true)
    Analyzer.analyze(lines: parts, cache: &cache, into: &self)
  }

  /// The same, returning a copy of `terms`.
  mutating func numbers(of parts: [String?], cache: inout StemCache) -> [Int32] {
    collect(parts, cache: &cache)
    return Array(terms[...])
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
