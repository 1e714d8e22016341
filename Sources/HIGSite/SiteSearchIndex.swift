import Foundation
import HIGModel
import HIGSearch
import Parallel

/// The in-browser search index: HIGSearch's index exported as small files the page loads on demand,
/// laid out as `SiteIndexLayout` describes (HIGSearch's `BrowserSearch`, compiled into the page as
/// WebAssembly, reads them by the same description).
///
/// Swift precomputes every (term, record) score contribution of HIGSearch's BM25F ranking, so the
/// browser only analyzes the query the same way and adds numbers: its top ten equal `hig search`'s.
/// Each term's postings are sorted best first and cut into tiers (32 postings, then 8× more each
/// time); a query loads the first tier of its terms and further tiers only while something unseen
/// could still enter its top ten, so what a query downloads grows with the results it shows, not
/// with how common its words are.
///
/// First tiers are spread over small chunks by a hash, never by a shared prefix (Pagefind puts
/// every Hangul-initial word in one chunk). A Korean word also has a combined entry
/// (`CombinedEntry`, `"=드래그"`): what the word and its bigrams add to each record, one list as for
/// an English word, so a Korean query loads one list per word (plus the bigrams that span two of
/// its words), not one per bigram. Contributions are whole numbers of
/// 1/`ScoringParameters.contributionUnit`, written as integers, so these sums are exact.
public struct SiteSearchIndex: Sendable {
  static let folder = "search/"
  /// Roughly how many bytes of first tiers go in one chunk: small, since a query pays for whole chunks.
  static let chunkTarget = 3 * 1024
  /// The same for chunks of Korean terms: smaller, as a Korean query loads more lists.
  static let hangulChunkTarget = 1536
  /// Records per result file: ten results cost a few requests, not ten, and the site few files.
  static let recordGroup = 4

  var index: SearchIndex
  var parameters: ScoringParameters = .standard
  /// Postings in a term's first tier; each further tier holds `tierGrowth` times the one before.
  var firstTier = 32
  var tierGrowth = 8

  /// The export of an index already built, such as the one `hig search` keeps in the cache folder.
  public init(index: SearchIndex, firstTier: Int = 32) {
    self.index = index
    self.firstTier = max(1, firstTier)
  }

  public init(knowledgeBase: KnowledgeBase) throws {
    self.init(index: try SearchIndex(bytes: IndexBuilder.build(knowledgeBase)))
  }

  /// Postings sorted best first (ties by record) cut into tiers of 32, 256, 2048, … postings. A cut
  /// never splits equal contributions, so everything in later tiers scores strictly less than
  /// anything before: search.js may then stop as soon as no unseen record can tie its tenth hit.
  ///
  ///     tiers(of: 40 postings with distinct scores, unit: 1024)  // [0..<32, 32..<40]
  func tiers(
    of postings: [(record: Int, score: Double)], unit: Double
  ) -> [ArraySlice<(record: Int, score: Double)>] {
    let sorted = Self.bestFirst(postings, unit: unit)
    var tiers: [ArraySlice<(record: Int, score: Double)>] = []
    var start = 0
    var size = firstTier
    while start < sorted.count {
      var end = min(sorted.count, start + size)
      while end < sorted.count, sorted[end].score == sorted[end - 1].score { end += 1 }
      tiers.append(sorted[start..<end])
      start = end
      size *= tierGrowth
    }
    return tiers
  }

  /// `postings` by score, best first, then by record. Scores are whole numbers of 1/`unit`, so each
  /// posting packs into one integer (the score's complement above, the record below) and the sort
  /// compares integers: comparing pairs in a closure was 8 % of the export's processor time. Any
  /// other score is sorted the slow way.
  ///
  ///     bestFirst([(7, 0.5), (3, 1), (2, 0.5)], unit: 1024)  // [(3, 1), (2, 0.5), (7, 0.5)]
  static func bestFirst(_ postings: [(record: Int, score: Double)], unit: Double) -> [(record: Int, score: Double)] {
    let limit = Double(UInt32.max)
    var keys: [UInt64] = []
    keys.reserveCapacity(postings.count)
    for (record, score) in postings {
      let units = score * unit
      guard units >= 0, units <= limit, units == units.rounded(), units / unit == score, record >= 0,
        record <= Int(UInt32.max)
      else {
        return postings.sorted { $0.score != $1.score ? $0.score > $1.score : $0.record < $1.record }
      }
      keys.append((UInt64(UInt32.max) - UInt64(units)) << 32 | UInt64(record))
    }
    keys.sort()
    return keys.map { key in
      (record: Int(key & UInt64(UInt32.max)), score: Double(UInt64(UInt32.max) - key >> 32) / unit)
    }
  }

  /// Writes every file of the index to `output`, one chunk at a time.
  public func write(to output: inout some SiteOutput) throws {
    let vocabulary = index.vocabulary
    let records = PostingTexts(index: index)

    // The words that get a combined entry: those with bigrams (Korean, or Han), when sums are exact.
    let combinedWords =
      combinedUnit == nil
      ? []
      : vocabulary.indices.filter { number in
        let term = vocabulary[number].term
        return !term.hasPrefix(Analyzer.gramPrefix) && !Analyzer.grams(ofStem: term).isEmpty
      }
    // The chunk counts come from the first tiers' size, estimated from document frequencies (about
    // 14 bytes a posting), so each chunk can be written as soon as its terms are read. A combined
    // entry is counted as long as its longest part's first tier. Korean terms get smaller chunks:
    // a Korean query of several words also loads the bigrams across its spaces.
    func estimate(_ term: String, postings: Int) -> Int { term.utf8.count + 8 + 14 * min(postings, firstTier) }
    var bytes = (hangul: 0, other: 0)
    func count(_ term: String, postings: Int) {
      if SiteIndexLayout.isHangulInitial(term) {
        bytes.hangul += estimate(term, postings: postings)
      } else {
        bytes.other += estimate(term, postings: postings)
      }
    }
    for info in vocabulary { count(info.term, postings: info.documentFrequency) }
    for number in combinedWords {
      let term = vocabulary[number].term
      let parts = CombinedEntry.parts(of: term, parameters: parameters).map { $0.term }
      count(
        CombinedEntry.key(of: term), postings: parts.compactMap { index.lookup($0)?.documentFrequency }.max() ?? 0)
    }
    let hangulCount = max(1, bytes.hangul / Self.hangulChunkTarget)
    let layout = SiteIndexLayout(
      chunkCount: hangulCount + max(1, bytes.other / Self.chunkTarget), hangulChunkCount: hangulCount,
      recordGroup: Self.recordGroup)
    let chunkCount = layout.chunkCount
    var termsOfChunk = [[Int]](repeating: [], count: chunkCount)
    var wordsOfChunk = [[Int]](repeating: [], count: chunkCount)
    for (number, info) in vocabulary.enumerated() { termsOfChunk[layout.chunk(of: info.term)].append(number) }
    for number in combinedWords {
      wordsOfChunk[layout.chunk(of: CombinedEntry.key(of: vocabulary[number].term))].append(number)
    }
    let chunks = termsOfChunk
    let words = wordsOfChunk
    // The cores that make the files write them too (`prepare`): one thread writing five thousand
    // small files was the slowest part of a large build.
    let writer = output
    try OrderedParallelMap(window: 64).forEach(count: chunkCount) { chunk in
      try chunkFiles(
        chunk, layout: layout, terms: chunks[chunk], combined: words[chunk], vocabulary: vocabulary, records: records
      ).map(writer.prepare)
    } body: { _, files in
      for file in files { try output.add(file) }
    }
    let groups = (index.recordCount + Self.recordGroup - 1) / Self.recordGroup
    try OrderedParallelMap(window: 64).forEach(count: groups) { group in
      try writer.prepare(recordGroup(group, layout: layout))
    } body: { _, file in
      try output.add(file)
    }
    // The typo corrector's candidates: terms of ASCII letters and digits only, in index order.
    let latin = vocabulary.map(\.term).filter { term in
      !term.hasPrefix(Analyzer.gramPrefix) && !term.hasPrefix(ConceptNames.prefix) && term.utf8.allSatisfy { $0 < 0x80 }
    }
    try output.add(script(SiteIndexLayout.vocabularyFile, .array(latin.map(JSONValue.string))))
    // The loanword table, for Hangul query words that name no concept (`LoanwordReading`).
    // (One string in an array: a file's data is a JSON object or array.)
    try output.add(
      script(SiteIndexLayout.loanwordFile, .array([.string(String(decoding: index.loanwordTable, as: UTF8.self))])))
    try output.add(script(SiteIndexLayout.manifestFile, manifest(layout)))
    // The engine that reads these files, built from the same HIGSearch sources as `hig search`.
    try output.add(SearchCoreModule.script)
  }

  /// A chunk's file of first tiers and its files of deeper tiers (`p/<chunk>-<tier>.js`), with
  /// the combined entries of the Korean words in `combined`.
  private func chunkFiles(
    _ chunk: Int, layout: SiteIndexLayout, terms: [Int], combined: [Int], vocabulary: [SearchIndex.TermInfo],
    records: PostingTexts
  ) throws -> [SiteFile] {
    let firstName = layout.firstTierFile(chunk: chunk)
    var first = Array("higSearch.add(\"\(firstName)\",{".utf8)
    var deeper: [[UInt8]] = []
    func add(_ key: String, _ postings: [(record: Int, score: Double)], unit: Double) {
      // Only when every weight is 0 can a list be empty; it is then left out.
      guard !postings.isEmpty else { return }
      let tiers = tiers(of: postings, unit: unit)
      if first.last != UInt8(ascii: "{") { first.append(UInt8(ascii: ",")) }
      JSONValue.string(key).write(to: &first)
      first += Array(":[".utf8)
      Self.writePostings(tiers[0], unit: unit, records: records, to: &first)
      for tier in tiers.dropFirst() {
        first.append(UInt8(ascii: ","))
        JSONValue.writeInteger(Self.units(tier.first!.score, unit), to: &first)
      }
      first.append(UInt8(ascii: "]"))
      for (depth, tier) in tiers.enumerated().dropFirst() {
        if deeper.count < depth { deeper.append([]) } else { deeper[depth - 1].append(UInt8(ascii: ",")) }
        JSONValue.string(key).write(to: &deeper[depth - 1])
        deeper[depth - 1].append(UInt8(ascii: ":"))
        Self.writePostings(tier, unit: unit, records: records, to: &deeper[depth - 1])
      }
    }
    for number in terms {
      let info = vocabulary[number]
      add(info.term, try index.contributions(of: info, parameters: parameters), unit: ScoringParameters.contributionUnit)
    }
    if let unit = combinedUnit, !combined.isEmpty {
      var sums = CombinedSums(recordCount: index.recordCount)
      for number in combined {
        let term = vocabulary[number].term
        add(CombinedEntry.key(of: term), try combinedContributions(of: term, sums: &sums), unit: unit)
      }
    }
    first += Array("});\n".utf8)
    var files = [SiteFile(path: Self.folder + firstName + ".js", contents: Data(first))]
    for (depth, entries) in deeper.enumerated() {
      let name = layout.deeperTierFile(chunk: chunk, depth: depth + 1)
      let text = Array("higSearch.add(\"\(name)\",{".utf8) + entries + Array("});\n".utf8)
      files.append(SiteFile(path: Self.folder + name + ".js", contents: Data(text)))
    }
    return files
  }

  /// The unit of combined entries (`CombinedEntry.unit`); nil when the site writes none.
  var combinedUnit: Double? { CombinedEntry.unit(parameters: parameters) }

  /// What the Korean word `term` and its bigrams add to each record in a query: the word's
  /// contribution and each distinct bigram's, weighted as `QueryPlan` weighs them. Contributions
  /// are whole units (`ScoringParameters.contributionUnit`), so each sum is exact: added to the other
  /// words' sums in any order, it gives `hig search`'s score bit for bit. Records in no
  /// particular order.
  func combinedContributions(of term: String, sums: inout CombinedSums) throws -> [(record: Int, score: Double)] {
    // Searcher skips terms of no weight, so their records match nothing.
    for part in CombinedEntry.parts(of: term, parameters: parameters) where part.weight > 0 {
      guard let info = index.lookup(part.term) else { continue }
      try index.forEachPosting(info) { posting in
        sums.add(part.weight * posting.contribution, to: posting.record)
      }
    }
    return sums.takeAll()
  }

  /// A running score per record for `combinedContributions`, kept between words so that each word
  /// costs its postings, not a pass over every record.
  struct CombinedSums {
    private var scores: [Double]
    private var seen: [Bool]
    private var touched: [Int] = []

    init(recordCount: Int) {
      scores = [Double](repeating: 0, count: recordCount)
      seen = [Bool](repeating: false, count: recordCount)
    }

    mutating func add(_ value: Double, to record: Int) {
      if !seen[record] {
        seen[record] = true
        touched.append(record)
      }
      scores[record] += value
    }

    /// The records added to since the last call, with their sums; then everything is zero again.
    mutating func takeAll() -> [(record: Int, score: Double)] {
      let all = touched.map { (record: $0, score: scores[$0]) }
      for record in touched {
        scores[record] = 0
        seen[record] = false
      }
      touched.removeAll(keepingCapacity: true)
      return all
    }
  }

  /// Records `group × recordGroup …` for showing results: ID, page, titles and text.
  private func recordGroup(_ group: Int, layout: SiteIndexLayout) throws -> SiteFile {
    let start = group * Self.recordGroup
    // Neighbouring records mostly share a guideline: its page is sanitised once for them.
    var page = (slug: "", path: "")
    let records = try (start..<min(index.recordCount, start + Self.recordGroup)).map { number in
      let stored = try index.record(at: number)
      if page.path.isEmpty || page.slug != stored.guideline {
        page = (stored.guideline, SitePath.guideline(stored.guideline))
      }
      var fields: [(String, JSONValue)] = [
        ("id", .string(stored.id.rawValue)), ("p", .string(page.path)),
        ("t", localized(stored.guidelineTitle)),
      ]
      if let section = stored.section { fields.append(("s", localized(section))) }
      fields.append(("x", localized(stored.text)))
      return JSONValue.object(fields)
    }
    return script(layout.recordFile(group: group), .array(records))
  }

  /// Each record's number and flags as the text around a contribution in a postings list
  /// (`"12,"` and `",35"`), made once: a record recurs in the lists of all its terms. One byte
  /// array for all, so that copying a record's text retains nothing (shared by both cores).
  struct PostingTexts: Sendable {
    var bytes: [UInt8] = []
    /// Record r's prefix is `bytes[starts[2r]..<starts[2r + 1]]`, its suffix runs to `starts[2r + 2]`.
    var starts: [Int] = [0]
    /// The most bytes a record's prefix and suffix take together.
    var longest = 0

    /// Each record's flags are `SiteIndexLayout.flags`.
    init(index: SearchIndex) {
      starts.reserveCapacity(2 * index.recordCount + 1)
      for record in 0..<index.recordCount {
        JSONValue.writeInteger(record, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        starts.append(bytes.count)
        bytes.append(UInt8(ascii: ","))
        let languages = UInt8(index.has(.ko, record: record) ? 1 : 0) | (index.has(.en, record: record) ? 2 : 0)
        let flags = SiteIndexLayout.flags(
          platforms: index.platformMask(record: record), languages: languages, kind: index.kind(record: record),
          section: index.sectionFlags(record: record))
        JSONValue.writeInteger(flags, to: &bytes)
        starts.append(bytes.count)
        longest = max(longest, bytes.count - starts[2 * record])
      }
    }
  }

  /// A score as a whole number of 1/`unit`ths, as the site writes it.
  static func units(_ score: Double, _ unit: Double) -> Int { Int((score * unit).rounded()) }

  /// "[record,contribution,flags,record,…]", each contribution in whole 1/`unit`ths.
  private static func writePostings(
    _ postings: ArraySlice<(record: Int, score: Double)>, unit: Double, records: PostingTexts,
    to text: inout [UInt8]
  ) {
    // A million postings at x100, each three short copies: room for the longest case is made
    // first (a record's texts, a comma and a contribution of at most 20 digits), filled through
    // a pointer without a check per copy, then cut to length.
    var end = text.count
    text.append(contentsOf: repeatElement(0, count: 2 + postings.count * (records.longest + 21)))
    // Sorted postings come in runs of one contribution (texts that recur): format each run once.
    var runScore = Double.nan
    var runText: [UInt8] = []
    text.withUnsafeMutableBufferPointer { output in
      records.bytes.withUnsafeBufferPointer { bytes in
        output[end] = UInt8(ascii: "[")
        end += 1
        for (position, posting) in postings.enumerated() {
          if position > 0 {
            output[end] = UInt8(ascii: ",")
            end += 1
          }
          if posting.score != runScore {
            runScore = posting.score
            runText.removeAll(keepingCapacity: true)
            JSONValue.writeInteger(units(posting.score, unit), to: &runText)
          }
          let first = 2 * posting.record
          for byte in bytes[records.starts[first]..<records.starts[first + 1]] {
            output[end] = byte
            end += 1
          }
          for byte in runText {
            output[end] = byte
            end += 1
          }
          for byte in bytes[records.starts[first + 1]..<records.starts[first + 2]] {
            output[end] = byte
            end += 1
          }
        }
        output[end] = UInt8(ascii: "]")
        end += 1
      }
    }
    text.removeLast(text.count - end)
  }

  /// What the browser's core needs of the index before a query (`BrowserSearch.Index`); it
  /// refuses a manifest of another format, analyzer or unit than its own.
  private func manifest(_ layout: SiteIndexLayout) -> JSONValue {
    .object([
      ("format", .int(SiteIndexLayout.formatVersion)),
      ("analyzer", .int(Analyzer.version)),
      ("records", .int(index.recordCount)),
      ("buckets", .int(layout.chunkCount)), ("hangulBuckets", .int(layout.hangulChunkCount)),
      ("group", .int(layout.recordGroup)),
      // Contributions are whole numbers of these; a combinedUnit of 0: no combined entries.
      ("unit", .double(ScoringParameters.contributionUnit)), ("combinedUnit", .double(combinedUnit ?? 0)),
      (
        "parameters",
        .object([
          ("word", .double(parameters.wordWeight)), ("gram", .double(parameters.gramWeight)),
          ("adjacency", .double(parameters.adjacencyWeight)), ("typo", .double(parameters.typoWeight)),
          ("coordination", .double(parameters.coordination)), ("nonRulePrior", .double(parameters.nonRulePrior)),
          ("concept", .double(parameters.conceptWeight)), ("figurePrior", .double(parameters.figurePrior)),
          ("referencePrior", .double(parameters.referencePrior)), ("platformBoost", .double(parameters.platformBoost)),
          ("coveredWordFactor", .double(parameters.coveredWordFactor)),
        ])
      ),
      // The terminology's names (`ConceptNames`): the core matches a query's words against them.
      ("concepts", .string(String(decoding: index.conceptNames, as: UTF8.self))),
    ])
  }

  private func localized(_ text: LocalizedText) -> JSONValue {
    var fields: [(String, JSONValue)] = []
    if let ko = text.ko { fields.append(("ko", .string(ko))) }
    if let en = text.en { fields.append(("en", .string(en))) }
    return .object(fields)
  }

  /// A file as a script: `higSearch.add("r/3", [...]);`.
  private func script(_ name: String, _ value: JSONValue) -> SiteFile {
    var text = Array("higSearch.add(\"\(name)\",".utf8)
    value.write(to: &text)
    text += Array(");\n".utf8)
    return SiteFile(path: SiteSearchIndex.folder + name + ".js", contents: Data(text))
  }
}
