import Foundation
import HIGModel
@testable import HIGSearch
import HIGSite
import TestSupport
import Testing

/// The site's search, run in node as a browser runs it (site/search.js and the WebAssembly core it
/// instantiates), against `hig search`: the same plans, the same top ten with the same scores, the
/// same snippets.
@Suite(.serialized) struct SearchParityTests {
  /// The real site written to a temporary folder, as node reads it.
  final class WrittenSite: @unchecked Sendable {
    let folder = TemporaryFolder("hig-site-search")
    let site: URL
    let index: SearchIndex

    init() throws {
      let kb = try BuiltSite.fixture.get().knowledgeBase
      site = folder.url.appendingPathComponent("_site")
      let options = SiteOptions(theme: try SiteTheme(folder: BuiltSite.theme))
      try SiteWriter(output: site).write(try SiteBuilder(knowledgeBase: kb, options: options).build())
      index = try SearchIndex(bytes: IndexBuilder.build(kb))
    }

    /// One written site for every test that runs node: building it is the slow part.
    static let shared = Result { try WrittenSite() }
  }

  static let evalQueries: [String] = {
    guard let shared = Fixtures.sharedFolder,
      let text = try? String(contentsOf: shared.appendingPathComponent("eval/queries.tsv"), encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
      return columns.count > 2 ? String(columns[2]) : nil
    }
  }()

  /// Sixty-seven clauses, required ones past bit 52 and past bit 63, Korean words that match: the
  /// clause masks must be the same 64-bit masks in both engines.
  static let longQuery =
    (0..<52).map { "qz\($0 % 9)" }.joined(separator: " ") + " 드래그 +드롭 작업 " + (0..<8).map { _ in "qz1" }.joined(separator: " ")
    + " 모달 +앱 시트 -macOS"

  /// Queries beyond the eval set that exercise the query syntax and filters.
  static let syntaxQueries: [(text: String, platforms: [Platform])] = [
    ("드래그", [.macOS]), ("드래그 +스크롤", []), ("드래그 -macOS", []), ("\"drag and drop\"", []),
    ("\"홈 스크린\" 작업", []), ("모달 platform:iOS", []), ("quick actoins", []), ("탐색모음", []),
    ("UIPresentationController를", []), ("kind:rule 드롭", []), ("lang:en quick", []), ("시트를 닫기", []),
    // Several Korean words: combined lists, a repeated word, a typo check beside Korean, a filter.
    ("홈 화면 빠른 작업", []), ("화면 속 화면", []), ("드래그 dropp", []), ("드래그 drop", []), ("빠른 작업", [.iPadOS]),
    ("\"빠른 작업\" 메뉴", []), ("드래그 -드롭", []), ("네비게이션 바", []), (longQuery, []),
    // The terminology channel (names of several words, both vocabularies), loanwords (Hangul words
    // naming no concept, read as English), a platform the query names (its section boosted).
    ("탭 바", []), ("탐색 막대 버튼", []), ("컨텍스트 메뉴 미리보기", []), ("스와이프 제스처 콘텐츠", []),
    ("멀티태스킹 시나리오 레이아웃", []), ("iPadOS 창 크기", []), ("macOS 시트", []), ("윈도우", [.macOS]),
    // An API name no page writes reaches the concepts of its words (UIModalSheet: the sheet).
    ("UIModalSheet 드래그", []), ("NSDragAndDropSession", []), ("UITabBar", []), ("UIModalSheet", []),
    // Required words past bit 63, which they share with every later clause.
    ((0..<63).map { "qz\($0 % 5)" }.joined(separator: " ") + " +드래그 +드롭 모달", []),
  ]

  static var allQueries: [(text: String, platforms: [Platform])] {
    evalQueries.map { (text: $0, platforms: [Platform]()) } + syntaxQueries
  }

  private func swiftHits(_ text: String, platforms: [Platform], index: SearchIndex) throws -> [SearchHit] {
    let query = try SearchQuery.parse(text, filter: SearchFilter(platforms: Set(platforms)))
    return try Searcher(index: index).search(query, limit: 10).hits
  }

  private func nodeSearch(_ queries: [(text: String, platforms: [Platform])], site: URL) throws -> [[String: Any]] {
    let input = queries.map { ["text": $0.text, "platforms": $0.platforms.map(\.rawValue)] as [String: Any] }
    let output = try #require(try NodeRunner.run("search", site: site, input: input) as? [[String: Any]])
    #expect(output.count == queries.count)
    return output
  }

  /// The hits of node's search against Swift's: records, scores to the bit, snippets.
  private func expectSameHits(_ result: [String: Any], _ expected: [SearchHit], _ label: String) {
    #expect(result["ids"] as? [String] == expected.map(\.record.id.rawValue), "\(label): \(result["error"] ?? "")")
    // Bit for bit. As text, since JSONSerialization may read a 17-digit number one bit off;
    // `Double(String)` reads it exactly.
    let scores = (result["scores"] as? [String] ?? []).map { Double($0) }
    #expect(scores == expected.map(\.score), "\(label)")
  }

  @Test(.enabled(if: Fixtures.sharedFolder != nil, "../shared is not beside the repository"))
  func theEvalSetIsThere() {
    #expect(Self.evalQueries.count >= 20, "../shared/eval/queries.tsv should hold the public relevance set")
  }

  @Test func theBrowsersTopTenEqualsHigSearchForEveryQuery() throws {
    let written = try WrittenSite.shared.get()
    let queries = Self.allQueries
    for (query, result) in zip(queries, try nodeSearch(queries, site: written.site)) {
      let expected = try swiftHits(query.text, platforms: query.platforms, index: written.index)
      expectSameHits(result, expected, "'\(query.text.prefix(60))' \(query.platforms)")
    }
  }

  @Test func aQueryOfMoreClausesThanMaskBitsRanksAsInHigSearch() throws {
    // Bits past 52 (where the old JavaScript masks overflowed) and past 63 (shared by every later
    // clause); the query must find something for the comparison to mean anything.
    let written = try WrittenSite.shared.get()
    let query = try SearchQuery.parse(Self.longQuery)
    #expect(query.clauses.count == 67)
    let expected = try swiftHits(Self.longQuery, platforms: [], index: written.index)
    #expect(!expected.isEmpty)
    let result = try #require(try nodeSearch([(Self.longQuery, [])], site: written.site).first)
    expectSameHits(result, expected, "a query of 67 clauses")
  }

  /// A hit's summary as the core's `hig_hit` answers it.
  static func summary(_ object: [String: Any]) -> HitSummary {
    func snippet(_ value: Any?) -> Snippet? {
      guard let snippet = value as? [String: Any] else { return nil }
      return Snippet(
        text: snippet["text"] as? String ?? "",
        highlights: (snippet["marks"] as? [[Int]] ?? []).map { $0[0]..<$0[1] },
        language: Language(rawValue: snippet["language"] as? String ?? "") ?? .ko)
    }
    return HitSummary(
      lead: snippet(object["lead"]) ?? Snippet(text: "", highlights: [], language: .ko), other: snippet(object["other"]),
      body: snippet(object["body"]), breadcrumb: object["breadcrumb"] as? [String] ?? [],
      platforms: (object["platforms"] as? [String] ?? []).compactMap(Platform.init(rawValue:)),
      isStatement: object["statement"] as? Bool ?? false)
  }

  /// Statements, snippets, breadcrumbs and platforms, marks included: the page shows what the
  /// terminal shows.
  @Test func theBrowsersHitSummariesAreHigSearchs() throws {
    let written = try WrittenSite.shared.get()
    let queries = Self.allQueries
    var statements = 0
    for (query, result) in zip(queries, try nodeSearch(queries, site: written.site)) {
      let expected = try swiftHits(query.text, platforms: query.platforms, index: written.index).map(\.summary)
      let summaries = (result["summaries"] as? [[String: Any]] ?? []).map(Self.summary)
      #expect(summaries == expected, "'\(query.text.prefix(60))'")
      statements += summaries.filter(\.isStatement).count
    }
    #expect(statements > 0, "rules lead with their statements")
  }

  @Test func theBrowsersTopTenStaysExactWhenMostPostingsAreInLaterTiers() throws {
    // Tiers of two postings make nearly every query stop early or load further tiers: the
    // stopping rule, not the tier size, must give the exact top ten.
    let written = try WrittenSite.shared.get()
    let folder = TemporaryFolder("hig-site-tiers")
    try TwoPostingTiers.write(index: written.index, to: folder)
    let queries = Self.allQueries
    for (query, result) in zip(queries, try nodeSearch(queries, site: folder.url)) {
      let expected = try swiftHits(query.text, platforms: query.platforms, index: written.index)
      expectSameHits(result, expected, "'\(query.text.prefix(60))' \(query.platforms)")
    }
  }

  @Test func theBrowsersCorePrintsTheSharedQueryPlans() throws {
    let written = try WrittenSite.shared.get()
    let fixture = QueryPlanFixture(text: try String(contentsOf: QueryPlanFixture.file, encoding: .utf8))
    #expect(fixture.entries.count >= 20)
    let input: [String: Any] = [
      "vocabulary": fixture.vocabulary, "concepts": fixture.conceptTable, "queries": fixture.entries.map(\.query),
    ]
    let output = try #require(try NodeRunner.run("plan", site: written.site, input: input) as? [String])
    #expect(output.count == fixture.entries.count)
    for (entry, listing) in zip(fixture.entries, output) {
      #expect(listing == entry.listing, "the plan of '\(entry.query.prefix(60))'")
    }
  }

  @Test func aQueryTheCoreCannotRunSaysWhy() throws {
    let written = try WrittenSite.shared.get()
    let queries: [(text: String, platforms: [Platform])] = [
      ("\"drag", []), ("모달 platform:macOSS", []), ("lang:fr 모달", []), ("kind:recipe 모달", []), ("-드래그", []),
    ]
    let output = try nodeSearch(queries, site: written.site)
    #expect(output.map { $0["kind"] as? String } == ["unclosedQuote", "unknownPlatform", "unknownLanguage", "unknownKind", "empty"])
    // Said in the page's words, with the suggestion hig search would make.
    #expect((output[1]["error"] as? String)?.contains("'macOSS'") == true)
    #expect((output[1]["error"] as? String)?.contains("'macOS'") == true)
  }

  /// The concept terms of the core's plans of `queries` (their `concept` lines), by the site's
  /// names table: each is one more list a search loads.
  func conceptTerms(_ queries: [String], written: WrittenSite) throws -> [[String]] {
    let input: [String: Any] = [
      "vocabulary": [String](), "concepts": String(decoding: written.index.conceptNames, as: UTF8.self),
      "queries": queries,
    ]
    let output = try #require(try NodeRunner.run("plan", site: written.site, input: input) as? [String])
    return output.map { listing in
      listing.split(separator: "\n").filter { $0.hasPrefix("concept\t") }.map { String($0.split(separator: "\t")[1]) }
    }
  }

  @Test func aOneWordKoreanQueryLoadsItsWordAndBigramsChunksOnly() throws {
    // The site has no combined entries: a word shares a chunk with the bigrams of its first two
    // syllables, so a two-syllable word loads one file and "드래그" two (드래, 래그); the concepts
    // the word names (the terminology channel) are a list each.
    let written = try WrittenSite.shared.get()
    let manifest = try String(contentsOf: written.site.appendingPathComponent("search/manifest.js"), encoding: .utf8)
    let buckets = try #require(manifest.firstMatch(of: #/"buckets":(\d+)/#).flatMap { Int($0.1) })
    let hangul = try #require(manifest.firstMatch(of: #/"hangulBuckets":(\d+)/#).flatMap { Int($0.1) })
    let queries = ["드래그", "drag", "모달", "작업을", "드래그앤드롭"]
    let concepts = try conceptTerms(queries, written: written)
    let output = try nodeSearch(queries.map { ($0, []) }, site: written.site)
    for (number, result) in output.enumerated() {
      let query = queries[number]
      let files = result["index"] as? [String] ?? []
      let conceptFiles = Set(concepts[number].map { "t/\(SiteIndexLayout.chunk(of: $0, count: buckets, hangul: hangul))" })
      if query == "드래그앤드롭" {
        // Not a word of the index: its bigrams are searched, after one look for the entry.
        #expect(files.count > 1, "\(query): \(files)")
      } else {
        #expect(Set(files).subtracting(conceptFiles).count <= 2, "\(query): \(files)")
        // A file asked for again (the word's, before its bigrams') is the page's already.
        #expect(Set(files).count <= 2 + conceptFiles.count, "\(query): \(files)")
      }
      expectSameHits(result, try swiftHits(query, platforms: [], index: written.index), query)
    }
  }

  @Test func aKoreanQueryOfSeveralWordsLoadsItsWordsAndBigramsChunks() throws {
    // Each word is read with its bigrams (a combined entry "=빠른" below stands for them, as the
    // site writes no combined entries), then the bigrams across the space (~른작) and one-syllable
    // words, which have no bigrams.
    let written = try WrittenSite.shared.get()
    let manifest = try String(contentsOf: written.site.appendingPathComponent("search/manifest.js"), encoding: .utf8)
    let buckets = try #require(manifest.firstMatch(of: #/"buckets":(\d+)/#).flatMap { Int($0.1) })
    let hangul = try #require(manifest.firstMatch(of: #/"hangulBuckets":(\d+)/#).flatMap { Int($0.1) })
    let queries: [(text: String, lists: [String])] = [
      ("빠른 작업", ["=빠른", "=작업", "~른작"]), ("홈 화면", ["홈", "=화면", "~홈화"]),
      ("드래그 앤 드롭", ["=드래그", "앤", "=드롭", "~그앤", "~앤드"]), ("드래그 drop", ["=드래그", "drop"]),
    ]
    let output = try nodeSearch(queries.map { ($0.text, []) }, site: written.site)
    let concepts = try conceptTerms(queries.map(\.text), written: written)
    for (number, result) in output.enumerated() {
      let query = queries[number]
      let firstTiers = Set((result["index"] as? [String] ?? []).filter { $0.hasPrefix("t/") })
      let lists = query.lists.flatMap { list in
        list.hasPrefix(CombinedEntry.prefix)
          ? CombinedEntry.parts(of: String(list.dropFirst()), parameters: .standard).map(\.term) : [list]
      }
      let expected = Set(
        (lists + concepts[number]).map { "t/\(SiteIndexLayout.chunk(of: $0, count: buckets, hangul: hangul))" })
      #expect(firstTiers == expected, "\(query.text)")
      expectSameHits(result, try swiftHits(query.text, platforms: [], index: written.index), query.text)
    }
  }

  @Test func theTerminologysNamesAreInTheChunksOfTheirWordsNotInTheManifest() throws {
    // A query downloads the names its words begin with their first tiers, not every name with the
    // manifest; all the first-tier files' names together are the index's table.
    let written = try WrittenSite.shared.get()
    var files = BrowserSearchTests.SiteFiles(folder: written.site)
    let manifest = try #require(try files.data(SiteIndexLayout.manifestFile) as? [String: Any])
    #expect(manifest["concepts"] == nil)
    let chunks = try FileManager.default.contentsOfDirectory(atPath: written.site.appendingPathComponent("search/t").path)
    var merged: [UInt8] = []
    for chunk in chunks {
      let bytes = try #require(try files.bytes("t/" + chunk.replacingOccurrences(of: ".js", with: "")))
      merged = SortedLines.merged(merged, try #require(PostingsFile.names(in: bytes)))
    }
    #expect(!written.index.conceptNames.isEmpty && merged == written.index.conceptNames)
  }

  @Test func onlyAQueryFilteringNamingAPlatformOrAskingLoadsEveryRecordsFlags() throws {
    // Postings carry the flags that rank a plain query; a filter, a platform the query names or
    // a question needs the rest (platforms, languages, kinds, the sections' flags), from the flags file.
    let written = try WrittenSite.shared.get()
    let queries: [(text: String, platforms: [Platform], flags: Bool)] = [
      ("드래그", [], false), ("quick actions", [], false), ("kind:rule 드롭", [], true), ("드래그", [.macOS], true),
      ("lang:en quick", [], true), ("macOS 시트", [], true), ("시트를 언제 닫아야 해?", [], true),
    ]
    for query in queries {
      // A page of its own each: a page keeps the flags once loaded.
      let result = try #require(try nodeSearch([(query.text, query.platforms)], site: written.site).first)
      #expect(result["flags"] as? Bool == query.flags, "\(query.text) \(query.platforms)")
      expectSameHits(result, try swiftHits(query.text, platforms: query.platforms, index: written.index), query.text)
    }
  }

  @Test func theIndexIsSplitIntoChunkScripts() throws {
    let written = try WrittenSite.shared.get()
    let manifest = try String(contentsOf: written.site.appendingPathComponent("search/manifest.js"), encoding: .utf8)
    #expect(manifest.hasPrefix("higSearch.add(\"manifest\","))
    let chunks = try FileManager.default.contentsOfDirectory(
      atPath: written.site.appendingPathComponent("search/t").path)
    #expect(chunks.count > 10, "the index is split into small chunks")
  }

  @Test func theCorePicksTheSameChunkAsTheSiteWriter() throws {
    let written = try WrittenSite.shared.get()
    let terms = [
      "드래그", "~드래", "~래그", "=드래그", "drag", "작업", "~작업", "=작업", "uipresentationcontroller", "日本", "=日本",
      "~日本", "", "~", "=", "ㄱ", "가😀",
    ]
    let output = try #require(try NodeRunner.run("chunks", site: written.site, input: terms) as? [[Int]])
    #expect(
      output
        == terms.map {
          [SiteIndexLayout.chunk(of: $0, count: 997), SiteIndexLayout.chunk(of: $0, count: 997, hangul: 400)]
        })
    // Korean terms in the first 400 chunks, the others after them.
    #expect(output.map { $0[1] < 400 } == terms.map { $0.contains(where: { ("가"..."힣").contains($0) }) })
  }

  @Test func theCoreIsOneModuleThatImportsNothing() throws {
    // Nothing for the page to provide: the module brings its own memory and allocator.
    let written = try WrittenSite.shared.get()
    let report = try #require(try NodeRunner.run("module", site: written.site, input: [String]()) as? [String: Any])
    #expect(report["imports"] as? [String] == [])
    let exports = Set(report["exports"] as? [String] ?? [])
    for name in ["memory", "malloc", "free", "hig_open", "hig_search", "hig_next", "hig_hit"] {
      #expect(exports.contains(name), "\(name) is exported")
    }
  }
}

/// The site's search index with tiers of two postings, and the theme and core beside it.
enum TwoPostingTiers {
  static func write(index: SearchIndex, to folder: TemporaryFolder) throws {
    var files = SiteFileList()
    try SiteSearchIndex(index: index, firstTier: 2).write(to: &files)
    for file in files.files + (try SiteTheme(folder: BuiltSite.theme)).assets {
      _ = try folder.write(file.contents, to: file.path)
    }
  }
}
