import HIGModel
import Testing

@testable import HIGSearch

/// What a short question asks for (may I? how many? when? where? how to word it?) and the rules
/// whose statements answer it: those that forbid or limit, say when, say where, or are about wording.
@Suite struct QuestionIntentTests {
  @Test(arguments: [
    "시트 띄워도 돼?", "버튼 두 개 넣어도 되나요", "제목 없이 써도 될까요?", "애니메이션 꺼도 괜찮아?", "아이콘 바꾸면 안 돼?",
    "Can I hide the tab bar?", "is it okay to rename buttons", "탭 몇 개까지?", "메뉴 항목 개수", "how many tabs",
    "배지 빼도 될지", "아이콘 바꿔도 무방한가요", "제목 없애면 안 될까",
  ])
  func asksWhetherSomethingIsAllowed(_ text: String) {
    #expect(QuestionIntent.asks(text) == RecordFlags.restricts)
  }

  @Test(arguments: [
    ("알림은 언제 보내?", RecordFlags.timing), ("온보딩 시점", RecordFlags.timing),
    ("When should I show a sheet?", RecordFlags.timing), ("how soon to dismiss a banner", RecordFlags.timing),
    ("설정 버튼 어디에 둬?", RecordFlags.placement), ("Where does the close button go?", RecordFlags.placement),
    ("오류 문구", RecordFlags.wording), ("버튼 이름 어떻게 써?", RecordFlags.wording),
    ("how to write alert titles", RecordFlags.wording), ("버튼 레이블 어떻게 적어?", RecordFlags.wording),
    ("what to say in an empty state", RecordFlags.wording),
    ("언제 몇 개까지 띄워도 돼?", RecordFlags.timing | RecordFlags.restricts),
  ])
  func asksWhenWhereOrHowToWord(_ text: String, _ flags: UInt8) {
    #expect(QuestionIntent.asks(text) == flags)
  }

  @Test(arguments: ["시트 띄우기", "버튼 크기", "I can hide it", "alert when app starts", "somewhere", "scan it"])
  func otherQueriesDoNot(_ text: String) {
    #expect(QuestionIntent.asks(text) == 0)
  }

  @Test(arguments: [
    (LocalizedText(ko: "경고를 남용하지 마십시오.", en: nil), true),
    (LocalizedText(ko: nil, en: "In general, don’t stack two sheets."), true),
    (LocalizedText(ko: "불필요한 텍스트를 최소화하십시오.", en: "Minimize text."), true),
    (LocalizedText(ko: "메뉴 항목을 적게 제공하십시오.", en: nil), true),
    (LocalizedText(ko: "3개에서 8개의 이미지를 제공하십시오.", en: nil), true),
    (LocalizedText(ko: "두 가지 크기를 제공하십시오.", en: nil), true),
    (LocalizedText(ko: "진동을 절제해서 사용하십시오.", en: nil), true),
    (LocalizedText(ko: "흐림 효과를 신중하게 적용하십시오.", en: nil), true),
    (LocalizedText(ko: nil, en: "Use haptics sparingly."), true),
    (LocalizedText(ko: nil, en: "Apply blur judiciously, and only where it helps."), true),
    (LocalizedText(ko: nil, en: "Show a banner only when the download fails."), true),
    (LocalizedText(ko: "필요한 경우에만 배너를 표시하십시오.", en: nil), true),
    (LocalizedText(ko: "다운로드가 실패할 때만 배너를 표시하십시오.", en: nil), true),
    (LocalizedText(ko: "시트의 제목을 간결하게 작성하십시오.", en: "Write a brief title."), false),
    (LocalizedText(ko: "세 번째 탭을 선택 상태로 두십시오.", en: nil), false),
    (LocalizedText(ko: nil, en: "Offer a way to undo the last step, not only the first one."), false),
  ])
  func aStatementThatForbidsOrLimitsIsRestrictive(_ statement: LocalizedText, _ restrictive: Bool) {
    #expect(RestrictiveStatement.matches(statement) == restrictive)
  }

  @Test(arguments: [
    (LocalizedText(ko: "파일을 지우기 전에 확인을 받으십시오.", en: nil), RecordFlags.timing),
    (LocalizedText(ko: "다운로드가 끝나면 즉시 배지를 지우십시오.", en: nil), RecordFlags.timing),
    (LocalizedText(ko: "작업이 끝날 때 진행 표시기를 숨기십시오.", en: nil), RecordFlags.timing),
    (LocalizedText(ko: nil, en: "Dismiss the banner as soon as the upload finishes."), RecordFlags.timing),
    (LocalizedText(ko: "닫기 버튼을 창의 상단에 배치하십시오.", en: nil), RecordFlags.placement),
    (LocalizedText(ko: nil, en: "Put the search field next to the toolbar."), RecordFlags.placement),
    (LocalizedText(ko: "버튼 레이블을 동사로 작성하십시오.", en: nil), RecordFlags.wording),
    (LocalizedText(ko: nil, en: "Describe what the button does."), RecordFlags.wording),
    (LocalizedText(ko: "저장하기 전에 제목을 작성하지 마십시오.", en: nil), RecordFlags.restricts | RecordFlags.timing | RecordFlags.wording),
    (LocalizedText(ko: "색상을 일관되게 사용하십시오.", en: "Use color consistently."), UInt8(0)),
    (LocalizedText(ko: "화면이 작기 때문에 짧은 레이아웃을 사용하십시오.", en: nil), UInt8(0)),
    (LocalizedText(ko: "앱을 열 때마다 환영 화면을 보여 주지 마십시오.", en: nil), RecordFlags.restricts),
    (nil, UInt8(0)),
  ])
  func aStatementSaysWhenWhereOrHowToWord(_ statement: LocalizedText?, _ flags: UInt8) {
    #expect(StatementCues.flags(of: statement) == flags)
  }

  /// A question ranks the rule that answers it above one that shares more of its words, through
  /// the boost alone: without it, the order turns.
  @Test(arguments: [
    ("다이얼 값 언제 보여줘?", "다이얼을 돌리기 전에 값을 보여 주십시오."),
    ("다이얼 값 어디에 둬?", "다이얼 값을 다이얼 옆에 배치하십시오."),
    ("다이얼 값 문구 어떻게 써?", "다이얼 값의 레이블을 짧게 작성하십시오."),
    ("다이얼 값 크게 보여줘도 돼?", "다이얼 값을 지나치게 부풀려 보여 주지 마십시오."),
  ])
  func aQuestionRanksTheRuleThatAnswersIt(_ question: String, _ answer: String) throws {
    let plain = "다이얼 값을 분명하게 보여 주십시오. 다이얼 값은 돌리는 사람이 다이얼에서 값을 읽게 합니다."
    func rule(_ text: String) -> Record {
      let statement = String(text.prefix { $0 != "." }) + "."
      return Record(
        id: RecordID(slug: "dials", text: text), kind: .rule, text: LocalizedText(ko: text, en: nil),
        statement: LocalizedText(ko: statement, en: nil))
    }
    let records = [rule(plain), rule(answer + " 그러면 사람들이 알아봅니다.")]
    let knowledgeBase = DialsFixture.guideline([DialsFixture.bestPractices(records)], fingerprint: "dial-questions")
    let index = try SearchIndex(bytes: IndexBuilder.build(knowledgeBase))
    let query = try SearchQuery.parse(question)
    let first = try Searcher(index: index).search(query).hits.first?.record.id
    #expect(first == records[1].id)
    var unboosted = ScoringParameters.standard
    unboosted.answerBoost = 1
    #expect(try Searcher(index: index, parameters: unboosted).search(query).hits.first?.record.id == records[0].id)
  }

  /// An explanation leading with a Korean instruction (a rule its page did not set in bold) answers
  /// as a rule does; one that describes does not, nor does a figure.
  @Test func anExplanationThatInstructsAnswersAsARule() {
    func record(_ kind: RecordKind, _ ko: String) -> Record {
      Record(id: RecordID(slug: "sample", text: ko), kind: kind, text: LocalizedText(ko: ko, en: nil))
    }
    #expect(IndexBuilder.statementFlags(of: record(.explanation, "가능하면 나중에 묻도록 하십시오. 처음에는 둘러보게 합니다.")) == RecordFlags.timing)
    #expect(IndexBuilder.statementFlags(of: record(.explanation, "시트는 나중에 닫힙니다. 그 전에 저장하십시오.")) == 0)
    #expect(IndexBuilder.statementFlags(of: record(.figure, "나중에 묻도록 하십시오.")) == 0)
  }
}
