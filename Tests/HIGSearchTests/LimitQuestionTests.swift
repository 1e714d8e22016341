import HIGModel
import Testing

@testable import HIGSearch

/// A question whose answer is a limit (may I? how many?) and the rules that answer it: those that
/// forbid or limit.
@Suite struct LimitQuestionTests {
  @Test(arguments: [
    "시트 띄워도 돼?", "버튼 두 개 넣어도 되나요", "제목 없이 써도 될까요?", "애니메이션 꺼도 괜찮아?", "아이콘 바꾸면 안 돼?",
    "Can I hide the tab bar?", "is it okay to rename buttons", "탭 몇 개까지?", "메뉴 항목 개수", "how many tabs",
  ])
  func asksWhetherSomethingIsAllowed(_ text: String) {
    #expect(LimitQuestion.asks(text))
  }

  @Test(arguments: ["시트 띄우기", "버튼 크기", "I can hide it", "when can it hide"])
  func otherQueriesDoNot(_ text: String) {
    #expect(!LimitQuestion.asks(text))
  }

  @Test(arguments: [
    (LocalizedText(ko: "경고를 남용하지 마십시오.", en: nil), true),
    (LocalizedText(ko: nil, en: "In general, don’t stack two sheets."), true),
    (LocalizedText(ko: "불필요한 텍스트를 최소화하십시오.", en: "Minimize text."), true),
    (LocalizedText(ko: "메뉴 항목을 적게 제공하십시오.", en: nil), true),
    (LocalizedText(ko: "3개에서 8개의 이미지를 제공하십시오.", en: nil), true),
    (LocalizedText(ko: "두 가지 크기를 제공하십시오.", en: nil), true),
    (LocalizedText(ko: "시트의 제목을 간결하게 작성하십시오.", en: "Write a brief title."), false),
    (LocalizedText(ko: "세 번째 탭을 선택 상태로 두십시오.", en: nil), false),
    (LocalizedText(ko: nil, en: "Offer a way to undo the last step, not only the first one."), false),
  ])
  func aStatementThatForbidsOrLimitsIsRestrictive(_ statement: LocalizedText, _ restrictive: Bool) {
    #expect(RestrictiveStatement.matches(statement) == restrictive)
  }
}
