import HIGModel
import Testing

@testable import HIGSearch

/// What a hit shows (`HitSummary`), on DialsFixture: the rule first in the query's language,
/// the other language's statement beneath, labels and platforms once, the body only where it adds
/// the query's words.
@Suite struct HitSummaryTests {
  static func marked(_ snippet: Snippet?) -> [String] {
    guard let snippet else { return [] }
    let scalars = Array(snippet.text.unicodeScalars)
    return snippet.highlights.map { String(String.UnicodeScalarView(scalars[$0])) }
  }

  @Test func aKoreanQueryLeadsWithTheKoreanStatementAndTheEnglishBeneath() throws {
    let summary = try DialsFixture.summary(of: DialsFixture.label, query: "레이블 현재")
    #expect(summary.isStatement)
    #expect(summary.lead.text == "모든 다이얼에 분명한 레이블을 붙이세요.")
    #expect(summary.lead.language == .ko)
    #expect(Self.marked(summary.lead) == ["레이블을"])
    #expect(summary.other?.text == "Give every dial a clear label.")
    #expect(summary.other?.language == .en)
    #expect(summary.breadcrumb == ["다이얼", "모범 사례"])
    #expect(summary.platforms.isEmpty)
    // 현재 is in the body only: the excerpt starts where the statement ends.
    #expect(summary.body?.text.hasPrefix("레이블이 없는 다이얼은") == true)
    #expect(Self.marked(summary.body) == ["레이블이", "현재"])
    // With every word of the query in the statement, the body would only repeat them.
    #expect(try DialsFixture.summary(of: DialsFixture.label, query: "레이블").body == nil)
  }

  @Test func anEnglishQueryLeadsWithTheEnglishStatementAndTheKoreanBeneath() throws {
    let summary = try DialsFixture.summary(of: DialsFixture.label, query: "clear label")
    #expect(summary.lead.text == "Give every dial a clear label.")
    #expect(Self.marked(summary.lead) == ["clear", "label"])
    #expect(summary.other?.text == "모든 다이얼에 분명한 레이블을 붙이세요.")
    #expect(summary.breadcrumb == ["Dials", "Best practices"])
    // "label" is not in the rest of the English text: no excerpt that would only wander.
    #expect(summary.body == nil)
  }

  @Test func aKoreanQueryMatchedThroughTheEnglishStillShowsTheKorean() throws {
    // "pinch" is only in the English text; the record has Korean, which a Korean query reads.
    let results = try DialsFixture.results("다이얼 pinch")
    let hit = try #require(results.hits.first { $0.record.id == DialsFixture.reach.id })
    #expect(hit.summary.lead.language == .ko)
    #expect(hit.summary.lead.text == "다이얼을 손이 쉽게 닿는 곳에 두세요.")
    #expect(hit.summary.other?.text == "Keep dials within easy reach.")
  }

  @Test func aSectionNamingTheRecordsPlatformsIsTheirOnlyMention() throws {
    let reach = try DialsFixture.summary(of: DialsFixture.reach, query: "다이얼 돌리므로")
    #expect(reach.breadcrumb == ["다이얼", "visionOS"], "a label of the same words in both languages, once")
    #expect(reach.platforms.isEmpty, "the section says visionOS already")
    let stacking = try DialsFixture.summary(of: DialsFixture.stacking, query: "stacking")
    #expect(stacking.breadcrumb == ["Dials", "iOS, iPadOS"])
    #expect(stacking.platforms.isEmpty)
    #expect(HitSummary.shown([.iOS], title: LocalizedText(en: "Dials"), section: LocalizedText(en: "iOS, iPadOS")) == [.iOS])
    #expect(HitSummary.shown([.watchOS], title: LocalizedText(en: "Designing for watchOS"), section: nil).isEmpty)
    #expect(HitSummary.shown(Platform.allCases, title: LocalizedText(en: "Dials"), section: nil).isEmpty)
  }

  @Test func aRecordThatIsNoRuleLeadsWithItsSnippet() throws {
    let summary = try DialsFixture.summary(of: DialsFixture.explanation, query: "연속된 범위")
    #expect(!summary.isStatement)
    #expect(summary.lead.text == DialsFixture.explanation.text.ko)
    #expect(summary.other == nil && summary.body == nil)
    #expect(summary.breadcrumb == ["다이얼"], "the overview has no section")
    #expect(summary.platforms.isEmpty, "every platform is no platform in particular")
  }

  @Test func aLateMatchShowsTheBodyAroundIt() throws {
    let summary = try DialsFixture.summary(of: DialsFixture.precision, query: "afterward")
    #expect(summary.lead.text == "Pair a dial with a text field when precision matters.")
    let body = try #require(summary.body)
    #expect(body.text.hasPrefix("…") && body.text.contains("afterward"))
    #expect(TerminalWidth.of(body.text) <= SnippetBuilder(words: [], grams: [], preferred: nil).width + 2)
  }

  @Test func statementsEndAtTheFirstSentence() {
    func statement(_ text: String) -> String? {
      let scalars = Array(text.unicodeScalars)
      return RuleStatement.end(of: scalars).map { String(String.UnicodeScalarView(scalars[..<$0])) }
    }
    #expect(statement("Keep it short. People scan.") == "Keep it short.")
    #expect(statement("Use a label, e.g. a verb. Then more.") == "Use a label, e.g. a verb.")
    #expect(statement("Say “Done.” Then close.") == "Say “Done.”")
    #expect(statement("Version 2.5 works. Then more.") == "Version 2.5 works.")
    #expect(statement("짧게 쓰세요 . 사람들은 훑어봅니다.") == "짧게 쓰세요 .")
    #expect(statement("A lead without an end") == "A lead without an end")
    #expect(statement("A lead on its line\nThe rest.") == "A lead on its line")
    #expect(statement(String(repeating: "word ", count: 80) + "end.") == nil, "too long to lead a hit")
    #expect(statement("") == nil)
    #expect(RuleStatement.statement(of: DialsFixture.stacking.text) == LocalizedText(en: "Avoid stacking dials."))
  }
}
