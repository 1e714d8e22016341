import TestSupport
import Testing

@testable import HIGIngest

struct InlineMarkdownTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var markdown: String
    var text: String
    var lead: String?
    var links: [String] = []
    var testDescription: String { markdown }
  }

  static let cases: [Case] = [
    Case(
      markdown: "**Avoid clutter.** Keep it simple.", text: "Avoid clutter. Keep it simple.", lead: "Avoid clutter."),
    Case(markdown: "__굵게__ 시작", text: "굵게 시작", lead: "굵게"),
    Case(markdown: "*기울임*과 _강조_", text: "기울임과 강조", lead: nil),
    Case(markdown: "snake_case_name 2 * 3", text: "snake_case_name 2 * 3", lead: nil),
    Case(markdown: "`**code**` 그대로", text: "**code** 그대로", lead: nil),
    Case(markdown: "[버튼](buttons.md \"제목\")", text: "버튼", lead: nil, links: ["buttons.md"]),
    Case(markdown: "![팔레트](p.png) 그림", text: "팔레트 그림", lead: nil),
    Case(markdown: "<a href=\"modality.html\">모달</a>", text: "모달", lead: nil, links: ["modality.html"]),
    Case(markdown: "<https://developer.apple.com>", text: "https://developer.apple.com", lead: nil),
    Case(markdown: "\\*별표\\*", text: "*별표*", lead: nil),
    Case(markdown: "~~취소~~선", text: "취소선", lead: nil),
    Case(markdown: "[참고]만 있는 괄호", text: "[참고]만 있는 괄호", lead: nil),
    Case(markdown: "<b>굵은 리드.</b> 나머지", text: "굵은 리드. 나머지", lead: "굵은 리드."),
  ]

  @Test(arguments: cases)
  func rendersInlineMarkupToPlainText(testCase: Case) {
    let content = InlineMarkdown.render(testCase.markdown)
    #expect(content.text == testCase.text)
    #expect(content.lead == testCase.lead)
    #expect(content.links == testCase.links)
  }
  /// `InlineContent.collapse` over bytes gives what its definition over scalars gives.
  @Test func collapsingWhitespaceMatchesItsDefinitionOverScalars() {
    func definition(_ text: String) -> String {
      var result = ""
      var pendingSpace = false
      for scalar in text.unicodeScalars {
        if scalar == " " || scalar.properties.isWhitespace || scalar == "\u{00A0}" {
          pendingSpace = true
          continue
        }
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{FEFF}" { continue }
        if pendingSpace, !result.isEmpty { result.unicodeScalars.append(" ") }
        pendingSpace = false
        result.unicodeScalars.append(scalar)
      }
      return result
    }
    let pieces = [
      "a", " ", "\t", "\n", "\r\n", "\u{00A0}", "\u{2003}", "\u{0085}", "\u{0001}", "\u{007F}", "\u{0090}",
      "\u{FEFF}", "드래그", "é", "e\u{0301}", "😀", "中", "\u{200B}", ".", "~", "\u{3000}", "\u{1680}", "\u{2028}",
      "\u{3001}",
    ]
    var generator = SplitMix64(seed: 7)
    var texts = pieces + ["", "  앞뒤 공백  ", "a\u{0001}b", "\u{FEFF}시작", "끝\u{00A0}\u{00A0}"]
    for _ in 0..<500 {
      texts.append(
        (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
    }
    for text in texts { #expect(InlineContent.collapse(text) == definition(text), "\(Array(text.unicodeScalars))") }
  }
}
