import HIGModel

@testable import HIGSearch

/// A small guideline of our own writing in Apple's shape ("Dials", a made-up control), for what
/// search results show: bilingual rules in a best-practices section and in a platform section,
/// an English-only rule, an explanation, and a rule whose query words come late in its body.
enum DialsFixture {
  static func record(
    _ en: String?, _ ko: String?, kind: RecordKind = .rule, platforms: [Platform] = []
  ) -> Record {
    Record(
      id: RecordID(slug: "dials", text: en ?? ko ?? ""), kind: kind, text: LocalizedText(ko: ko, en: en),
      platforms: platforms)
  }

  static let explanation = record(
    "A dial lets people choose a value from a continuous range by turning it.",
    "다이얼을 사용하면 돌려서 연속된 범위에서 값을 고를 수 있습니다.", kind: .explanation,
    platforms: Platform.allCases)
  static let label = record(
    "Give every dial a clear label. A dial without one leaves people guessing what it changes, so name the value it "
      + "sets and show its current setting beside it.",
    "모든 다이얼에 분명한 레이블을 붙이세요. 레이블이 없는 다이얼은 무엇을 바꾸는지 알 수 없으므로, 다이얼이 정하는 값의 "
      + "이름과 현재 설정을 옆에 보여 주세요.")
  static let precision = record(
    "Pair a dial with a text field when precision matters. Turning is quick but rough, and people who know the exact "
      + "number they want find it slow to reach by hand; a text field beside the dial lets them type the value and "
      + "still see it on the dial afterward.",
    "정밀함이 중요할 때는 다이얼과 텍스트 필드를 함께 제공하세요. 돌리는 동작은 빠르지만 대략적이어서, 원하는 값을 정확히 아는 "
      + "사람에게는 손으로 맞추기가 느립니다. 다이얼 옆의 텍스트 필드에 값을 입력하게 하고, 입력한 값이 다이얼에도 보이게 하세요.")
  static let reach = record(
    "Keep dials within easy reach. People turn a dial with a small pinch, so place it near the content it changes.",
    "다이얼을 손이 쉽게 닿는 곳에 두세요. 사람들은 가볍게 집어서 다이얼을 돌리므로, 다이얼이 바꾸는 콘텐츠 가까이에 배치하세요.",
    platforms: [.visionOS])
  static let stacking = record(
    "Avoid stacking dials. Two dials on top of each other are hard to tell apart, e.g. when both show a percentage.",
    nil, platforms: [.iOS, .iPadOS])

  static let knowledgeBase = guideline(
    [
      Section(anchor: "overview", heading: nil, kind: .overview, level: 1, records: [explanation]),
      bestPractices([label, precision]),
      Section(
        anchor: "ios-ipados", heading: LocalizedText(en: "iOS, iPadOS"), kind: .platform, level: 3,
        platforms: [.iOS, .iPadOS], records: [stacking]),
      Section(
        anchor: "visionos", heading: LocalizedText(ko: "visionOS", en: "visionOS"), kind: .platform, level: 3,
        platforms: [.visionOS], records: [reach]),
    ], fingerprint: "dials-fixture")

  /// A knowledge base of the Dials guideline with these sections: for tests that need other records.
  static func guideline(_ sections: [Section], fingerprint: String) -> KnowledgeBase {
    KnowledgeBase(
      contentFingerprint: fingerprint,
      guidelines: [
        Guideline(
          slug: "dials", title: LocalizedText(ko: "다이얼", en: "Dials"), category: "Components",
          appleURL: "https://developer.apple.com/design/human-interface-guidelines/dials",
          source: Source(file: "dials.md", format: "markdown"), platforms: PlatformSupport(), sections: sections)
      ])
  }

  /// A best-practices section holding `records`.
  static func bestPractices(_ records: [Record]) -> Section {
    Section(
      anchor: "best-practices", heading: LocalizedText(ko: "모범 사례", en: "Best practices"), kind: .bestPractices,
      level: 2, records: records)
  }

  static let index = try! SearchIndex(bytes: IndexBuilder.build(knowledgeBase))

  /// The hits of `text`, in the order of the records on the page rather than by score: what a hit
  /// shows, apart from how the ranking orders them.
  static func results(_ text: String, filter: SearchFilter = SearchFilter(), limit: Int = 10) throws -> SearchResults {
    var results = try Searcher(index: index).search(SearchQuery.parse(text, filter: filter), limit: limit)
    results.hits.sort { $0.recordIndex < $1.recordIndex }
    return results
  }

  static func summary(of record: Record, query: String) throws -> HitSummary {
    try require(try results(query).hits.first { $0.record.id == record.id }).summary
  }
}

/// `#require` for a fixture's helpers, which are no tests of their own.
private func require<T>(_ value: T?) throws -> T {
  guard let value else { throw FixtureError() }
  return value
}

private struct FixtureError: Error {}
