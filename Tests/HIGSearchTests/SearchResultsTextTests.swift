import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGSearch

/// `hig search`'s listing on DialsFixture: golden files under Snapshots/ (re-record on purpose with
/// HIG_RECORD_SNAPSHOTS=1), and what holds for any listing: 80 columns, colour only when asked.
@Suite struct SearchResultsTextTests {
  static let queries = [
    ("search-dials-ko.txt", "다이얼 레이블"), ("search-dials-en.txt", "dial afterward"),
    ("search-dials-platform.txt", "다이얼 돌리므로 stacking"),
  ]

  @Test(arguments: queries)
  func listingMatchesItsGoldenFile(name: String, query: String) throws {
    let text = SearchResultsText().render(try DialsFixture.results(query))
    if let failure = Golden.check(text, named: name, target: "HIGSearchTests") { Issue.record("\(failure)") }
  }

  @Test(arguments: [80, 60, 40])
  func everyLineFitsTheTerminal(width: Int) throws {
    for (_, query) in Self.queries {
      let text = SearchResultsText(width: width).render(try DialsFixture.results(query))
      for line in text.split(separator: "\n") {
        #expect(TerminalWidth.of(String(line)) <= width, "\(line)")
      }
    }
  }

  @Test func eachRuleReadsStatementThenOtherStatementThenWhereItSits() throws {
    let text = SearchResultsText().render(try DialsFixture.results("레이블 현재"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try #require(lines.firstIndex { $0.hasPrefix(" 1. ") })
    #expect(lines[first] == " 1. 모든 다이얼에 분명한 레이블을 붙이세요.")
    #expect(lines[first + 1] == "    Give every dial a clear label.")
    #expect(lines[first + 2] == "    다이얼 › 모범 사례 · \(DialsFixture.label.id.rawValue) · rule")
    #expect(lines[first + 3].hasPrefix("    레이블이 없는 다이얼은"))
  }

  @Test func colourMarksTheMatchedWordsOnlyWhenAsked() throws {
    let results = try DialsFixture.results("다이얼 레이블")
    let plain = SearchResultsText(style: .plain).render(results)
    let coloured = SearchResultsText(style: TextStyle(usesColor: true)).render(results)
    #expect(!plain.contains("\u{1B}["))
    #expect(coloured.contains("\u{1B}[1;33m레이블을\u{1B}[0m"))
    let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    #expect(stripped == plain, "colour adds escapes and nothing else")
  }

  @Test func explanationsFollowTheirHit() throws {
    let query = try SearchQuery.parse("레이블")
    let searcher = Searcher(index: DialsFixture.index)
    let results = try searcher.search(query)
    let explanations = try results.hits.map { try searcher.explain(query, record: $0.recordIndex) }
    let lines = SearchResultsText().render(results, explanations: explanations).split(separator: "\n").map(String.init)
    let details = try #require(lines.firstIndex { $0.hasSuffix("· rule") })
    let score = try #require(lines.firstIndex { $0.hasPrefix("      score ") })
    #expect(score > details)
    #expect(lines.contains { $0.hasPrefix("        word ") })
  }
}
