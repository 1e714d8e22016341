import Foundation
import HIGModel
import HIGSearch
import HIGSite
import TestSupport
import Testing

/// The site's JavaScript search against `hig search`: same analysis, same top ten.
@Suite(.serialized) struct SearchParityTests {
  /// The real site written to a temporary folder, as node reads it.
  final class WrittenSite: @unchecked Sendable {
    let folder = TemporaryFolder("hig-site-search")
    let site: URL
    let index: SearchIndex

    init() throws {
      let kb = try BuiltSite.real.get().knowledgeBase
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

  /// Queries beyond the eval set that exercise the query syntax and filters.
  static let syntaxQueries: [(text: String, platforms: [Platform])] = [
    ("드래그", [.macOS]), ("드래그 +스크롤", []), ("드래그 -macOS", []), ("\"drag and drop\"", []),
    ("\"홈 스크린\" 작업", []), ("모달 platform:iOS", []), ("quick actoins", []), ("탐색모음", []),
    ("UIPresentationController를", []), ("kind:rule 드롭", []), ("lang:en quick", []), ("시트를 닫기", []),
    // Several Korean words: combined lists, a repeated word, a typo check beside Korean, a filter.
    ("홈 화면 빠른 작업", []), ("화면 속 화면", []), ("드래그 dropp", []), ("드래그 drop", []), ("빠른 작업", [.iPadOS]),
    ("\"빠른 작업\" 메뉴", []), ("드래그 -드롭", []), ("네비게이션 바", []),
  ]

  private func swiftTopTen(_ text: String, platforms: [Platform], index: SearchIndex) throws -> [String] {
    try swiftHits(text, platforms: platforms, index: index).map(\.record.id.rawValue)
  }

  private func swiftHits(_ text: String, platforms: [Platform], index: SearchIndex) throws -> [SearchHit] {
    let query = try SearchQuery.parse(text, filter: SearchFilter(platforms: Set(platforms)))
    return try Searcher(index: index).search(query, limit: 10).hits
  }

  @Test(.enabled(if: Fixtures.sharedFolder != nil, "../shared is not beside the repository"))
  func theEvalSetIsThere() {
    #expect(Self.evalQueries.count >= 20, "../shared/eval/queries.tsv should hold the public relevance set")
  }

  @Test func javascriptTopTenEqualsHigSearchForEveryQuery() throws {
    let written = try WrittenSite.shared.get()
    let queries = Self.evalQueries.map { (text: $0, platforms: [Platform]()) } + Self.syntaxQueries
    let input = queries.map { ["text": $0.text, "platforms": $0.platforms.map(\.rawValue)] as [String: Any] }
    let output = try #require(try NodeRunner.run("search", site: written.site, input: input) as? [[String: Any]])
    #expect(output.count == queries.count)
    for (query, result) in zip(queries, output) {
      let expected = try swiftHits(query.text, platforms: query.platforms, index: written.index)
      let actual = result["ids"] as? [String] ?? []
      #expect(
        actual == expected.map(\.record.id.rawValue), "'\(query.text)' \(query.platforms): \(result["error"] ?? "")")
      // Bit for bit. As text, since JSONSerialization may read a 17-digit number one bit off;
      // `Double(String)` reads it exactly.
      let scores = (result["scores"] as? [String] ?? []).map { Double($0) }
      #expect(scores == expected.map(\.score), "'\(query.text)' \(query.platforms)")
    }
  }

  @Test func javascriptTopTenStaysExactWhenMostPostingsAreInLaterTiers() throws {
    // Tiers of two postings make nearly every query stop early or load further tiers: the
    // stopping rule, not the tier size, must give the exact top ten.
    let written = try WrittenSite.shared.get()
    let folder = TemporaryFolder("hig-site-tiers")
    var files = SiteFileList()
    try SiteSearchIndex(index: written.index, firstTier: 2).write(to: &files)
    for file in files.files + (try SiteTheme(folder: BuiltSite.theme)).assets {
      _ = try folder.write(file.contents, to: file.path)
    }
    let queries = Self.evalQueries.map { (text: $0, platforms: [Platform]()) } + Self.syntaxQueries
    let input = queries.map { ["text": $0.text, "platforms": $0.platforms.map(\.rawValue)] as [String: Any] }
    let output = try #require(try NodeRunner.run("search", site: folder.url, input: input) as? [[String: Any]])
    for (query, result) in zip(queries, output) {
      let expected = try swiftHits(query.text, platforms: query.platforms, index: written.index)
      #expect(
        result["ids"] as? [String] == expected.map(\.record.id.rawValue),
        "'\(query.text)' \(query.platforms): \(result["error"] ?? "")")
      let scores = (result["scores"] as? [String] ?? []).map { Double($0) }
      #expect(scores == expected.map(\.score), "'\(query.text)' \(query.platforms)")
    }
  }

  @Test func aOneWordKoreanQueryLoadsOneIndexFileAsAnEnglishOneDoes() throws {
    // The word's combined entry ("=드래그") holds what the word and its bigrams add up to.
    let written = try WrittenSite.shared.get()
    let queries = ["드래그", "drag", "모달", "작업을", "드래그앤드롭"]
    let input = queries.map { ["text": $0, "platforms": [String]()] as [String: Any] }
    let output = try #require(try NodeRunner.run("search", site: written.site, input: input) as? [[String: Any]])
    for (query, result) in zip(queries, output) {
      let files = result["index"] as? [String] ?? []
      if query == "드래그앤드롭" {
        // Not a word of the index: its bigrams are searched, after one look for the entry.
        #expect(files.count > 1, "\(query): \(files)")
      } else {
        #expect(files.count == 1, "\(query): \(files)")
      }
      #expect(
        result["ids"] as? [String] == (try swiftTopTen(query, platforms: [], index: written.index)), "\(query)")
    }
  }

  @Test func aKoreanQueryOfSeveralWordsLoadsOneListPerWordAndSpanningBigram() throws {
    // Each word's combined entry stands for the word and its bigrams; only the bigrams across the
    // space (~른작) are looked up on their own, and one-syllable words, which have no bigrams.
    let written = try WrittenSite.shared.get()
    let manifest = try String(contentsOf: written.site.appendingPathComponent("search/manifest.js"), encoding: .utf8)
    let buckets = try #require(manifest.firstMatch(of: #/"buckets":(\d+)/#).flatMap { Int($0.1) })
    let hangul = try #require(manifest.firstMatch(of: #/"hangulBuckets":(\d+)/#).flatMap { Int($0.1) })
    let queries: [(text: String, lists: [String])] = [
      ("빠른 작업", ["=빠른", "=작업", "~른작"]), ("홈 화면", ["홈", "=화면", "~홈화"]),
      ("드래그 앤 드롭", ["=드래그", "앤", "=드롭", "~그앤", "~앤드"]), ("드래그 drop", ["=드래그", "drop"]),
    ]
    let input = queries.map { ["text": $0.text, "platforms": [String]()] as [String: Any] }
    let output = try #require(try NodeRunner.run("search", site: written.site, input: input) as? [[String: Any]])
    for (query, result) in zip(queries, output) {
      let firstTiers = Set((result["index"] as? [String] ?? []).filter { $0.hasPrefix("t/") })
      let expected = Set(query.lists.map { "t/\(SiteIndexLayout.chunk(of: $0, count: buckets, hangul: hangul))" })
      #expect(firstTiers == expected, "\(query.text)")
      #expect(
        result["ids"] as? [String] == (try swiftTopTen(query.text, platforms: [], index: written.index)),
        "\(query.text)")
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

  @Test(arguments: [
    (["작업", "~작업"], 1), (["드래그", "~드래", "~래그"], 2), (["drag"], 1), (["quick", "action"], 2),
  ])
  func aKoreanWordCostsAtMostOneChunkMoreThanAnEnglishOne(_ terms: [String], _ chunks: Int) {
    // With many chunks, distinct keys land in distinct chunks; a word shares its key with its first bigram.
    let count = 10_007
    #expect(Set(terms.map { SiteIndexLayout.chunk(of: $0, count: count) }).count == chunks)
  }

  @Test func javascriptPicksTheSameChunkAsSwift() throws {
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
}
