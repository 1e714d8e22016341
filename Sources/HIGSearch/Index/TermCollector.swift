/// Numbers the terms of the texts one analysis worker reads in the worker's own `TermTable`,
/// straight from the analyzer's bytes: each distinct stem is looked up once per worker (its
/// number is kept per stem-cache entry), each bigram once per occurrence.
///
///     var collector = TermCollector(glossary: pairs, concepts: names)
///     collector.numbers(of: ["뷰를 닫기"], cache: &cache)  // [0, 1, 2]: 뷰, 닫기, ~뷰닫 (numbers)
struct TermCollector: TermSink {
  /// The terms met so far, numbered in the order they were first met.
  private(set) var table = TermTable()
  private let glossary: GlossaryPairs
  private let concepts: GlossaryPairs
  /// Per stem-cache entry, its stem's term number and its numbers among the glossary's and the
  /// concept names' words (-1: none); the arrays grow as entries are first met.
  private var entryTerms: [Int32] = []
  private var entryGlossaryWords: [Int32] = []
  private var entryConceptWords: [Int32] = []
  /// The last text's terms (words and bigrams, in the analyzer's order), and its words' glossary
  /// numbers (`GlossaryPairs.equivalents`); both buffers are reused from text to text.
  private(set) var terms: [Int32] = []
  private(set) var glossaryWords: [Int32] = []
  private(set) var conceptWords: [Int32] = []
  /// Where each word of the last text starts (a scalar offset), to tell its languages apart.
  private var wordStarts: [Int] = []

  init(glossary: GlossaryPairs, concepts: GlossaryPairs) {
    self.glossary = glossary
    self.concepts = concepts
  }

  /// The term numbers of the concepts the last text names (`ConceptIndex`), once per mention.
  /// When the text is two translations, the words from offset `boundary` on being the second,
  /// a concept counts as often as the translation naming it more often: a bilingual record says
  /// each thing twice, and would otherwise outweigh one in a single language.
  mutating func conceptTerms(splittingAt boundary: Int = .max) -> [Int32] {
    let split = wordStarts.firstIndex { $0 >= boundary } ?? conceptWords.count
    var found = concepts.equivalents(of: Array(conceptWords[..<split]))
    if split < conceptWords.count {
      let second = concepts.equivalents(of: Array(conceptWords[split...]))
      var counted: [String?] = []
      for concept in second where !counted.contains(concept) {
        counted.append(concept)
        let more = second.filter { $0 == concept }.count - found.filter { $0 == concept }.count
        if more > 0 { found += repeatElement(concept, count: more) }
      }
    }
    return found.map { concept in
      var concept = concept ?? ""
      return concept.withUTF8 { table.number(ofBytes: $0) }
    }
  }

  /// Numbers the terms of the text made of `parts` one per line, the missing ones left out,
  /// into `terms` and `glossaryWords`.
  mutating func collect(_ parts: [String?], cache: inout StemCache) {
    terms.removeAll(keepingCapacity: true)
    glossaryWords.removeAll(keepingCapacity: true)
    conceptWords.removeAll(keepingCapacity: true)
    wordStarts.removeAll(keepingCapacity: true)
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
      entryConceptWords.append(-1)
    }
    if entryTerms[entry] < 0 {
      entryTerms[entry] = table.number(ofBytes: stem)
      entryGlossaryWords[entry] = glossary.wordNumber(of: stem)
      entryConceptWords[entry] = concepts.wordNumber(of: stem)
    }
    terms.append(entryTerms[entry])
    glossaryWords.append(entryGlossaryWords[entry])
    conceptWords.append(entryConceptWords[entry])
    wordStarts.append(cut.start)
  }

  mutating func gram(_ bytes: UnsafeBufferPointer<UInt8>) {
    terms.append(table.number(ofBytes: bytes))
  }
}
