import Testing

@testable import HIGIngest

@Suite(.serialized) struct MarkdownParserTests {
  struct Shape: CustomTestStringConvertible, Sendable {
    var markdown: String
    /// Each block as "kind[level]: text" (and "| lead" when there is one).
    var blocks: [String]
    var testDescription: String { markdown.replacingOccurrences(of: "\n", with: "⏎") }
  }

  static func describe(_ block: Block) -> String {
    var text = block.kind.rawValue
    if let level = block.level { text += "\(level)" }
    text += ": \(block.text)"
    if let lead = block.lead { text += " | \(lead)" }
    return text
  }

  static let shapes: [Shape] = [
    Shape(markdown: "# 토글\n\n## 모범 사례", blocks: ["heading1: 토글", "heading2: 모범 사례"]),
    Shape(
      markdown: "## [Best practices](https://x.example/toggles#Best-practices)", blocks: ["heading2: Best practices"]),
    Shape(
      markdown: "**명확하게 표시하세요.** 사람들이 상태를 알 수 있어야 합니다.",
      blocks: ["paragraph: 명확하게 표시하세요. 사람들이 상태를 알 수 있어야 합니다. | 명확하게 표시하세요."]),
    Shape(markdown: "**굵은** 단어만 굵게 쓴 문장입니다.", blocks: ["paragraph: 굵은 단어만 굵게 쓴 문장입니다."]),
    Shape(markdown: "**중요:** 자동 재생을 끄세요.", blocks: ["note: 자동 재생을 끄세요."]),
    Shape(markdown: "> **참고:** 목록에서는 스위치가 익숙합니다.", blocks: ["note: 목록에서는 스위치가 익숙합니다."]),
    Shape(markdown: "> 토글은 두 상태를 오갑니다.", blocks: ["quote: 토글은 두 상태를 오갑니다."]),
    Shape(markdown: "- 첫째 항목\n- 둘째 항목\n  이어지는 줄", blocks: ["listItem: 첫째 항목", "listItem: 둘째 항목 이어지는 줄"]),
    Shape(markdown: "1. 하나\n2) 둘", blocks: ["listItem: 하나", "listItem: 둘"]),
    Shape(markdown: "- 항목\n  - 안쪽 항목", blocks: ["listItem: 항목", "listItem: 안쪽 항목"]),
    Shape(markdown: "- 항목\n\n    이어지는 문단입니다.", blocks: ["listItem: 항목", "paragraph: 이어지는 문단입니다."]),
    Shape(markdown: "문단입니다.\n\n    let x = 1", blocks: ["paragraph: 문단입니다.", "code: let x = 1"]),
    Shape(markdown: "### - 알림을 적게 사용하세요.", blocks: ["heading3: 알림을 적게 사용하세요."]),
    Shape(markdown: "- ### 시스템 색상을 고려하세요.", blocks: ["heading3: 시스템 색상을 고려하세요."]),
    Shape(markdown: "제목 줄\n---\n본문입니다.", blocks: ["heading2: 제목 줄", "paragraph: 본문입니다."]),
    Shape(markdown: "첫 문장입니다.\n---\n둘째 문단입니다.", blocks: ["paragraph: 첫 문장입니다.", "paragraph: 둘째 문단입니다."]),
    Shape(markdown: "<h2>색은 정보를 전달합니다.</h2>", blocks: ["heading2: 색은 정보를 전달합니다."]),
    Shape(
      markdown: "<div align=center>\n<img src=\"a.png\" alt=\"팔레트 예시\" />\n</div>\n<br />",
      blocks: ["paragraph: 팔레트 예시"]),
    Shape(markdown: "![](a.png)\n\n![screenshot.png](b.png)", blocks: []),
    Shape(markdown: "```swift\nlet x = 1\n```", blocks: ["code: let x = 1"]),
    Shape(markdown: "줄 하나<br />줄 둘", blocks: ["paragraph: 줄 하나 줄 둘"]),
    Shape(markdown: "A &amp; B &#xD55C;", blocks: ["paragraph: A & B 한"]),
    Shape(markdown: "<!-- 주석\n여러 줄 -->\n본문", blocks: ["paragraph: 본문"]),
    Shape(markdown: "# 제목\r\n\r\n본문\r\n", blocks: ["heading1: 제목", "paragraph: 본문"]),
  ]

  @Test(arguments: shapes)
  func readsTheBlockShapesOfTranslationRepos(shape: Shape) {
    let blocks = MarkdownParser.parse(shape.markdown).blocks.map(Self.describe)
    #expect(blocks == shape.blocks)
  }

  @Test func readsGitHubTablesIntoRows() throws {
    let parsed = MarkdownParser.parse("| 날짜 | 변경 사항 |\n| --- | :---: |\n| 2024년 6월 10일 | 지침 \\| 보강 |")
    let table = try #require(parsed.blocks.first)
    #expect(table.kind == .table)
    #expect(table.rows == [["날짜", "변경 사항"], ["2024년 6월 10일", "지침 | 보강"]])
  }

  @Test func keepsLinkTargetsForCrossReferences() throws {
    let block = try #require(MarkdownParser.parse("자세한 내용은 [다크 모드](./dark-mode.md)와 [버튼][b]을 참고하세요.").blocks.first)
    #expect(block.text == "자세한 내용은 다크 모드와 버튼을 참고하세요.")
    #expect(block.links == ["./dark-mode.md"])
  }

  @Test func readsClosedFrontMatterAndStartsAfterIt() throws {
    let parsed = MarkdownParser.parse("---\ntitle: 토글(Toggles)\nplatforms: [iOS, macOS]\n---\n# 토글")
    let front = try #require(parsed.frontMatter)
    #expect(front.fields["title"] == ["토글(Toggles)"])
    #expect(parsed.blocks.map(Self.describe) == ["heading1: 토글"])
    #expect(parsed.diagnostics.isEmpty)
  }

  @Test func endsAnUnclosedFrontMatterAtItsFirstNonFieldLine() throws {
    let parsed = MarkdownParser.parse(
      "---\ntitle: Toggles\nsource: https://x.example/toggles\n# Toggles\n\nA toggle has two states.")
    #expect(parsed.frontMatter?.fields["title"] == ["Toggles"])
    #expect(parsed.blocks.map(Self.describe) == ["heading1: Toggles", "paragraph: A toggle has two states."])
    #expect(parsed.diagnostics.map(\.id) == ["ingest.unclosed-front-matter"])
  }

  @Test func treatsALoneRuleAtTheTopAsARuleNotFrontMatter() {
    let parsed = MarkdownParser.parse("---\n\n# 제목")
    #expect(parsed.frontMatter == nil)
    #expect(parsed.blocks.map(Self.describe) == ["heading1: 제목"])
  }

  @Test(arguments: [
    "**닫히지 않은 굵게", "[닫히지 않은 링크(", "`닫히지 않은 코드", "<div>닫히지 않은 태그", "> > > > > > > > > > > 깊은 인용",
    "```\n닫히지 않은 코드 블록", "| a | b |\n|---|---|\n| 셀 하나만", "---\ntitle: 끝없는 머리말",
  ])
  func readsUnclosedConstructsAsText(markdown: String) {
    let parsed = MarkdownParser.parse(markdown)
    let text =
      parsed.blocks.map(\.text).joined(separator: " ") + " "
      + (parsed.frontMatter?.fields.values.flatMap { $0 }.joined(separator: " ") ?? "")
    #expect(text.contains("닫히지") || text.contains("깊은") || text.contains("셀") || text.contains("머리말"))
  }

  @Test func reportsAnUnclosedCodeFence() {
    let parsed = MarkdownParser.parse("본문\n\n```\nlet x = 1")
    #expect(parsed.diagnostics.map(\.id) == ["ingest.unclosed-code-block"])
    #expect(parsed.diagnostics.first?.line == 3)
  }

  @Test func countsLinesFromTheStartOfTheFile() {
    let parsed = MarkdownParser.parse("---\ntitle: x\n---\n# 제목\n\n본문 첫 줄\n\n> 인용")
    #expect(parsed.blocks.map(\.line) == [4, 6, 8])
  }
}

extension MarkdownParserTests {
  @Test func resolvesReferenceLinksAndDropsTheirDefinitions() {
    let parsed = MarkdownParser.parse(
      """
      자세한 내용은 [버튼][btn]과 [레이아웃]을 참고하세요. [정의 없음][nowhere]

      [btn]: ../components/buttons.md "버튼"
      [레이아웃]: <https://developer.apple.com/design/human-interface-guidelines/layout>
      """)
    #expect(parsed.blocks.map(Self.describe) == ["paragraph: 자세한 내용은 버튼과 레이아웃을 참고하세요. 정의 없음"])
    #expect(
      parsed.blocks.first?.links == [
        "../components/buttons.md", "https://developer.apple.com/design/human-interface-guidelines/layout",
      ])
  }

  @Test(arguments: [("---", true), ("* * *", true), ("___", true), ("--", false), ("- item", false), ("-*-", false)])
  func thematicBreaksAreThreeOfOneMark(_ line: String, _ isBreak: Bool) {
    #expect(MarkdownParser.isThematicBreak(line) == isBreak)
  }

  @Test func linesEndAtLFCRLFOrCRAndTabsBecomeSpaces() {
    #expect(MarkdownParser.normalizedLines("가\r\n나\r다\n\t라\n") == ["가", "나", "다", " 라", ""])
    #expect(MarkdownParser.normalizedLines("a\r\r\nb\t\tc\r") == ["a", "", "b  c", ""])
    #expect(MarkdownParser.normalizedLines("") == [""])
    #expect(MarkdownParser.normalizedLines("\n\n") == ["", "", ""])
  }
}
