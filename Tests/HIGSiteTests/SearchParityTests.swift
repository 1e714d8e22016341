import Foundation
import HIGModel
import HIGSearch
import HIGSite
import Testing
import TestSupport

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
  ]

  private func swiftTopTen(_ text: String, platforms: [Platform], index: SearchIndex) throws -> [String] {
    let query = try SearchQuery.parse(text, filter: SearchFilter(platforms: Set(platforms)))
    return try Searcher(index: index).search(query, limit: 10).hits.map(\.record.id.rawValue)
  }

  @Test func theEvalSetIsThere() {
    #expect(Self.evalQueries.count >= 20, "../shared/eval/queries.tsv should hold the public relevance set")
  }

  @Test func javascriptTopTenEqualsHigSearchForEveryQuery() throws {
    let written = try WrittenSite.shared.get()
    let queries = Self.evalQueries.map { (text: $0, platforms: [Platform]()) } + Self.syntaxQueries
    let input = queries.map { ["text": $0.text, "platforms": $0.platforms.map(\.rawValue)] as [String: Any] }
    let output = try #require(try NodeRunner.run("search", site: written.site, input: input) as? [[String: Any]])
    #expect(output.count == queries.count)
    for (query, result) in zip(queries, output) {
      let expected = try swiftTopTen(query.text, platforms: query.platforms, index: written.index)
      let actual = result["ids"] as? [String] ?? []
      #expect(actual == expected, "'\(query.text)' \(query.platforms): \(result["error"] ?? "")")
    }
  }

  @Test func aKoreanQueryLoadsNoMoreChunksThanAnEnglishOne() throws {
    let written = try WrittenSite.shared.get()
    let manifest = try String(contentsOf: written.site.appendingPathComponent("search/manifest.js"), encoding: .utf8)
    #expect(manifest.hasPrefix("higSearch.add(\"manifest\","))
    let chunks = try FileManager.default.contentsOfDirectory(atPath: written.site.appendingPathComponent("search/t").path)
    #expect(chunks.count > 1, "the index is split into chunks")
    // A term's chunk is decided by a hash, so Hangul terms spread like Latin ones.
    let koreanTerms = ["드래그", "모달", "시트", "작업", "탐색", "~드래", "~래그"]
    let englishTerms = ["drag", "modal", "sheet", "action", "navig", "quick", "window"]
    let count = chunks.count
    let koreanBuckets = Set(koreanTerms.map { SiteSearchIndexProbe.bucket($0, count) })
    let englishBuckets = Set(englishTerms.map { SiteSearchIndexProbe.bucket($0, count) })
    #expect(koreanBuckets.count > 1 && englishBuckets.count > 1)
  }
}

/// The bucket function as the JavaScript computes it (FNV-1a 32 over UTF-8), to check spreading.
enum SiteSearchIndexProbe {
  static func bucket(_ term: String, _ count: Int) -> Int {
    var hash: UInt32 = 0x811C_9DC5
    for byte in term.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return Int(hash % UInt32(count))
  }
}
