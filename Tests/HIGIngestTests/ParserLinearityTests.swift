import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// Every parser takes time linear in its input: a file of a megabyte of unclosed markup must not
/// stall the commands that rebuild the knowledge base by themselves. Each adversarial text is
/// read by each parser, and texts of many blocks are built into a guideline too (`LinearTime`
/// says how the time is judged).
@Suite(.serialized) struct ParserLinearityTests {
  static let markup: [AdversarialInput] = [
    AdversarialInput("brackets", "["),
    AdversarialInput("closing brackets", "]"),
    AdversarialInput("link openings", "[a]("),
    AdversarialInput("image openings", "!["),
    AdversarialInput("reference links", "[a][", prefix: "[a]: https://example.com\n\n"),
    AdversarialInput("bracket pairs", "[[]]"),
    AdversarialInput("links", "[a](b) "),
    AdversarialInput("link definitions", "[a]: b\n"),
    AdversarialInput("stars", "*"),
    AdversarialInput("starred words", "*a "),
    AdversarialInput("underscored words", "_a "),
    AdversarialInput("bold openings", "**a "),
    AdversarialInput("mixed emphasis", "*a_b**c__~~"),
    AdversarialInput("emphasis closers", "a* "),
    AdversarialInput("backticks", "`"),
    AdversarialInput("backtick runs", "`a``b```c"),
    AdversarialInput("escapes", "\\"),
    AdversarialInput("escaped brackets", "\\[a"),
    AdversarialInput("quote markers", "> "),
    AdversarialInput("quote lines", ">\n"),
    AdversarialInput("nested quotes", "> > > > > > > > > > a\n"),
    AdversarialInput("quoted lists", "> - a\n"),
    AdversarialInput("angle brackets", "<"),
    AdversarialInput("tag openings", "<a "),
    AdversarialInput("div tags", "<div>"),
    AdversarialInput("inline tags", "<b><i>a"),
    AdversarialInput("comment openings", "<!--"),
    AdversarialInput("autolink openings", "<http://"),
    AdversarialInput("entities", "&#"),
    AdversarialInput("named entities", "&amp;"),
    AdversarialInput("table pipes", "| a "),
    AdversarialInput("table rows", "| c | d |\n", prefix: "| a | b |\n|---|---|\n"),
    AdversarialInput("table header and delimiters", "| a |\n|---|\n"),
    AdversarialInput("list markers", "- "),
    AdversarialInput("nested list items", "  - a\n"),
    AdversarialInput("numbered items", "1. a\n"),
    AdversarialInput("hashes", "#"),
    AdversarialInput("headings", "# a\n"),
    AdversarialInput("setext headings", "a\n=\n"),
    AdversarialInput("fences", "```\n"),
    AdversarialInput("short lines", "a\n"),
    AdversarialInput("blank lines", "\n"),
    AdversarialInput("carriage returns", "a\r"),
    AdversarialInput("Korean words", "모범 사례 "),
    AdversarialInput("Korean sentences", "앱 전체에서 드래그 앤 드롭을 지원하세요.\n"),
    AdversarialInput("heading-like lines", "Best practices\n"),
    AdversarialInput("numbered lines", "1 a\n"),
    AdversarialInput("note labels", "참고: a\n"),
    AdversarialInput("platform names", "iOS, iPadOS, macOS "),
    AdversarialInput("change log rows", "| 2024년 6월 10일 | a |\n", prefix: "## 변경 기록\n\n| 날짜 | 변경 |\n|---|---|\n"),
  ]

  static let frontMatter: [AdversarialInput] = [
    AdversarialInput("front matter fields", "key: value\n", prefix: "---\n"),
    AdversarialInput("front matter list items", "- iOS\n", prefix: "---\nplatforms:\n"),
    AdversarialInput("front matter inline list", "iOS, ", prefix: "---\nplatforms: [", suffix: "]\n---\n"),
    AdversarialInput("front matter escaped quotes", "\\\"", prefix: "---\ntitle: \"", suffix: "\"\n---\n"),
    AdversarialInput("front matter single quotes", "''", prefix: "---\ntitle: '", suffix: "'\n---\n"),
    AdversarialInput("front matter long key", "k", prefix: "---\n", suffix: ": v\n---\n"),
  ]

  static let html: [AdversarialInput] = [
    AdversarialInput("nested divs", "<div>", prefix: "<html><body>"),
    AdversarialInput("nested articles", "<article><p>a", prefix: "<html><body>"),
    AdversarialInput("nested headers", "<header><h1>a</h1>", prefix: "<html><body>"),
    AdversarialInput("nested asides", "<aside class=note>a", prefix: "<html><body>"),
    AdversarialInput("nested tables", "<table><tr><td>a", prefix: "<html><body>"),
    AdversarialInput("nested lists", "<ul><li>a", prefix: "<html><body>"),
    AdversarialInput("bold runs", "<b>a</b> ", prefix: "<html><body><p>"),
    AdversarialInput("paragraphs", "<p>a</p>", prefix: "<html><body><article>"),
    AdversarialInput("content classes", "<div class=\"post-content\">a", prefix: "<html><body>"),
    AdversarialInput("junk classes", "<div class=\"share ad\">a</div>", prefix: "<html><body>"),
    AdversarialInput("links", "<a href=\"a.html\">a</a>", prefix: "<html><body><p>"),
    AdversarialInput("comments", "<!-- a -->", prefix: "<html><body>"),
    AdversarialInput("unclosed attributes", "<a href=\"", prefix: "<html><body>"),
    AdversarialInput("meta tags", "<meta property=\"og:url\" content=\"x\">", prefix: "<html><head>"),
  ]

  /// Texts of a megabyte that turn into the most blocks of each kind, for the guideline builder.
  static let manyBlocks: [AdversarialInput] = [
    AdversarialInput("equal headings", "## a\n"),
    AdversarialInput("distinct headings", "## 모범 사례 \n"),
    AdversarialInput("list items", "  - a\n"),
    AdversarialInput("paragraphs", "알림을 적게 사용하세요.\n\n"),
    AdversarialInput("quotes after English paragraphs", "Use alerts sparingly.\n\n> 알림을 적게 사용하세요.\n\n"),
    AdversarialInput("platform sections", "## iOS\n\n## 플랫폼 고려 사항\n\na\n\n"),
  ]

  @Test(arguments: markup + frontMatter)
  func markdownIsLinear(_ input: AdversarialInput) {
    let time = LinearTime.measure(input) { _ = MarkdownParser.parse($0) }
    #expect(time.isLinear, "\(time)")
  }

  @Test(arguments: markup)
  func plainTextIsLinear(_ input: AdversarialInput) {
    let time = LinearTime.measure(input) { _ = PlainTextParser.parse($0) }
    #expect(time.isLinear, "\(time)")
  }

  @Test(arguments: html + markup.filter { ["angle brackets", "tag openings", "div tags", "entities"].contains($0.name) })
  func htmlIsLinear(_ input: AdversarialInput) {
    let time = LinearTime.measure(input) { _ = HTMLReader.parse($0) }
    #expect(time.isLinear, "\(time)")
  }

  /// The builder turns blocks into sections and records: a file of many equal or distinct ones
  /// is read and built in linear time.
  @Test(arguments: manyBlocks)
  func buildingAGuidelineIsLinear(_ input: AdversarialInput) {
    let time = LinearTime.measure(input) { text in
      let builder = GuidelineBuilder(file: "adversarial.md", format: "markdown", metadata: nil, catalog: .builtIn)
      _ = builder.build(MarkdownParser.parse(text).blocks)
    }
    #expect(time.isLinear, "\(time)")
  }

  @Test func bracketsNestedAMillionDeepAreLinear() {
    let time = LinearTime.measure("nested brackets", { String(repeating: "[", count: $0 / 2) + String(repeating: "]", count: $0 / 2) }) {
      _ = MarkdownParser.parse($0)
    }
    #expect(time.isLinear, "\(time)")
  }

  @Test func backtickRunsOfEveryLengthAreLinear() {
    let time = LinearTime.measure("backtick runs of growing length", { bytes in
      var text = ""
      var length = 1
      while text.utf8.count < bytes {
        text += String(repeating: "`", count: length) + "a"
        length += 1
      }
      return text
    }) { _ = MarkdownParser.parse($0) }
    #expect(time.isLinear, "\(time)")
  }

  @Test func formatDetectionIsLinear() {
    for input in [AdversarialInput("stars", "**"), AdversarialInput("angle brackets", "<"), AdversarialInput("lines", "a\n")] {
      let time = LinearTime.measure(input) { _ = SourceFormat.detect(path: "a.txt", text: $0) }
      #expect(time.isLinear, "\(time)")
    }
  }

  /// Apple's page JSON nested a million deep or holding a million blocks: refused or read in one
  /// pass, and built into a guideline in linear time.
  @Test(arguments: [
    AdversarialInput("nested arrays", "[", prefix: "{\"primaryContentSections\": "),
    AdversarialInput("nested objects", "{\"content\":", prefix: "{\"primaryContentSections\": ["),
    AdversarialInput(
      "paragraphs", #"{"type":"paragraph","inlineContent":[{"type":"text","text":"토글을 쓰세요."}]},"#,
      prefix: #"{"identifier":{"url":"doc://com.apple.HIG/design/Human-Interface-Guidelines/toggles"},"primaryContentSections":[{"content":["#,
      suffix: #"{"type":"paragraph","inlineContent":[]}]}]}"#),
    AdversarialInput(
      "equal headings", #"{"type":"heading","level":2,"text":"Best practices","anchor":"Best-practices"},"#,
      prefix: #"{"identifier":{"url":"doc://com.apple.HIG/design/Human-Interface-Guidelines/toggles"},"primaryContentSections":[{"content":["#,
      suffix: #"{"type":"paragraph","inlineContent":[]}]}]}"#),
    AdversarialInput(
      "nested emphasis", #"{"type":"strong","inlineContent":["#,
      prefix: #"{"identifier":{"url":"doc://com.apple.HIG/design/Human-Interface-Guidelines/toggles"},"abstract":["#),
    AdversarialInput("long strings", "\\u00e9", prefix: #"{"metadata":{"title":""#),
  ])
  func applePageJSONIsLinear(_ input: AdversarialInput) {
    let time = LinearTime.measure(input) { text in
      guard let page = try? ApplePage(bytes: Array(text.utf8), file: "apple/en/toggles.json") else { return }
      let builder = GuidelineBuilder(
        file: "apple/en/toggles.json", format: SourceFormat.appleJSON.rawValue, metadata: nil, catalog: .builtIn)
      _ = builder.build(page)
    }
    #expect(time.isLinear, "\(time)")
  }

}
