import Foundation
import HIGCite
import HIGModel
import TestSupport
import Testing

/// The citation scanner, checker and expander under fuzzing (`Fuzzer`): any review text is
/// scanned in time linear in its length, every token lies inside the text, and expanding leaves
/// no tag that was expanded.
@Suite(.serialized) struct CitationFuzzTests {
  static let fragments = [
    "HIG:", "hig:", "HIG: ", "drag-and-drop", "modality", "/", "s1ca72", "h0q5xs", "zzzzzz", "-", "-2", "a", "가", " ", "\n",
    "\n\n", "\r\n", ".", ",", "`", "``", "```\n", "~~~\n", ".html#", "%2F", "https://hig.example.kr/", "drag-and-drop.html#",
    "** · `", ") (`", "`)", " — ", "(", ", https://", ")", "> ", "**", "[", "](", "<figure class=\"hig-citation\" data-id=\"",
    "\">", "\"appleURL\" : \"https://developer.apple.com/design/human-interface-guidelines/x\"", "\"id\" : \"", "\"",
    "Apple: https://developer.apple.com/design/human-interface-guidelines/", "(cited as `", "😀", "e\u{301}",
  ]

  static let seeds: [String] = ["review-note.md"].compactMap {
    try? String(contentsOf: Fixtures.file($0, target: "HIGCiteTests"), encoding: .utf8)
  } + ["drag-and-drop-s1ca72.md", "home-screen-quick-actions-k3mfm3.html", "drag-and-drop-h0q5xs.json",
    "home-screen-quick-actions-k3mfm3-en.txt"].compactMap {
    try? String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Tests/HIGCiteTests/Snapshots/\($0)"), encoding: .utf8)
  }

  static let knowledgeBase = try! ContentCopy.original()

  static let target = FuzzTarget(name: "citation tokens", fragments: fragments, seeds: seeds) { text in
    let checks = CitationChecker(knowledgeBase).check(text)
    for check in checks {
      #expect(check.token.range.lowerBound >= text.startIndex && check.token.range.upperBound <= text.endIndex)
      #expect(String(text[check.token.range]) == check.token.text)
      #expect(check.token.line >= 1 && check.token.column >= 1)
    }
    let expanded = CitationExpander(site: SiteAddress(baseURL: "https://hig.example.kr")).expand(text, checks: checks)
    let expandedTags = checks.filter { $0.token.form == .tag && !$0.token.isInCode && !$0.isBroken }.count
    if expandedTags > 0 { #expect(expanded != text) }
  }

  @Test func fuzzedReviewTextsNeitherCrashNorGrowSuperlinearly() {
    let report = Fuzzer(Self.target).run()
    #expect(report.worst?.isLinear ?? true, "seed \(Fuzzer.seed): \(report)")
  }
}
