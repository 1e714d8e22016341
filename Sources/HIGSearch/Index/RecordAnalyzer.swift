import HIGModel

/// One indexing worker: analyzes records into its `RecordFields`, with its own stem cache, term
/// numbers and counting buffers, so records are analyzed on several cores without sharing state.
///
///     var worker = RecordAnalyzer(glossary: pairs, concepts: names, textBytes: 4_000_000)
///     worker.add(record, title: 0, titleText: "탐색 모음\nNavigation bars", section: 0, stored: stored)
///     worker.fields.lengths[0]  // (5, 0, 41, 2)
struct RecordAnalyzer {
  private var cache = StemCache()
  /// The worker's term numbers (`terms.table`), mapped to the index's once all records are analyzed.
  private(set) var terms: TermCollector
  /// The records analyzed so far.
  var fields = RecordFields()
  private let glossary: GlossaryPairs
  private var counter = RecordTermCounter()
  /// The last section title analyzed, its terms and its concepts' terms: records of one section
  /// come one after another.
  private var title = (number: -1, terms: [Int32](), concepts: [Int32]())

  /// `textBytes` is the UTF-8 size of all the records' texts: room for the worst case (this
  /// worker taking every record) is reserved up front, which costs no memory until written,
  /// while growing the arrays by doubling left their old buffers resident.
  init(glossary: GlossaryPairs, concepts: GlossaryPairs, textBytes: Int) {
    self.glossary = glossary
    terms = TermCollector(glossary: glossary, concepts: concepts)
    // At x100 a record has one posting per 3.7 bytes of text, and its stored data is its text
    // plus about 150 bytes; both estimates are rounded well up.
    fields.postings.reserveCapacity(textBytes / 2)
    fields.stored.bytes.reserveCapacity(textBytes * 2)
  }

  /// Analyzes `record` into `fields`; `title` numbers its section, whose title is `titleText`,
  /// `section` holds its section's `RecordFlags`, and `stored` is what the file keeps of it.
  ///
  /// A concept's term counts where its name stands (title, statement, body) but adds nothing to
  /// the field's length: it stands beside the name's words, as a synonym does.
  mutating func add(_ record: Record, title number: Int, titleText: String, section: UInt8, stored: StoredRecord) {
    if title.number != number {
      let words = terms.numbers(of: [titleText], cache: &cache)
      title = (number, words, terms.conceptTerms())
    }
    // Each field is counted straight from the collector's reused buffer.
    terms.collect([record.text.ko, record.text.en], cache: &cache)
    let equivalents = glossary.equivalents(of: terms.glossaryWords)
    let bodyConcepts = terms.conceptTerms(splittingAt: RecordAnalyzer.secondLine(after: record.text.ko))
    let body = count(field: 2)
    counter.add(bodyConcepts, field: 2)
    terms.collect([record.statement?.ko, record.statement?.en], cache: &cache)
    let statementConcepts = terms.conceptTerms(splittingAt: RecordAnalyzer.secondLine(after: record.statement?.ko))
    let statement = count(field: 1)
    counter.add(statementConcepts, field: 1)
    terms.collect(equivalents, cache: &cache)
    let glossary = count(field: 3)
    counter.add(title.terms, field: 0)
    counter.add(title.concepts, field: 0)
    fields.lengths.append((title.terms.count, statement, body, glossary))
    counter.drain(into: &fields.postings)
    fields.ends.append(fields.postings.count)

    let start = fields.stored.bytes.count
    fields.stored.storedRecord(stored)
    fields.storedEnds.append(fields.stored.bytes.count)
    fields.storedChecksums.append(
      fields.stored.bytes[start...].withUnsafeBytes { UInt32(truncatingIfNeeded: Checksum.of($0)) })
    fields.attributes.append(
      (
        UInt8(stored.kind.position), Platform.mask(stored.platforms),
        (stored.text.ko == nil ? 0 : 1) | (stored.text.en == nil ? 0 : 2), section
      ))
  }

  /// Where the second line starts (scalars) when `first` is the first; 0 when there is none.
  private static func secondLine(after first: String?) -> Int {
    first.map { $0.unicodeScalars.count + 1 } ?? 0
  }

  /// The English words this worker met, with their stems (`StemCache.forEachLatinWord`).
  func forEachLatinWord(_ body: (_ word: String, _ stem: String) -> Void) { cache.forEachLatinWord(body) }

  /// Counts the terms just collected as occurrences in `field`; returns how many there were.
  private mutating func count(field: Int) -> Int {
    counter.reserve(termCount: terms.table.count)
    counter.add(terms.terms, field: field)
    return terms.terms.count
  }
}
