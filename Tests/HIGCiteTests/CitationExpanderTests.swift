import HIGCite
import HIGModel
import TestSupport
import Testing

@Suite struct CitationExpanderTests {
  let kb: KnowledgeBase
  init() throws { kb = try ContentCopy.original() }

  func expand(_ text: String, format: CitationFormat = .markdown) -> String {
    let checks = CitationChecker(kb).check(text)
    return CitationExpander(format: format, site: SiteAddress(baseURL: "https://hig.example.kr")).expand(
      text, checks: checks)
  }

  @Test func aTagOnItsOwnLineBecomesABlockCitation() {
    let output = expand("Before\nHIG:drag-and-drop/s1ca72\nAfter\n")
    #expect(output.hasPrefix("Before\n> **[드래그 앤 드롭 (Drag and drop) › Best practices]"))
    #expect(
      output.hasSuffix(
        "[Apple's page](https://developer.apple.com/design/human-interface-guidelines/drag-and-drop)\nAfter\n"))
  }

  @Test func aTagInsideASentenceBecomesAnInlineLink() {
    let output = expand("See HIG:drag-and-drop/h0q5xs for why.")
    #expect(
      output
        == "See [드래그 앤 드롭 (Drag and drop) › Best practices: “사용자들이 드래그 앤 드롭 작업을 취소할 수 있도록 해야 합니다.”](https://hig.example.kr/drag-and-drop.html#drag-and-drop/h0q5xs) (`drag-and-drop/h0q5xs`) for why."
    )
  }

  @Test func brokenTagsAndLinksStayAsWritten() {
    let text = "HIG:drag-and-drop/s1ca73 and https://hig.example.kr/modality.html#modality/zzzzzz\n"
    #expect(expand(text) == text)
  }

  @Test func expandingTwiceChangesNothingMore() {
    let once = expand("Note\n\nHIG:drag-and-drop/s1ca72\n\nand HIG:modality.\n")
    #expect(expand(once) == once)
    #expect(CitationChecker(kb).check(once).allSatisfy { !$0.isBroken && $0.token.form != .tag })
  }

  @Test func plainTextFilesGetPlainCitations() {
    let output = expand("HIG:drag-and-drop/s1ca72\n", format: .text)
    #expect(output.hasPrefix("드래그 앤 드롭 (Drag and drop) › Best practices — drag-and-drop/s1ca72\n"))
    #expect(!output.contains("**"))
  }
}

@Suite struct CitationExpanderCodeTests {
  @Test func tagsInCodeAreCheckedButNotExpanded() throws {
    let kb = try ContentCopy.original()
    let text = "Use `HIG:drag-and-drop/s1ca72` in notes.\n```\nHIG:modality\n```\n"
    let checks = CitationChecker(kb).check(text)
    #expect(checks.count == 2)
    #expect(CitationExpander().expand(text, checks: checks) == text)
  }
}
