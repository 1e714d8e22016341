import HIGCite
import Testing

@Suite struct CitationScannerTests {
  @Test(
    "finds tags and site links, and nothing else",
    arguments: [
      ("See HIG:drag-and-drop/4h8tpa.", ["tag drag-and-drop/4h8tpa"]),
      ("hig:Modality/X7K2MQ, please", ["tag modality/x7k2mq"]),
      ("Whole page: HIG:modality-", ["tag modality"]),
      ("(HIG:drag-and-drop/4h8tpa-2)", ["tag drag-and-drop/4h8tpa-2"]),
      ("HIG:a/b HIG:c", ["tag a/b", "tag c"]),
      ("HIG:drag-and-drop/2rtass에 따르면", ["tag drag-and-drop/2rtass"]),
      ("https://hig.example.kr/modality.html#modality/x7k2mq.", ["link modality/x7k2mq"]),
      ("<a href=\"../modality.html#modality%2Fx7k2mq\">", ["link modality/x7k2mq"]),
      ("modality.html#modality/x7k2mq", ["link modality/x7k2mq"]),
      ("https://example.com/page.html#intro/setup", []),
      ("HIGHLIGHT:yes, THIG:modality, /HIG:modality", []),
      ("HIG: the guidelines", []),
      ("HIG:드래그", []),
      ("", []),
    ])
  func findsTokens(text: String, expected: [String]) {
    #expect(CitationScanner.tokens(in: text).map { "\($0.form.rawValue) \($0.reference)" } == expected)
  }

  @Test func reportsOneBasedLinesAndColumnsInCharacters() {
    let tokens = CitationScanner.tokens(in: "첫 줄\n드롭 대상: HIG:drag-and-drop/2rtass\n")
    #expect(tokens.count == 1)
    #expect(tokens.first?.line == 2)
    #expect(tokens.first?.column == 8)
    #expect(tokens.first?.text == "HIG:drag-and-drop/2rtass")
  }
}

@Suite struct CitationScannerCodeTests {
  @Test func marksTokensInCodeSpansAndFencedBlocks() {
    let text = """
      Cite `HIG:modality` or HIG:modality.
      ```
      HIG:drag-and-drop/4h8tpa
      ```
      HIG:drag-and-drop/2rtass
      """
    let tokens = CitationScanner.tokens(in: text)
    #expect(tokens.map(\.isInCode) == [true, false, true, false])
  }
}
