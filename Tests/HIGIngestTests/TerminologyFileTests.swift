import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

@Suite struct TerminologyFileTests {
  @Test func readsAConceptALine() {
    let (terminology, diagnostics) = TerminologyFile.parse(
      """
      # comment
      en\tko\tvariants\tstatus\ttopic\tnote
      tab bar\t탭 막대\t탭 바|탭바\tofficial\ttab-bars\tkr:tab-bars
      checkbox|check box\t체크상자\t체크박스
      split view\t\t분할 보기\tofficial
      ID Verifier\t\t\tofficial\tid-verifier

      """)
    #expect(diagnostics.isEmpty)
    #expect(
      terminology.concepts == [
        TermConcept(
          english: ["tab bar"], korean: "탭 막대", variants: ["탭 바", "탭바"], status: .official, topic: "tab-bars",
          note: "kr:tab-bars"),
        TermConcept(english: ["checkbox", "check box"], korean: "체크상자", variants: ["체크박스"], status: .uncertain),
        TermConcept(english: ["split view"], korean: nil, variants: ["분할 보기"], status: .official),
        TermConcept(english: ["ID Verifier"], korean: nil, status: .official, topic: "id-verifier"),
      ])
  }

  @Test(arguments: [
    ("only one column", "expected 2 to 6 tab-separated columns"),
    ("slider\t슬라이더\t\tofficial\tsliders\tnote\textra", "expected 2 to 6 tab-separated columns"),
    ("\t슬라이더", "no English term"),
    ("슬라이더\tslider", "the English column holds Hangul"),
    ("slider\t슬라이더|슬라이드", "the ko column holds several terms"),
    ("slider\t슬라이더\tSlider bar", "Korean name 'Slider bar' has no Hangul"),
    ("slider\t슬라이더\t\tmaybe", "unknown status 'maybe'"),
    ("slider\t슬라이더\t\tharvested", "unknown status 'harvested'"),
    ("slider\t슬라이더\t\tofficial\tSliders Page", "topic 'Sliders Page' is not a slug"),
    ("slider\t\t\tcommon", "no Korean name"),
  ])
  func aMalformedLineIsSkippedWithItsFileAndLine(_ line: String, _ message: String) throws {
    let (terminology, diagnostics) = TerminologyFile.parse("toggle\t토글\n\(line)\nswitch\t스위치\n")
    #expect(terminology.concepts.map(\.term) == ["toggle", "switch"])
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.id == "terminology.malformed-line")
    #expect(diagnostic.message.hasPrefix(message))
    #expect(diagnostic.description.contains("terminology.tsv:2: "))
    #expect(diagnostic.fix != nil)
  }

  @Test func windowsLineEndsReadAsLines() {
    let (terminology, diagnostics) = TerminologyFile.parse("# comment\r\ntoggle\t토글\r\nswitch\t스위치\r\n")
    #expect(diagnostics.isEmpty)
    #expect(terminology.concepts.map(\.term) == ["toggle", "switch"])
    #expect(terminology.concepts.map(\.korean) == ["토글", "스위치"])
  }

  @Test func aConceptDefinedTwiceIsReportedWithBothLines() throws {
    let (terminology, diagnostics) = TerminologyFile.parse(
      "tab bar\t탭 막대\ntoolbar\t도구 막대\nTab bars\t탭 바\ntoggle\t토글\t토글|스위치\n", file: "Content/terminology.tsv")
    #expect(terminology.concepts.map(\.term) == ["tab bar", "toolbar", "toggle"])
    #expect(terminology.concepts.last?.variants == ["스위치"])
    #expect(diagnostics.map(\.id) == ["terminology.duplicate-concept", "terminology.duplicate-name"])
    #expect(
      diagnostics[0].description.hasPrefix(
        "warning[terminology.duplicate-concept] Content/terminology.tsv:3: 'Tab bars' is already defined at Content/terminology.tsv:1"
      ))
    #expect(diagnostics[1].line == 4 && diagnostics[1].severity == .note)
  }

  @Test func spacingVariantsAreDifferentNames() {
    let (terminology, diagnostics) = TerminologyFile.parse("tab bar\t탭 막대\t탭 바|탭바|탭  바\n")
    #expect(terminology.concepts.first?.variants == ["탭 바", "탭바"])
    #expect(diagnostics.map(\.id) == ["terminology.duplicate-name"])
  }

  // The built-in file: read without a complaint, every topic of Apple's catalog has a concept, and
  // every pair of the glossary it replaced still comes out of it.

  static let bundled = TerminologyFile.parse(
    (try? String(
      contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Sources/HIGIngest/Terminology/terminology.tsv"),
      encoding: .utf8)) ?? "")

  @Test func builtInTerminologyIsTheShippedFile() {
    #expect(Terminology.builtIn == Self.bundled.terminology)
  }

  @Test func aContentFoldersOwnLineReplacesTheBuiltInConceptOfTheSameName() {
    let own = TerminologyFile.parse("tab bar\t탭 바\t탭바\tcommon\n").terminology
    let merged = Terminology.builtIn.overlaid(by: own)
    #expect(merged.concept(english: "tab bars")?.korean == "탭 바")
    #expect(merged.concepts.filter { $0.english.contains("tab bar") }.count == 1)
    #expect(merged.concept(english: "toolbar") == Terminology.builtIn.concept(english: "toolbar"))
  }

  @Test func bundledTerminologyReadsCleanly() {
    #expect(Self.bundled.diagnostics.map(\.description) == [])
    #expect(Self.bundled.terminology.concepts.count >= 500)
  }

  @Test func bundledTerminologyCoversEveryTopicOfTheCatalog() {
    let topics = Set(Self.bundled.terminology.concepts.compactMap(\.topic))
    let catalog = TopicCatalog.builtIn.topics.map(\.slug)
    #expect(catalog.filter { !topics.contains($0) } == [])
    #expect(topics.filter { TopicCatalog.builtIn.topic(slug: $0) == nil }.sorted() == [])
  }

  @Test func bundledTerminologyKeepsEveryPairOfTheFormerGlossary() throws {
    let former = try String(
      contentsOf: Fixtures.file("terminology/glossary-pairs.tsv", target: "HIGIngestTests"), encoding: .utf8)
    let derived = Set(
      Self.bundled.terminology.glossaryPairs.map { Terminology.koreanKey($0.ko) + "=" + Terminology.englishKey($0.en) })
    let missing = TSV.rows(former).filter {
      !derived.contains(Terminology.koreanKey($0[0]) + "=" + Terminology.englishKey($0[1]))
    }
    #expect(TSV.rows(former).count > 300)
    #expect(missing == [])
  }

  @Test func bundledTerminologyMarksHowEachTermWasChecked() {
    let concepts = Self.bundled.terminology.concepts
    // An official term says where it was seen; an uncertain one says why.
    #expect(concepts.filter { $0.status == .official && $0.note == nil }.map(\.term) == [])
    #expect(concepts.filter { $0.status == .uncertain && $0.note == nil }.count < concepts.count / 10)
    #expect(concepts.first { $0.term == "tab bar" }?.koreanNames.prefix(2) == ["탭 막대", "탭 바"])
    #expect(concepts.first { $0.term == "window" }?.koreanNames.prefix(2) == ["윈도우", "창"])
  }

  @Test func ingestionMakesTheTerminologyPartOfTheKnowledgeBase() throws {
    let folder = TemporaryFolder("hig-terminology")
    try folder.write("tab bar\t탭 막대\t탭 바\tofficial\tnot a slug!\n", to: "terminology.tsv")
    try folder.write("슬라이더\tslider\n", to: "glossary.tsv")
    try folder.write("# 탭 바\n\n탭 바는 앱의 섹션 사이를 이동하게 합니다.\n", to: "tab-bars.md")
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    #expect(
      kb.diagnostics.contains { $0.id == "terminology.malformed-line" && $0.file == "terminology.tsv" && $0.line == 1 })
    try folder.write("tab bar\t탭 막대\t탭 바\tofficial\ttab-bars\n", to: "terminology.tsv")
    let fixed = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    #expect(fixed.terminology.concept(english: "tab bar")?.variants == ["탭 바"])
    let curated = fixed.glossary.filter { $0.origin == .curated }.map { "\($0.ko)=\($0.en)" }
    // The folder's own line comes first and replaces the built-in "tab bar"; the built-in
    // concepts and the older glossary file follow.
    #expect(Array(curated.prefix(2)) == ["탭 막대=tab bar", "탭 바=tab bar"])
    #expect(curated.filter { $0.hasSuffix("=tab bar") }.count == 2)
    #expect(curated.contains("도구 막대=toolbar"))
    #expect(curated.contains("슬라이더=slider"))
    #expect(fixed.glossary.first { $0.ko == "탭 바" }?.occurrences.count == 1)
  }
}
