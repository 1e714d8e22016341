import HIGModel
import Testing

@testable import HIGSearch

/// A record outside a platform section whose own text limits it to some of its page's platforms
/// (the ingester's `StatedPlatforms`) ranks for a query naming one of them as a platform section's
/// record does.
@Suite struct PlatformScopeTests {
  static let general = DialsFixture.record(
    "Keep dial labels short. A short label fits beside the dial on every screen.",
    "다이얼 레이블을 짧게 유지하십시오. 짧은 레이블은 어느 화면에서나 다이얼 옆에 들어갑니다.", platforms: Platform.allCases)
  static let scoped = DialsFixture.record(
    "In your tvOS and watchOS apps, keep dial labels to a word.",
    "tvOS 및 watchOS 앱에서 다이얼 레이블을 한 단어로 유지하십시오.", platforms: [.tvOS, .watchOS])

  @Test func aRecordNarrowerThanItsPageIsAboutItsPlatforms() {
    let guideline = Guideline(
      slug: "dials", title: LocalizedText(en: "Dials"), category: "Components", appleURL: "",
      source: Source(file: "dials.md", format: "markdown"), platforms: PlatformSupport(supported: Platform.allCases),
      sections: [])
    #expect(IndexBuilder.scopeFlags(of: Self.scoped, in: guideline) == RecordFlags.platform)
    #expect(IndexBuilder.scopeFlags(of: Self.general, in: guideline) == 0)
    // A page stating no platforms: every platform is no narrowing, nor is no platform.
    var unstated = guideline
    unstated.platforms = PlatformSupport()
    #expect(IndexBuilder.scopeFlags(of: Self.scoped, in: unstated) == RecordFlags.platform)
    #expect(IndexBuilder.scopeFlags(of: Self.general, in: unstated) == 0)
    #expect(IndexBuilder.scopeFlags(of: DialsFixture.record("Label dials.", nil), in: unstated) == 0)
  }

  @Test func aQueryNamingThePlatformPrefersTheScopedRecord() throws {
    var guideline = DialsFixture.guideline([DialsFixture.bestPractices([Self.general, Self.scoped])], fingerprint: "scope")
    guideline.guidelines[0].platforms = PlatformSupport(supported: Platform.allCases)
    let index = try SearchIndex(bytes: IndexBuilder.build(guideline))
    let first = { (text: String) in try Searcher(index: index).search(SearchQuery.parse(text)).hits.first?.record.id }
    #expect(try first("watchOS 다이얼 레이블") == Self.scoped.id)
    #expect(try first("다이얼 레이블") == Self.general.id)
  }
}
