import Foundation
import HIGCite
import HIGModel
import TestSupport
import Testing

@Suite struct CitationCheckerTests {
  let kb: KnowledgeBase
  let note: String

  init() throws {
    kb = try ContentCopy.original()
    note = try String(contentsOf: Fixtures.file("review-note.md", target: "HIGCiteTests"), encoding: .utf8)
  }

  @Test func aSampleReviewNotesBrokenIDsAreCaughtWithTheClosestMatches() throws {
    let checks = CitationChecker(kb).check(note)
    #expect(
      checks.map(\.token.reference) == [
        "drag-and-drop/h0q5xs", "drag-and-drop/s1ca72", "home-screen-quick-actions/1hws1e", "drag-and-drop/s1ca73",
        "drag-n-drop", "modality",
      ])
    let broken = checks.filter(\.isBroken)
    #expect(broken.map(\.token.line) == [8, 9])
    guard case .broken(let typo) = broken[0].verdict, case .broken(let slug) = broken[1].verdict else {
      Issue.record("expected two broken citations")
      return
    }
    #expect(typo.first == "drag-and-drop/s1ca72")
    #expect(slug.first == "drag-and-drop")
  }

  @Test func anOldIDResolvesToTheRuleThatReplacedIt() throws {
    var kb = kb
    let current = try #require(RecordID("drag-and-drop/s1ca72"))
    let old = try #require(RecordID("drag-and-drop/zzzzzz"))
    kb.aliases[old] = current
    let check = try #require(CitationChecker(kb).check("HIG:drag-and-drop/zzzzzz").first)
    guard case .alias(let citation, let now) = check.verdict else {
      Issue.record("expected an alias, got \(check.verdict)")
      return
    }
    #expect(now == current)
    #expect(citation.citedAs == old)
  }

  @Test func aKeyUnderARenamedSlugSuggestsTheSameKeyUnderTheCurrentSlug() {
    #expect(CitationChecker(kb).suggestions(for: "drag-drop/s1ca72").first == "drag-and-drop/s1ca72")
  }
}
