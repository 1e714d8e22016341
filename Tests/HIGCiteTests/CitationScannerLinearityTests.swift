import HIGCite
import TestSupport
import Testing

/// `hig check` reads review texts of any size in time linear in their length: a megabyte of tag
/// openings, link markers or backticks (the scanner once walked back to each link's start and
/// counted every token's column from its line's start).
@Suite(.serialized) struct CitationScannerLinearityTests {
  static let inputs: [AdversarialInput] = [
    AdversarialInput("tag openings", "HIG:"),
    AdversarialInput("tags", "HIG:drag-and-drop/4h8tpa "),
    AdversarialInput("tags without spaces", "HIG:a/b"),
    AdversarialInput("link markers", ".html#"),
    AdversarialInput("links without boundaries", "a.html#a/4h8tpa"),
    AdversarialInput("links", "https://hig.example.kr/modality.html#modality/x7k2mq "),
    AdversarialInput("backticks", "`"),
    AdversarialInput("code spans", "`a` "),
    AdversarialInput("growing backtick runs", "``a`"),
    AdversarialInput("open parentheses", "("),
    AdversarialInput("printed Markdown headings", "** · `a/b` "),
    AdversarialInput("printed one-line citations", ") (`a/b`)"),
    AdversarialInput("printed text citations", "(a/b, https://x) "),
    AdversarialInput("text headings", "a — b/c\n"),
    AdversarialInput("HTML citations", "<figure class=\"hig-citation\" data-id=\"a/b\">"),
    AdversarialInput("JSON citations", "\"appleURL\" : \"x\", \"id\" : \"a/b\", "),
    AdversarialInput("quotes", "\""),
    AdversarialInput("lines", "HIG:a\n"),
    AdversarialInput("fences", "```\n"),
    AdversarialInput("Korean text", "드래그 앤 드롭을 지원하세요. "),
  ]

  @Test(arguments: inputs)
  func theScannerIsLinear(_ input: AdversarialInput) {
    let time = LinearTime.measure(input) { _ = CitationScanner.tokens(in: $0) }
    #expect(time.isLinear, "\(time)")
  }
}
