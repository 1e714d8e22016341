import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// A plain paragraph of Apple's page is a rule when its Korean lead instructs and its English lead
/// is a short order; descriptions, pointers and introductions to a list stay explanations.
@Suite struct UnmarkedRuleTests {
  @Test(arguments: [
    ("Confirm before discarding edits. Editing takes time.", "편집을 버리기 전에 확인하십시오. 편집에는 시간이 걸립니다.", Strength.do),
    ("In general, avoid shadows on labels.", "일반적으로 레이블에 그림자를 넣지 마십시오.", .dont),
    ("When possible, prefer a single column.", "가능하면 하나의 열을 사용하는 것을 고려하십시오.", .consider),
  ])
  func shortOrdersInBothLanguagesAreRules(_ en: String, _ ko: String, _ strength: Strength) throws {
    let verdict = try #require(UnmarkedRule.verdict(for: LocalizedText(ko: ko, en: en)))
    #expect(verdict.statement.en == SentenceSplitter.first(en))
    #expect(verdict.statement.ko == SentenceSplitter.first(ko))
    #expect(verdict.strength == strength)
  }

  @Test(arguments: [
    // Korean describes.
    ("Confirm before discarding edits.", "편집을 버리기 전에 확인합니다."),
    // English describes: a subject, an auxiliary after one, a pointer, a list's introduction.
    ("The system confirms before discarding edits.", "편집을 버리기 전에 확인하십시오."),
    ("Approved merchants can show a badge.", "배지를 표시하십시오."),
    ("For developer guidance, see EditingView.", "개발자 지침은 EditingView를 참조하십시오."),
    ("Use the following sizes:", "다음 크기를 사용하십시오."),
    // A long lead is more likely an explanation that ends in advice.
    (
      "If your dial shows a value that people change often and read at a glance, show it large.",
      "사람들이 자주 바꾸고 한눈에 읽는 값을 다이얼에 표시한다면 크게 표시하십시오."
    ),
  ])
  func descriptionsStayExplanations(_ en: String, _ ko: String) {
    #expect(UnmarkedRule.verdict(for: LocalizedText(ko: ko, en: en)) == nil)
  }

  @Test func oneLanguageAloneDecidesNothing() {
    #expect(UnmarkedRule.verdict(for: LocalizedText(en: "Confirm before discarding edits.")) == nil)
    #expect(UnmarkedRule.verdict(for: LocalizedText(ko: "편집을 버리기 전에 확인하십시오.")) == nil)
  }

  /// Twin Apple pages: a plain paragraph of Best practices that orders in both languages is a rule
  /// with both statements; the overview's and the Resources' plain paragraphs are not.
  @Test func applePagesMarkPlainRules() throws {
    func paragraph(_ text: String) -> String {
      #"{"type":"paragraph","inlineContent":[{"type":"text","text":"\#(text)"}]}"#
    }
    func heading(_ text: String, _ anchor: String) -> String {
      #"{"type":"heading","level":2,"text":"\#(text)","anchor":"\#(anchor)"}"#
    }
    func page(_ blocks: [String]) -> String {
      #"{"identifier":{"url":"doc://com.apple.HIG/design/Human-Interface-Guidelines/dials"},"primaryContentSections":[{"kind":"content","content":["#
        + blocks.joined(separator: ",") + "]}]}"
    }
    let english = page([
      paragraph("Keep a dial close to what it changes."),
      heading("Best practices", "Best-practices"),
      paragraph("Confirm before resetting a dial. People may lose a value they set with care."),
      paragraph("A dial turns in small steps. People feel each one."),
      heading("Resources", "Resources"),
      paragraph("Read the dial sample code."),
    ])
    let korean = page([
      paragraph("다이얼을 바꾸는 대상 가까이에 두십시오."),
      heading("모범 사례", "Best-practices"),
      paragraph("다이얼을 초기화하기 전에 확인하십시오. 사람들이 공들여 설정한 값을 잃을 수 있습니다."),
      paragraph("다이얼은 작은 단위로 돌아갑니다. 사람들은 단위마다 느낍니다."),
      heading("리소스", "Resources"),
      paragraph("다이얼 샘플 코드를 읽으십시오."),
    ])
    let folder = TemporaryFolder("hig-apple")
    try folder.write(english, to: "apple/en/dials.json")
    try folder.write(korean, to: "apple/ko/dials.json")
    let dials = try #require(try FixtureContent.ingest(folder).guideline(slug: "dials"))
    let record = { (lead: String) in dials.records.first { $0.text.en?.hasPrefix(lead) == true } }
    let confirm = try #require(record("Confirm before resetting"))
    #expect(confirm.kind == .rule)
    #expect(confirm.statement == LocalizedText(ko: "다이얼을 초기화하기 전에 확인하십시오.", en: "Confirm before resetting a dial."))
    #expect(confirm.strength == .do)
    // Its ID is its English text's, as before it was a rule.
    #expect(confirm.id == RecordID(slug: "dials", text: confirm.text.en!))
    #expect(record("A dial turns")?.kind == .explanation)
    #expect(record("Keep a dial close")?.kind == .explanation)
    #expect(record("Read the dial")?.kind == .explanation)
  }
}
