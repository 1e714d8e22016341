import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

@Suite struct TermHarvesterTests {
  /// A bilingual guideline built in memory, as the Apple JSON ingester or a merged Korean/English
  /// pair of pages makes one.
  static func toolbars(url: String? = "https://developer.apple.com/kr/design/human-interface-guidelines/toolbars")
    -> Guideline
  {
    func record(_ ko: String, _ en: String, kind: RecordKind = .explanation) -> Record {
      Record(id: RecordID(slug: "toolbars", text: en), kind: kind, text: LocalizedText(ko: ko, en: en))
    }
    return Guideline(
      slug: "toolbars", title: LocalizedText(ko: "도구 막대", en: "Toolbars"), category: "Components",
      appleURL: Topic.appleBaseURL + "toolbars", source: Source(file: "toolbars.json", format: "apple-json", url: url),
      platforms: PlatformSupport(supported: [], unsupported: []),
      sections: [
        Section(
          anchor: "overview", heading: nil, kind: .overview, level: 1,
          records: [
            record("도구 막대는 자주 사용하는 명령에 접근하게 합니다.", "A toolbar provides convenient access to frequently used commands.")
          ]),
        Section(
          anchor: "best-practices", heading: LocalizedText(ko: "모범 사례", en: "Best practices"), kind: .bestPractices,
          level: 2, records: [record("표준", "Standard"), record("콤팩트", "Compact")]),
        Section(anchor: "titles", heading: LocalizedText(ko: "제목", en: "Titles"), kind: .topic, level: 2),
        Section(
          anchor: "item-groupings", heading: LocalizedText(ko: "항목 그룹", en: "Item groupings"), kind: .topic, level: 2),
        Section(
          anchor: "x", heading: LocalizedText(ko: "방해받지 않는 환경을 제공하십시오.", en: "Provide a distraction-free experience."),
          kind: .topic, level: 3),
        Section(
          anchor: "ios-ipados", heading: LocalizedText(ko: "iOS, iPadOS", en: "iOS, iPadOS"), kind: .platform, level: 3,
          platforms: [.iOS, .iPadOS]),
        Section(anchor: "visionos", heading: LocalizedText(ko: "visionOS", en: "visionOS"), kind: .topic, level: 3),
        Section(
          anchor: "tables", heading: LocalizedText(ko: "표", en: "Tables"), kind: .topic, level: 3,
          records: [
            Record(id: RecordID(slug: "toolbars", text: "t"), kind: .table, text: LocalizedText(ko: "날짜", en: "Date"))
          ]),
      ])
  }

  @Test func harvestsTitlesAlignedHeadingsAndLabels() {
    let pairs = TermHarvester.pairs(in: [Self.toolbars()])
    #expect(
      pairs.map { "\($0.ko)=\($0.en) \($0.origin.rawValue)" } == [
        "도구 막대=Toolbars title", "모범 사례=Best practices heading", "표준=Standard label", "콤팩트=Compact label",
        "제목=Titles heading", "항목 그룹=Item groupings heading", "표=Tables heading",
      ])
    #expect(pairs.allSatisfy { $0.official && $0.slug == "toolbars" })
  }

  @Test func attributesTheGlossarysExtractedPairsToTheirGuideline() {
    let guideline = Self.toolbars(url: "https://velog.io/@someone/toolbars")
    let glossary = [
      GlossaryTerm(ko: "초과 메뉴", en: "overflow menu", origin: .extracted, occurrences: [guideline.records[0].id]),
      GlossaryTerm(ko: "툴바", en: "toolbar", origin: .curated),
    ]
    let pairs = TermHarvester.pairs(in: [guideline], glossary: glossary)
    let inline = pairs.filter { $0.origin == .inline }
    #expect(inline.map { "\($0.ko)=\($0.en)" } == ["초과 메뉴=overflow menu"])
    #expect(inline.first?.slug == "toolbars")
    // A community translation is not Apple's wording.
    #expect(pairs.allSatisfy { !$0.official })
  }

  @Test(arguments: [
    ("도구 막대", "Toolbars", true), ("iOS, iPadOS", "iOS, iPadOS", false), ("SF Symbols", "SF Symbols", false),
    ("모범 사례", "모범 사례", false), ("제목을 제공하십시오.", "Provide a title.", false),
    ("이 섹션에서 설명하는 아주 긴 한국어 제목 문구입니다 정말로", "Short", false),
    ("안전 영역", "Safe areas in every one of the many layouts", false), ("Dock 메뉴", "Dock menus", true),
  ])
  func aTermIsShortNotASentenceAndNotTheSameInBothLanguages(_ ko: String, _ en: String, _ isTerm: Bool) {
    #expect(TermHarvester.isTerm(ko: ko, en: en) == isTerm)
  }

  @Test func harvestedPairsGrowTheTerminology() {
    let curated = Terminology(concepts: [
      TermConcept(english: ["toolbar"], korean: "툴바", variants: ["도구 모음"], status: .uncertain),
      TermConcept(english: ["title"], korean: "제목", status: .official),
      TermConcept(english: ["best practices"], korean: "모범 사례", status: .official),
    ])
    let pairs =
      TermHarvester.pairs(in: [Self.toolbars()])
      + [
        .init(ko: "타이틀", en: "Title", origin: .inline, slug: "x", official: true),
        .init(ko: "툴 바", en: "toolbar", origin: .inline, slug: "x", official: false),
      ]
    let grown = curated.adding(pairs)
    // Apple's own title makes its Korean the official term; the curated one stays a variant.
    let toolbar = grown.concept(english: "toolbar")
    #expect(toolbar?.korean == "도구 막대")
    #expect(toolbar?.variants == ["툴바", "도구 모음", "툴 바"])
    #expect(toolbar?.status == .official)
    #expect(toolbar?.note == "confirmed by toolbars")
    // A gloss in running text adds a name, never replaces Apple's.
    #expect(grown.concept(english: "title")?.koreanNames == ["제목", "타이틀"])
    #expect(grown.concept(english: "best practices")?.koreanNames == ["모범 사례"])
    // Pairs no concept knows become concepts of their own.
    let new = grown.concepts.dropFirst(curated.concepts.count)
    #expect(new.map(\.term) == ["Standard", "Compact", "Item groupings", "Tables"])
    #expect(new.allSatisfy { $0.status == .harvested })
    #expect(new.first?.note == "from toolbars (label, Apple's page)")
  }

  @Test func aMergedPairOfPagesAddsItsHeadingsAtIngestion() throws {
    let folder = try FixtureContent.folder(["apple"])
    try folder.write("toggle\t토글\t\tofficial\ttoggles\tkr:toggles\nswitch\t스위치\n", to: "terminology.tsv")
    let kb = try FixtureContent.ingest(folder)
    #expect(kb.terminology.concept(english: "Switches")?.term == "switch")
    let harvested = kb.terminology.concepts.filter { $0.status == .harvested }.map { "\($0.korean ?? "")=\($0.term)" }
    #expect(kb.terminology.concept(english: "Best practices")?.koreanNames.contains("모범 사례") == true)
    #expect(kb.terminology.concept(english: "Platform considerations")?.koreanNames.contains("플랫폼 고려 사항") == true)
    #expect(!harvested.contains { $0.hasPrefix("iOS") })
  }
}
