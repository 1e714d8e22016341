import HIGModel
import Testing

@testable import HIGSearch

/// A question of permission and the rules that answer it: those that forbid or limit.
@Suite struct PermissionQuestionTests {
  @Test(arguments: [
    "시트 띄워도 돼?", "버튼 두 개 넣어도 되나요", "제목 없이 써도 될까요?", "애니메이션 꺼도 괜찮아?", "아이콘 바꾸면 안 돼?",
    "Can I hide the tab bar?", "is it okay to rename buttons",
  ])
  func asksWhetherSomethingIsAllowed(_ text: String) {
    #expect(PermissionQuestion.asks(text))
  }

  @Test(arguments: ["시트 띄우기", "버튼 개수는 몇 개까지 돼?", "I can hide it", "when can it hide"])
  func otherQueriesDoNot(_ text: String) {
    #expect(!PermissionQuestion.asks(text))
  }

  @Test(arguments: [
    (LocalizedText(ko: "경고를 남용하지 마십시오.", en: nil), true),
    (LocalizedText(ko: nil, en: "In general, don’t stack two sheets."), true),
    (LocalizedText(ko: "불필요한 텍스트를 최소화하십시오.", en: "Minimize text."), true),
    (LocalizedText(ko: "시트의 제목을 간결하게 작성하십시오.", en: "Write a brief title."), false),
    (LocalizedText(ko: nil, en: "Offer a way to undo the last step, not only the first one."), false),
  ])
  func aStatementThatForbidsOrLimitsIsRestrictive(_ statement: LocalizedText, _ restrictive: Bool) {
    #expect(RestrictiveStatement.matches(statement) == restrictive)
  }
}
