import HIGCite
import HIGModel
import Testing

@Suite struct RecordMembershipTests {
  private func guideline(_ slug: String, ids: [String]) -> Guideline {
    Guideline(
      slug: slug, title: LocalizedText(en: slug), category: "Components", appleURL: "",
      source: Source(file: "\(slug).md", format: "markdown"), platforms: PlatformSupport(supported: []),
      sections: [
        Section(
          anchor: "overview", heading: nil, kind: .overview, level: 2,
          records: ids.map { Record(id: RecordID(rawValue: $0), kind: .explanation, text: LocalizedText(en: $0)) })
      ])
  }

  @Test func anIDIsFoundThroughItsSlug() throws {
    let knowledgeBase = KnowledgeBase(
      contentFingerprint: "f",
      guidelines: [
        guideline("alerts", ids: ["alerts/aaaaaa", "alerts/bbbbbb"]), guideline("menus", ids: ["menus/cccccc"]),
      ])
    let membership = try #require(RecordMembership(knowledgeBase))
    #expect(membership.contains(RecordID(rawValue: "alerts/bbbbbb")))
    #expect(membership.contains(RecordID(rawValue: "menus/cccccc")))
    #expect(!membership.contains(RecordID(rawValue: "menus/aaaaaa")))
    #expect(!membership.contains(RecordID(rawValue: "sheets/aaaaaa")))
  }

  /// Where an ID could be in any guideline, only a set of every ID can answer.
  @Test func guidelinesThatDoNotOwnTheirIDsHaveNone() {
    let repeated = KnowledgeBase(
      contentFingerprint: "f", guidelines: [guideline("alerts", ids: ["alerts/aaaaaa"]), guideline("alerts", ids: [])])
    #expect(RecordMembership(repeated) == nil)
    let foreign = KnowledgeBase(contentFingerprint: "f", guidelines: [guideline("alerts", ids: ["menus/aaaaaa"])])
    #expect(RecordMembership(foreign) == nil)
  }
}
