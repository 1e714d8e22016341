import HIGModel
import HIGSearch
import TestSupport
import Testing

/// The query parser and the searcher under fuzzing (`Fuzzer`): whatever is typed, a search
/// answers or refuses with a `SearchQueryError`, in time linear in the query up to its caps.
@Suite(.serialized) struct QueryFuzzTests {
  static let fragments = [
    "드래그", "탐색", "모음", "뷰를", "시트", "modal", "modalty", "drag", "and", "drop", "iPad", " ", "  ", "\t", "\n", "\"",
    "“", "”", "＂", "+", "-", "+-", "--", "platform:", "platform:iOS", "os:macOS", "lang:ko", "lang:", "kind:rule",
    "kind:", ":", "iOS", "x", "😀", "e\u{301}", "\u{200B}", "ㄱ", "가", "한국어(English)", "(", ")", "*", "\\", "\u{1B}[2J",
  ]

  static let target = FuzzTarget(
    name: "queries", fragments: fragments, seeds: ["\"drag and drop\" +iPad -macOS platform:iOS 드래그", "탐색모음 뷰 시트"],
    maximumSize: SearchQuery.maximumLength, growth: (125, SearchQuery.maximumLength)
  ) { text in
    let query = try SearchQuery.parse(text)
    #expect(query.clauses.count <= SearchQuery.maximumClauses)
    let results = try Searcher(index: FixtureContent.index).search(query, limit: 20)
    #expect(results.hits.count == min(20, results.total))
    #expect(zip(results.hits, results.hits.dropFirst()).allSatisfy { $0.score >= $1.score })
  }

  @Test func fuzzedQueriesNeitherCrashNorGrowSuperlinearly() {
    let report = Fuzzer(Self.target).run()
    #expect(report.worst?.isLinear ?? true, "seed \(Fuzzer.seed): \(report)")
  }
}
