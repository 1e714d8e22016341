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
/// every Hangul-initial word in one chunk). A Korean word and the bigrams of its first two
/// syllables share a chunk; the index's combined entries (`CombinedEntry`, `"=드래그"`) are left
/// out, so a Korean query reads its words and bigrams as lists of their own. Contributions are
/// whole numbers of a unit, written as integers.
public struct SiteSearchIndex: Sendable {
  static let folder = "search/"
  /// Roughly how many bytes of first tiers (`PostingsFile`, before compression) go in one chunk:
  /// a query pays for whole chunks, and the site for every file of a chunk (its first tiers and
  /// one file per deeper tier). Chunks, tiers and records share the site's budget of files
  /// (`filesPerPage`), and where it binds (x10) these sizes set how it is shared between Korean
  /// chunks and the others, which hold the English words and the terminology's concepts that
  /// queries of both languages load: larger ones made most of an English query's index bytes
  /// (docs/benchmarks.md, "Smaller choices").
  static let chunkTarget = 1000
  /// The same for chunks of Korean terms: smaller, as a Korean query loads more lists (the
  /// bigrams across its spaces). Their deeper tiers share the chunk's files, and Korean terms'
  /// lists grow with the site while their first tiers do not: larger chunks made a several-word
  /// Korean query download more than the owners' 1.25 times its English pair (docs/benchmarks.md, "Smaller choices").
  static let hangulChunkTarget = 400
  /// Records per result file: the ten results of a query cost a few such files, and the site one
  /// file per 64 records (docs/benchmarks.md, "Smaller choices").
  static let recordGroup = 64
  /// The site's budget of files: the index may have about as many files as the site has pages, so
  /// that the site has about two files a page. Where chunks of the sizes above would exceed it,
  /// all chunks grow by one factor, and a query loads somewhat larger files (docs/benchmarks.md, "Smaller choices").
  static let filesPerPage = 1.0
  /// The files of one chunk, its first tiers and its deeper tiers, counted generously.
  static let filesPerChunk = 3.5
  /// A small site keeps at least this many chunks, so that a query still loads a small part of
  /// its index: with fewer, a several-word Korean query on the bundled texts downloaded far more
  /// than its English pair (docs/benchmarks.md, "Smaller choices").
  static let fewestChunks = 128

  var index: SearchIndex
  var parameters: ScoringParameters = .standard
  /// Postings in a term's first tier; each further tier holds `tierGrowth` times the one before.
  var firstTier = 32
  var tierGrowth = 8
  /// Whether the site exports Korean words' combined entries (`CombinedEntry`). On real text a
  /// word's combined entry holds every record of its common bigrams (~니다, ~하는), so they were
  /// the largest part of the index, and a query read fewer bytes without them
  /// (docs/benchmarks.md, "What each browser index holds").
  var combinedEntries = false

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
  /// compares integers, where comparing pairs in a closure was a visible part of the export. Any
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
    // Combined entries summed with other weights than this search's are of no use to it.
    let vocabulary = index.vocabulary.filter { combinedUnit != nil || !$0.term.hasPrefix(CombinedEntry.prefix) }
    // The records' files come first: the chunks' budget depends on how many pages the site has,
    // one a guideline, which the records tell. Their names depend on the group alone.
    let writer = output
    let groups = (index.recordCount + Self.recordGroup - 1) / Self.recordGroup
    let names = SiteIndexLayout(chunkCount: 1, hangulChunkCount: 0, recordGroup: Self.recordGroup)
    let codes = try recordCodes()
    let flags = recordFlags()
    var guidelines = Set<String>()
    try OrderedParallelMap(window: 64).forEach(count: groups) { group in
      let (file, slugs) = try recordGroup(group, layout: names, codes: codes, flags: flags)
      return (try writer.prepare(file), slugs)
    } body: { _, written in
      try output.add(written.0)
      guidelines.formUnion(written.1)
    }
    // The home, glossary, search and not-found pages besides the guidelines'.
    let pages = guidelines.count + 4

    // The chunk counts come from the first tiers' size, estimated from document frequencies (about
    // 2 bytes a posting), so each chunk can be written as soon as its terms are read. Korean terms
    // get smaller chunks: a Korean query of several words also loads the bigrams across its spaces.
    func estimate(_ term: String, postings: Int) -> Int { term.utf8.count + 4 + 2 * min(postings, firstTier) }
    var bytes = (hangul: 0, other: 0)
    func count(_ term: String, postings: Int) {
      if SiteIndexLayout.isHangulInitial(term) {
        bytes.hangul += estimate(term, postings: postings)
      } else {
        bytes.other += estimate(term, postings: postings)
      }
    }
    for info in vocabulary { count(info.term, postings: info.documentFrequency) }
    let bySize = (hangul: max(1, bytes.hangul / Self.hangulChunkTarget), other: max(1, bytes.other / Self.chunkTarget))
    // What the pages leave of the budget after the records' files, the manifest, the flags, the
    // vocabulary and the loanwords.
    let budget = Double(pages) * Self.filesPerPage - Double(groups + 4)
    let scale = min(1, max(Double(Self.fewestChunks), budget / Self.filesPerChunk) / Double(bySize.hangul + bySize.other))
    let hangulCount = max(1, Int(Double(bySize.hangul) * scale))
    let layout = SiteIndexLayout(
      chunkCount: hangulCount + max(1, Int(Double(bySize.other) * scale)), hangulChunkCount: hangulCount,
      recordGroup: Self.recordGroup)
    let chunkCount = layout.chunkCount
    var termsOfChunk = [[Int]](repeating: [], count: chunkCount)
    for (number, info) in vocabulary.enumerated() { termsOfChunk[layout.chunk(of: info.term)].append(number) }
    let chunks = termsOfChunk
    let conceptNames = layout.conceptNames(index.conceptNames)
    // The cores that make the files write them too (`prepare`): one thread writing five thousand
    // small files was the slowest part of a large build.
    try OrderedParallelMap(window: 64).forEach(count: chunkCount) { chunk in
      try chunkFiles(
        chunk, layout: layout, terms: chunks[chunk], names: conceptNames[chunk] ?? [], flags: flags,
        vocabulary: vocabulary
      ).map(writer.prepare)
    } body: { _, files in
      for file in files { try output.add(file) }
    }
    // The typo corrector's candidates: terms of ASCII letters and digits only, in index order.
    let latin = vocabulary.map(\.term).filter { term in
      !term.hasPrefix(Analyzer.gramPrefix) && !term.hasPrefix(ConceptNames.prefix)
        && !term.hasPrefix(CombinedEntry.prefix) && term.utf8.allSatisfy { $0 < 0x80 }
    }
    try output.add(packed(SiteIndexLayout.vocabularyFile, Array(latin.joined(separator: "\n").utf8)))
    // The loanword table, for Hangul query words that name no concept (`LoanwordReading`).
    try output.add(packed(SiteIndexLayout.loanwordFile, index.loanwordTable))
    try output.add(script(SiteIndexLayout.flagsFile, flagsTable(flags)))
    try output.add(script(SiteIndexLayout.manifestFile, manifest(layout, codes: codes)))
    // The engine that reads these files, built from the same HIGSearch sources as `hig search`.
    try output.add(SearchCoreModule.script)
  }

  /// A chunk's file of first tiers, with the terminology's names its terms need, and its files of
  /// deeper tiers (`p/<chunk>-<tier>.js`).
  private func chunkFiles(
    _ chunk: Int, layout: SiteIndexLayout, terms: [Int], names: [UInt8], flags: [Int],
    vocabulary: [SearchIndex.TermInfo]
  ) throws -> [SiteFile] {
    var first = PostingsFile()
    first.names = names
    var deeper: [PostingsFile] = []
    func add(_ key: String, _ postings: [(record: Int, score: Double)], unit: Double) {
      // Only when every weight is 0 can a list be empty; it is then left out.
      guard !postings.isEmpty else { return }
      let tiers = tiers(of: postings, unit: unit)
      // Within a contribution, by ranking flags, so that a run shares them (`PostingsFile`).
      func units(_ tier: ArraySlice<(record: Int, score: Double)>) -> [(record: Int, units: Int, flags: Int)] {
        Self.byFlags(
          tier.map { (record: $0.record, units: Self.units($0.score, unit), flags: SiteIndexLayout.rankingFlags(flags[$0.record])) })
      }
      first.append(term: key, maxima: tiers.dropFirst().map { Self.units($0.first!.score, unit) }, postings: units(tiers[0]))
      for (depth, tier) in tiers.enumerated().dropFirst() {
        if deeper.count < depth { deeper.append(PostingsFile()) }
        deeper[depth - 1].append(term: key, maxima: [], postings: units(tier))
      }
    }
    for number in terms {
      let info = vocabulary[number]
      add(info.term, try index.contributions(of: info, parameters: parameters), unit: info.unit)
    }
    var files = [packed(layout.firstTierFile(chunk: chunk), first.bytes)]
    for (depth, file) in deeper.enumerated() {
      files.append(packed(layout.deeperTierFile(chunk: chunk, depth: depth + 1), file.bytes))
    }
    return files
  }

  /// The unit of the index's combined entries (`CombinedEntry.unit`); nil when it has none summed
  /// with this search's weights, and the site then writes none.
  var combinedUnit: Double? { combinedEntries ? index.combinedUnit(for: parameters) : nil }

  /// Records read to choose the records files' codes (`RecordsFileCodes`): about this many,
  /// evenly spaced, choose the same frequent words as all of them.
  static let codeSample = 25_000
  /// How many times a word must occur in the site, about, to get a code: rarer ones cost the
  /// manifest more than they save.
  static let fewestCodeUses = 12

  /// The codes of the site's records files, from the texts of a sample of its records.
  private func recordCodes() throws -> RecordsFileCodes {
    let stride = max(1, index.recordCount / Self.codeSample)
    var texts: [String] = []
    for number in Swift.stride(from: 0, to: index.recordCount, by: stride) {
      let text = try index.record(at: number).text
      texts += [text.ko, text.en].compactMap { $0 }
    }
    return RecordsFileCodes(texts: texts, fewest: max(2, Self.fewestCodeUses / stride))
  }

  /// Records `group × recordGroup …` for showing results (`RecordsFile`), and the guidelines
  /// they belong to.
  private func recordGroup(_ group: Int, layout: SiteIndexLayout, codes: RecordsFileCodes, flags: [Int]) throws -> (
    SiteFile, Set<String>
  ) {
    let start = group * Self.recordGroup
    // Neighbouring records mostly share a guideline: its page is sanitised once for them.
    var page = (slug: "", path: "")
    var slugs = Set<String>()
    var file = RecordsFile()
    for number in start..<min(index.recordCount, start + Self.recordGroup) {
      let stored = try index.record(at: number)
      if page.path.isEmpty || page.slug != stored.guideline {
        page = (stored.guideline, SitePath.guideline(stored.guideline))
        slugs.insert(stored.guideline)
      }
      file.append(stored, path: page.path, flags: SiteIndexLayout.shownFlags(flags[number]))
    }
    return (packed(layout.recordFile(group: group), file.bytes(codes: codes)), slugs)
  }

  /// A tier's postings, best first then by record (`bestFirst`), by ranking flags within each
  /// contribution: only a run of one contribution whose flags differ is sorted again.
  ///
  ///     byFlags([(1, 9, 2), (4, 9, 0), (7, 3, 0)])  // [(4, 9, 0), (1, 9, 2), (7, 3, 0)]
  static func byFlags(
    _ postings: [(record: Int, units: Int, flags: Int)]
  ) -> [(record: Int, units: Int, flags: Int)] {
    var sorted = postings
    var start = 0
    while start < sorted.count {
      var end = start + 1
      var mixed = false
      while end < sorted.count, sorted[end].units == sorted[start].units {
        mixed = mixed || sorted[end].flags != sorted[start].flags
        end += 1
      }
      if mixed { sorted[start..<end].sort { $0.flags != $1.flags ? $0.flags < $1.flags : $0.record < $1.record } }
      start = end
    }
    return sorted
  }

  /// A score as a whole number of 1/`unit`ths, as the site writes it.
  static func units(_ score: Double, _ unit: Double) -> Int { Int((score * unit).rounded()) }

  /// What the browser's core needs of the index before a query (`BrowserSearch.Index`); it
  /// refuses a manifest of another format, analyzer or unit than its own. Its packed tables are
  /// string literals of control characters too (`OrderedJSON.scriptString`): the manifest is a
  /// script's object literal, read by evaluating it, not as JSON.
  private func manifest(_ layout: SiteIndexLayout, codes: RecordsFileCodes) -> OrderedJSON {
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
          ("answerBoost", .double(parameters.answerBoost)),
        ])
      ),
      // The records files' codes for frequent words (`RecordsFileCodes`), a word a line, packed.
      ("words", .scriptString(Self.pack(codes.table))),
    ])
  }

  /// Each record's flags (`SiteIndexLayout.flags`).
  private func recordFlags() -> [Int] {
    (0..<index.recordCount).map { record in
      let languages = UInt8(index.has(.ko, record: record) ? 1 : 0) | (index.has(.en, record: record) ? 2 : 0)
      return SiteIndexLayout.flags(
        platforms: index.platformMask(record: record), languages: languages, kind: index.kind(record: record),
        section: index.recordFlags(record: record))
    }
  }

  /// The flags file (`SiteIndexLayout.flagsFile`): the distinct values, and per record the position
  /// of its value (a byte, or two little-endian past 256 values), packed.
  private func flagsTable(_ flags: [Int]) -> OrderedJSON {
    var values: [Int] = []
    var positions: [Int: Int] = [:]
    var numbers: [Int] = []
    numbers.reserveCapacity(flags.count)
    for value in flags {
      if positions[value] == nil {
        positions[value] = values.count
        values.append(value)
      }
      numbers.append(positions[value]!)
    }
    let wide = values.count > 256
    var codes: [UInt8] = []
    codes.reserveCapacity(numbers.count * (wide ? 2 : 1))
    for number in numbers {
      codes.append(UInt8(number & 0xFF))
      if wide { codes.append(UInt8(number >> 8)) }
    }
    return .object([("values", .array(values.map { .int($0) })), ("codes", .scriptString(Self.pack(codes)))])
  }

  /// Bytes as the page reads them: compressed (`RawDeflate`), as a string literal's text
  /// (`ScriptString`).
  static func pack(_ bytes: [UInt8]) -> [UInt8] { ScriptString.encode(RawDeflate.compress(bytes)) }

  /// The bytes of a packed string (a file's data, or the manifest's flags) as search.js reads them;
  /// nil for a string `pack` did not write.
  public static func unpack(_ text: String) -> [UInt8]? {
    guard let compressed = ScriptString.decode(text) else { return nil }
    return try? RawDeflate.decompress(compressed)
  }

  /// A file whose data is `bytes` packed: `higSearch.add("t/17","…");`.
  private func packed(_ name: String, _ bytes: [UInt8]) -> SiteFile {
    var text = Array("higSearch.add(\"\(name)\",\"".utf8)
    text += Self.pack(bytes)
    text += Array("\");\n".utf8)
    return SiteFile(path: SiteSearchIndex.folder + name + ".js", contents: Data(text))
  }

  /// A file as a script: `higSearch.add("latin", [...]);`.
  private func script(_ name: String, _ value: OrderedJSON) -> SiteFile {
    var text = Array("higSearch.add(\"\(name)\",".utf8)
    value.write(to: &text)
    text += Array(");\n".utf8)
    return SiteFile(path: SiteSearchIndex.folder + name + ".js", contents: Data(text))
  }
}
