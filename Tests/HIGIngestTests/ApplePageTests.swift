import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// Apple's page JSON as a source: every block type, the Korean and English pages of a slug joined
/// into one guideline, and the table of contents. Fixtures/applejson holds pages written for these
/// tests in Apple's shape (docs/Content.md), laid out as `hig fetch` writes them.
@Suite struct ApplePageTests {
  /// The fixture pages as a content folder of their own (`apple/…`).
  static func appleFolder() throws -> TemporaryFolder {
    let folder = TemporaryFolder("hig-apple")
    try FileManager.default.copyItem(
      at: Fixtures.file("applejson", target: "HIGIngestTests"), to: folder.url.appendingPathComponent("apple"))
    return folder
  }

  static let knowledgeBase = Result { try FixtureContent.ingest(try appleFolder()) }

  static func toggles() throws -> Guideline { try #require(try knowledgeBase.get().guideline(slug: "toggles")) }

  static func records(_ guideline: Guideline, in anchor: String) -> [Record] {
    guideline.sections.first { $0.anchor == anchor }?.records ?? []
  }

  // MARK: One page

  @Test func titleSummaryAndSourceComeFromThePage() throws {
    let toggles = try Self.toggles()
    #expect(toggles.title == LocalizedText(ko: "토글", en: "Toggles"))
    // The abstract's pieces are joined.
    #expect(toggles.summary?.en == "A toggle lets people choose between a pair of opposing states.")
    #expect(toggles.summary?.ko == "토글을 사용하면 한 쌍의 반대 상태 중에서 선택할 수 있습니다.")
    #expect(toggles.sections[0].records[0].text == toggles.summary)
    #expect(toggles.source.format == "apple-json")
    #expect(toggles.source.file == "apple/en/toggles.json")
    #expect(toggles.appleLanguages == [.ko, .en])
    #expect(toggles.appleKoreanURL == "https://developer.apple.com/kr/design/human-interface-guidelines/toggles")
  }

  @Test func headingsKeepApplesAnchors() throws {
    let toggles = try Self.toggles()
    let anchors = toggles.sections.map(\.anchor)
    #expect(
      anchors == [
        "overview", "best-practices", "sizes", "platform-considerations", "ios-ipados", "macos", "checkboxes",
        "resources", "related", "developer-documentation", "videos", "change-log",
      ])
    let considerations = try #require(toggles.sections.first { $0.anchor == "platform-considerations" })
    #expect(considerations.appleAnchor == "Platform-considerations")
    #expect(considerations.kind == .platformConsiderations)
    #expect(considerations.heading == LocalizedText(ko: "플랫폼 고려 사항", en: "Platform considerations"))
  }

  @Test func boldLeadsAreRulesWithStatementAndStrength() throws {
    let rules = Self.records(try Self.toggles(), in: "best-practices").filter { $0.kind == .rule }
    #expect(rules.map(\.strength) == [.do, .dont, .consider])
    #expect(
      rules[0].statement
        == LocalizedText(
          ko: "두 가지 반대 상태 사이의 선택에는 토글을 사용하세요.", en: "Use a toggle for a choice between two opposite states."))
    #expect(rules[0].text.en?.hasSuffix("never wonder whether a feature is on.") == true)
    // A paragraph without a bold lead is never a rule, however it is worded.
    let overview = Self.records(try Self.toggles(), in: "overview")
    #expect(!overview.contains { $0.kind == .rule })
  }

  @Test func asidesListsTablesTermsRowsTabsAndSmallTextAreRecords() throws {
    let toggles = try Self.toggles()
    let best = Self.records(toggles, in: "best-practices")
    let notes = best.filter { $0.kind == .note }
    #expect(
      notes.map(\.text.en) == [
        "A toggle in a list row updates its setting right away, without a Save button.",
        "Important: Never hide a toggle's state behind a second tap.",
      ])
    #expect(
      best.filter { $0.kind == .listItem }.map(\.text.en) == [
        "Keep the label short.", "Put the toggle at the trailing edge of the row.",
      ])
    let sizes = Self.records(toggles, in: "sizes")
    let tables = sizes.filter { $0.kind == .table }
    #expect(tables.count == 2)
    // A tab's title is the caption of what it holds, and starts a table's text.
    #expect(
      tables.map(\.caption) == [
        LocalizedText(ko: "iOS, iPadOS", en: "iOS, iPadOS"), LocalizedText(ko: "macOS", en: "macOS"),
      ])
    #expect(tables[0].rows == [["Control", "Width"], ["Switch", "51 pt"]])
    #expect(tables[1].text.ko?.hasPrefix("macOS\n컨트롤 | 너비") == true)
    #expect(sizes.contains { $0.text.en == "Checkboxes in macOS come in one size." && $0.caption?.en == "macOS" })
    // Term lists, a row's columns and small print.
    #expect(
      sizes.contains { $0.kind == .listItem && $0.text.en == "Switch: A control that slides between on and off." })
    #expect(sizes.contains { $0.text.en == "A checkbox reads best beside its label." })
    #expect(sizes.contains { $0.text.en == "Switch sizes include the touch area around the control." })
  }

  @Test func unknownTypesKeepTheirTextAndGetANote() throws {
    let knowledgeBase = try Self.knowledgeBase.get()
    let sizes = Self.records(try Self.toggles(), in: "sizes")
    #expect(sizes.contains { $0.text.en == "Remember Toggles change settings, not content." })
    #expect(sizes.contains { $0.text.en == "Watch the switch talk for more." })
    let notes = knowledgeBase.diagnostics.filter { $0.id == "ingest.unknown-apple-type" }
    #expect(notes.contains { $0.file == "apple/en/toggles.json" && $0.message.contains("'sparkleCallout'") })
    #expect(notes.contains { $0.file == "apple/en/toggles.json" && $0.message.contains("inline 'glimmer'") })
    #expect(notes.allSatisfy { $0.severity == .note })
  }

  @Test func figuresAreRecordsWithAltTextAndApplesPicture() throws {
    let figures = try Self.toggles().records.filter { $0.kind == .figure }
    #expect(figures.count == 3)
    let intro = figures[0]
    #expect(intro.text == LocalizedText(ko: "켜진 스위치와 꺼진 스위치 두 개.", en: "Two switches, one on and one off."))
    // The 2x light variant, and the downloaded copy the content folder holds.
    #expect(intro.figure?.url == "https://docs-assets.developer.apple.com/published/0a1b2c/toggles-intro@2x.png")
    #expect(intro.figure?.file == "apple/images/toggles-intro-2x.png")
    #expect(intro.figure?.kind == .image)
    // No alt text: the picture's name; no download: no file.
    #expect(figures[1].text.en == "toggles-checkbox-2x")
    #expect(figures[1].figure?.file == nil)
    #expect(figures[2].figure?.kind == .video)
    #expect(figures[2].figure?.url == "https://developer.apple.com/videos/toggles-demo.mp4")
    #expect(figures[2].text.en == "A switch sliding from off to on.")
  }

  @Test func referencesBecomeCrossReferencesAndSymbols() throws {
    let toggles = try Self.toggles()
    let intro = Self.records(toggles, in: "overview")[2]
    #expect(intro.symbols == ["SwiftUI/Toggle"])
    #expect(intro.references.map(\.slug) == ["toggles"])
    #expect(intro.references.first?.anchor == "Platform-considerations")
    #expect(intro.text.en == "In SwiftUI a toggle is a Toggle view; read on in Platform considerations.")
    let related = Self.records(toggles, in: "related")[0]
    #expect(related.references.map(\.slug) == ["tab-bars", "drag-and-drop", "tab-bars"])
    #expect(related.references.map(\.anchor) == [nil, nil, "Best-practices"])
    #expect(related.references.allSatisfy { $0.resolved })
    #expect(
      Self.records(toggles, in: "developer-documentation")[0].symbols == [
        "SwiftUI/Toggle", "UIKit/UISwitch", "AppKit/NSSwitch",
      ])
    // Korean pages link /kr/ pages: the same slugs.
    let rule = Self.records(toggles, in: "best-practices")[1]
    #expect(rule.references.map(\.slug) == ["tab-bars"])
  }

  @Test func platformSectionsAndAvailabilityLines() throws {
    let toggles = try Self.toggles()
    #expect(toggles.platforms.supported == [.iOS, .iPadOS, .macOS, .tvOS, .visionOS])
    #expect(toggles.platforms.unsupported == [.watchOS])
    #expect(Self.records(toggles, in: "platform-considerations").map(\.kind) == [.availability])
    #expect(toggles.sections.first { $0.anchor == "ios-ipados" }?.platforms == [.iOS, .iPadOS])
    let checkboxes = try #require(toggles.sections.first { $0.anchor == "checkboxes" })
    #expect(checkboxes.level == 4)
    #expect(checkboxes.platforms == [.macOS])
    #expect(Self.records(toggles, in: "macos")[0].platforms == [.macOS])
  }

  @Test func theChangeLogIsReadInBothLanguages() throws {
    let toggles = try Self.toggles()
    #expect(
      toggles.changes == [
        ChangeLogEntry(
          date: "2025-12-16", change: "Added guidance for checkboxes in macOS.", korean: "macOS의 체크박스에 대한 지침을 추가했습니다."),
        ChangeLogEntry(date: "2024-06-10", change: "Updated for visionOS.", korean: "visionOS에 맞게 업데이트했습니다."),
      ])
    #expect(ChangeLog.isoDate("December 16, 2025") == "2025-12-16")
    #expect(ChangeLog.isoDate("2025년 12월 16일") == "2025-12-16")
  }

  // MARK: Korean and English

  @Test func everyRecordOfTwinPagesHoldsBothTexts() throws {
    let toggles = try Self.toggles()
    #expect(toggles.records.allSatisfy { $0.text.isPair })
    #expect(toggles.sections.allSatisfy { $0.heading == nil || $0.heading?.isPair == true })
    // IDs follow the English text, as for any other source.
    let rule = Self.records(toggles, in: "best-practices")[0]
    #expect(rule.id == RecordID(slug: "toggles", text: rule.text.en!))
  }

  @Test func aKoreanPageWithAnExtraParagraphStillPairsTheRest() throws {
    let tabBars = try #require(try Self.knowledgeBase.get().guideline(slug: "tab-bars"))
    let best = Self.records(tabBars, in: "best-practices")
    #expect(best.count == 5)
    #expect(best.filter { !$0.text.isPair }.map(\.text.ko) == ["탭 막대의 배경은 콘텐츠 위에서 반투명하게 보일 수 있습니다."])
    #expect(
      best.filter(\.text.isPair).map(\.statement?.en) == [
        "Use a tab bar to move between top-level sections.", "Don't use a tab bar for actions.",
        "Keep tab labels short.",
        "Show a badge for new content.",
      ])
    #expect(best[3].statement?.ko == "탭 레이블을 짧게 유지하세요.")
    #expect(best[3].symbols == ["SwiftUI/TabView"])
  }

  @Test func anEnglishOnlyPageIsKeptInEnglish() throws {
    let charts = try #require(try Self.knowledgeBase.get().guideline(slug: "charts"))
    #expect(charts.appleLanguages == [.en])
    #expect(charts.appleKoreanURL == nil)
    #expect(charts.title.ko == "차트")  // from the catalog
    #expect(charts.records.allSatisfy { $0.text.ko == nil })
  }

  @Test func aCollectionPagesLinkGridIsItsTopicsNotGuidance() throws {
    let page = """
      {"identifier": {"url": "doc://com.apple.HIG/design/Human-Interface-Guidelines/containers"},
       "metadata": {"title": "Containers", "role": "collectionGroup"},
       "primaryContentSections": [{"kind": "content", "content": [
         {"type": "links", "style": "compactGrid", "items": ["doc://com.apple.HIG/design/Human-Interface-Guidelines/boxes",
           "doc://com.apple.HIG/design/Human-Interface-Guidelines/trays"]}]}],
       "references": {
         "doc://com.apple.HIG/design/Human-Interface-Guidelines/boxes": {"type": "topic", "title": "Boxes", "url": "/design/human-interface-guidelines/boxes"},
         "doc://com.apple.HIG/design/Human-Interface-Guidelines/trays": {"type": "topic", "title": "Trays", "url": "/design/human-interface-guidelines/trays"}}}
      """
    let folder = TemporaryFolder("hig-apple")
    try folder.write(page, to: "apple/en/containers.json")
    let containers = try #require(try FixtureContent.ingest(folder).guideline(slug: "containers"))
    let topics = try #require(containers.sections.first { $0.records.contains { $0.text.en == "Boxes · Trays" } })
    // Under Topics, a list of links like Resources: search weighs it as one (×0.5).
    #expect(topics.kind == .resources)
    #expect(topics.heading?.en == "Topics")
    #expect(topics.records[0].references.compactMap(\.slug) == ["boxes", "trays"])
  }

  @Test func aKoreanPageOfAnotherRevisionPairsByTheConceptsBothTextsName() throws {
    func page(_ url: String, _ heading: String, _ rules: [(String, String)]) -> String {
      let paragraphs = rules.map { bold, rest in
        #"{"type": "paragraph", "inlineContent": [{"type": "strong", "inlineContent": [{"type": "text", "text": "\#(bold)"}]}, {"type": "text", "text": " \#(rest)"}]}"#
      }
      return """
        {"identifier": {"url": "doc://com.apple.HIG/design/Human-Interface-Guidelines/panels"},
         "metadata": {"title": "Panels", "role": "article"},
         "primaryContentSections": [{"kind": "content", "content": [
           {"type": "heading", "level": 2, "text": "\(heading)", "anchor": "Best-practices"},
           \(paragraphs.joined(separator: ",\n"))]}],
         "references": {"r": {"type": "topic", "title": "Panels", "url": "\(url)"}}}
        """
    }
    let folder = TemporaryFolder("hig-apple")
    try folder.write(
      page(
        "/design/human-interface-guidelines/panels", "Best practices",
        [
          ("Keep a toolbar's items few.", "Each item competes for attention."),
          ("Give every icon a label.", "People need words as well as pictures."),
          ("Show a popover beside its button.", "It points at what opened it."),
          ("Use color sparingly in a menu.", "Color draws the eye away."),
        ]), to: "apple/en/panels.json")
    // The Korean page is a revision without the second rule: no Latin word, symbol or link tells
    // the three apart, so by position the icon rule would take the popover's Korean.
    try folder.write(
      page(
        "/kr/design/human-interface-guidelines/panels", "모범 사례",
        [
          ("도구 막대의 항목을 적게 유지하십시오.", "각 항목이 주의를 끌기 위해 경쟁합니다."),
          ("팝오버를 해당 버튼 옆에 표시하십시오.", "팝오버는 자신을 연 대상을 가리킵니다."),
          ("메뉴에서 색상을 절제하여 사용하십시오.", "색상은 시선을 빼앗습니다."),
        ]), to: "apple/ko/panels.json")
    let panels = try #require(try FixtureContent.ingest(folder).guideline(slug: "panels"))
    let korean = panels.records.filter { $0.text.en != nil }.map { $0.text.ko?.prefix(2) }
    #expect(korean == ["도구", nil, "팝오", "메뉴"])
  }

  @Test func languageIsReadFromTheTextNotTheFolder() throws {
    let folder = TemporaryFolder("hig-apple")
    let korean = try Data(contentsOf: Fixtures.file("applejson/ko/tab-bars.json", target: "HIGIngestTests"))
    // Korean text, no /kr/ link, in a folder called en.
    let text = String(decoding: korean, as: UTF8.self).replacingOccurrences(of: "\"/kr/", with: "\"/")
    try folder.write(text, to: "en/tab-bars.json")
    let guideline = try #require(try FixtureContent.ingest(folder).guideline(slug: "tab-bars"))
    #expect(guideline.appleLanguages == [.ko])
    #expect(guideline.title.ko == "탭 막대")
  }

  @Test func theTableOfContentsGivesSectionAndGroupAndTheOtherJSONIsIgnored() throws {
    let knowledgeBase = try Self.knowledgeBase.get()
    #expect(knowledgeBase.guideline(slug: "toggles")?.category == "Components")
    #expect(knowledgeBase.guideline(slug: "toggles")?.group == "Selection and input")
    #expect(knowledgeBase.topics.prefix(3).map(\.slug) == ["patterns", "drag-and-drop", "components"])
    // fetch-state.json is hig fetch's own; it is neither a page nor a warning.
    #expect(!knowledgeBase.diagnostics.contains { $0.file?.hasSuffix("fetch-state.json") == true })
    #expect(knowledgeBase.diagnostics.filter { $0.severity >= .warning }.isEmpty)

    let folder = try Self.appleFolder()
    try folder.write(
      #"{"interfaceLanguages":{"swift":[{"title":"Human Interface Guidelines","path":"/design/human-interface-guidelines","children":[{"title":"Components","type":"groupMarker"},{"title":"Controls","type":"symbol","children":[{"title":"Toggles","path":"/design/human-interface-guidelines/toggles","type":"article"}]}]}]}}"#,
      to: "apple/index.json")
    try folder.write(#"{"name": "some-package", "version": "1.0.0"}"#, to: "package.json")
    let filed = try FixtureContent.ingest(folder)
    #expect(filed.guideline(slug: "toggles")?.category == "Controls")
    #expect(filed.guideline(slug: "toggles")?.group == nil)
    // Pages the index does not list keep the catalog's section and group.
    #expect(filed.guideline(slug: "tab-bars")?.group == "Navigation and search")
    #expect(!filed.diagnostics.contains { $0.file == "package.json" })
  }

  @Test func theNavigatorIndexReadsGroupMarkersAndGroupPages() throws {
    let json = #"""
      {"interfaceLanguages": {"swift": [{"title": "HIG", "path": "/design/human-interface-guidelines", "type": "module",
        "children": [
          {"title": "Getting started", "type": "groupMarker"},
          {"title": "Designing for iOS", "path": "/design/human-interface-guidelines/designing-for-ios", "type": "article"},
          {"title": "Components", "path": "/design/human-interface-guidelines/components", "type": "symbol", "children": [
            {"title": "Content", "type": "groupMarker"},
            {"title": "Charts", "path": "/design/human-interface-guidelines/charts"},
            {"title": "Menus and actions", "children": [
              {"title": "Buttons", "path": "/design/human-interface-guidelines/buttons"}]},
            {"title": "Toggles", "path": "/design/human-interface-guidelines/toggles"}]}]}]}}
      """#
    let index = try AppleNavigatorIndex(bytes: Array(json.utf8))
    #expect(index.topics.map(\.slug) == ["designing-for-ios", "components", "charts", "buttons", "toggles"])
    #expect(index.topics.map(\.section) == ["Getting started", "Components", "Components", "Components", "Components"])
    #expect(index.topics.map(\.group) == [nil, nil, "Content", "Menus and actions", "Content"])
  }

  @Test func aPageHigFetchIsStillWritingIsNotRead() throws {
    let folder = try Self.appleFolder()
    // hig fetch writes `.<name>.tmp-*` beside the page and renames it into place.
    try folder.write(
      #"{"primaryContentSections": [{"kind": "content", "content": ["#, to: "apple/en/.buttons.json.tmp-41")
    let knowledgeBase = try FixtureContent.ingest(folder)
    #expect(!knowledgeBase.diagnostics.contains { $0.file?.contains(".tmp-") == true })
    #expect(knowledgeBase.guidelines.count == 4)
  }

  // MARK: Community translations

  /// A community translation of a page Apple's JSON covers, in the plain-text shape.
  static let communityDragAndDrop = """
    드래그 앤 드롭(Drag and drop)
    드래그 앤 드롭으로 사람들은 항목을 손가락이나 포인터로 끌어 다른 자리로 옮깁니다.
    놓을 수 있는 자리를 미리 알려 주십시오. 끌어온 항목이 들어갈 곳이 분명하면 실수가 줄어듭니다.
    끌기를 취소하는 방법을 마련하십시오. 항목을 원래 위치로 돌려놓으면 아무 변화도 없어야 합니다.

    """

  @Test func aCommunityTranslationJoinsApplesPageAndKeepsItsIDs() throws {
    let folder = TemporaryFolder("hig-apple")
    let content = folder.url.appendingPathComponent("Content")
    try folder.write(Self.communityDragAndDrop, to: "Content/guidelines/drag-and-drop.txt")
    try folder.write(
      #"{"guidelines": [{"file": "guidelines/drag-and-drop.txt", "slug": "drag-and-drop", "source": {"name": "번역 글"}}]}"#,
      to: "Content/guidelines.json")
    let alone = try Ingester(folder: ContentFolder(url: content)).ingest()
    let community = try #require(alone.guideline(slug: "drag-and-drop"))
    #expect(community.records.count >= 3)
    try FileManager.default.copyItem(
      at: Fixtures.file("applejson", target: "HIGIngestTests"), to: content.appendingPathComponent("apple"))
    let knowledgeBase = try Ingester(folder: ContentFolder(url: content)).ingest()
    let joined = try #require(knowledgeBase.guideline(slug: "drag-and-drop"))
    #expect(joined.appleLanguages == [.ko, .en])
    #expect(joined.source.file == "apple/en/drag-and-drop.json")
    #expect(joined.translations.count == 1)
    #expect(joined.translations[0].source.file == "guidelines/drag-and-drop.txt")
    #expect(joined.translations[0].source.name == community.source.name)
    // Every community record is still there, under its old ID, in the translation's sections.
    let kept = joined.sections(ofTranslation: 0).flatMap(\.records)
    #expect(kept.map(\.id) == community.records.map(\.id))
    #expect(kept.map(\.text) == community.records.map(\.text))
    for id in community.records.map(\.id) {
      let found = try #require(knowledgeBase.lookup(id))
      #expect(joined.source(of: found.record.id).file == "guidelines/drag-and-drop.txt")
    }
    #expect(Set(joined.records.map(\.id)).count == joined.records.count)
    #expect(joined.ownSections.allSatisfy { !$0.anchor.hasPrefix("translation-") })
    #expect(joined.sections(ofTranslation: 0).allSatisfy { $0.anchor.hasPrefix("translation-1-") })
    // No duplicate-slug warning: a note says where the text went.
    #expect(!knowledgeBase.diagnostics.contains { $0.id == "ingest.duplicate-slug" })
    #expect(
      knowledgeBase.diagnostics.contains {
        $0.id == "ingest.community-translation" && $0.file == "guidelines/drag-and-drop.txt"
      })
    #expect(knowledgeBase.guidelines.map(\.slug).sorted() == ["charts", "drag-and-drop", "tab-bars", "toggles"])
  }

  // MARK: Bad input

  @Test func aBrokenPageIsSkippedWithAWarningAndTheRestIngested() throws {
    let folder = try Self.appleFolder()
    try folder.write(#"{"primaryContentSections": [ {"kind": "content", "content": [ "#, to: "apple/en/broken.json")
    try folder.write(
      #"{"primaryContentSections": [], "identifier": {"url": "doc://com.apple.HIG/design"}}"#,
      to: "apple/en/noslug.json")
    // Wrong shapes everywhere: numbers for arrays, arrays for objects, nulls.
    try folder.write(
      #"""
      {"identifier": {"url": "doc://com.apple.HIG/design/Human-Interface-Guidelines/odd-page"}, "metadata": {"title": 7},
        "abstract": {"a": 1}, "references": [1, 2],
        "primaryContentSections": [{"kind": "content", "content": [
          {"type": "paragraph", "inlineContent": 5}, {"type": "unorderedList", "items": [null, 3, {"content": "x"}]},
          {"type": "table", "rows": [[null, [1]], 4]}, {"type": "heading", "level": "two", "text": "Odd"},
          {"type": "paragraph", "inlineContent": [{"type": "reference", "identifier": "missing"}, {"type": "image"}]},
          {"type": "tabNavigator", "tabs": [{"title": null, "content": [{"type": "small", "inlineContent": [{"type": "text", "text": "kept"}]}]}]},
          {"no type": true, "text": "also kept"}]}]}
      """#, to: "apple/en/odd-page.json")
    // Apple's landing page lists the sections: a note, not a warning.
    try folder.write(
      #"{"primaryContentSections": [], "identifier": {"url": "doc://com.apple.HIG/design/Human-Interface-Guidelines"}, "metadata": {"role": "collection"}}"#,
      to: "apple/en/human-interface-guidelines.json")
    let knowledgeBase = try FixtureContent.ingest(folder)
    #expect(
      knowledgeBase.diagnostics.contains {
        $0.id == "ingest.not-a-guideline" && $0.file == "apple/en/human-interface-guidelines.json"
      })
    let warnings = knowledgeBase.diagnostics.filter { $0.severity >= .warning }
    #expect(warnings.compactMap(\.file).sorted() == ["apple/en/broken.json", "apple/en/noslug.json"])
    #expect(warnings.first { $0.file == "apple/en/broken.json" }?.message.contains("not valid JSON at byte") == true)
    #expect(warnings.first { $0.file == "apple/en/noslug.json" }?.message.contains("identifier.url") == true)
    // The odd page says nothing a reader could use but "kept" and "also kept" and "Odd": no crash.
    let odd = try #require(knowledgeBase.guideline(slug: "odd-page"))
    #expect(odd.records.compactMap(\.text.en).sorted() == ["also kept", "kept", "missing"])
    #expect(knowledgeBase.guideline(slug: "toggles") != nil)
  }

  /// Hostile files of about 1 MB: nested a million levels, huge arrays, long strings full of
  /// escapes, endless inline runs. Each is read in linear time and refused or read, never crashing.
  @Test func adversarialPagesFinishFast() throws {
    let megabyte = 1 << 20
    let head =
      #"{"identifier":{"url":"doc://com.apple.HIG/design/Human-Interface-Guidelines/hostile"},"primaryContentSections":[{"kind":"content","content":"#
    let paragraph =
      #"{"type":"paragraph","inlineContent":[{"type":"strong","inlineContent":[{"type":"text","text":"Use it."}]},{"type":"text","text":" Then more."}]}"#
    let cases: [(String, String)] = [
      ("deep arrays", String(repeating: "[", count: megabyte)),
      ("deep objects", String(repeating: #"{"a":"#, count: megabyte / 5)),
      ("deep blocks", head + String(repeating: #"[{"type":"aside","content":"#, count: megabyte / 30)),
      (
        "deep inlines",
        head + #"[{"type":"paragraph","inlineContent":"#
          + String(repeating: #"[{"type":"strong","inlineContent":"#, count: megabyte / 36)
      ),
      (
        "many paragraphs",
        head + "[" + Array(repeating: paragraph, count: megabyte / paragraph.utf8.count).joined(separator: ",") + "]}]}"
      ),
      (
        "one long escaped string",
        head + #"[{"type":"paragraph","inlineContent":[{"type":"text","text":""#
          + String(repeating: #"\u00e9\n\""#, count: megabyte / 10) + #""}]}]}]}"#
      ),
      (
        "wide table",
        head + #"[{"type":"table","rows":[["#
          + Array(
            repeating: #"[{"type":"paragraph","inlineContent":[{"type":"text","text":"c"}]}]"#, count: megabyte / 60
          ).joined(separator: ",") + "]]}]}]}"
      ),
      (
        "many alike headings",
        head + "["
          + Array(repeating: #"{"type":"heading","level":2,"text":"Same","anchor":"Same"}"#, count: megabyte / 60)
          .joined(separator: ",") + "]}]}"
      ),
      (
        "many references",
        head + #"[{"type":"paragraph","inlineContent":["#
          + (0..<(megabyte / 100)).map {
            #"{"type":"reference","identifier":"doc://com.apple.documentation/documentation/SwiftUI/V\#($0)"}"#
          }.joined(separator: ",") + "]}]}]}"
      ),
      (
        "many list items",
        head + #"[{"type":"unorderedList","items":["#
          + Array(
            repeating: #"{"content":[{"type":"paragraph","inlineContent":[{"type":"text","text":"item"}]}]}"#,
            count: megabyte / 80
          ).joined(separator: ",") + "]}]}]}"
      ),
    ]
    for (name, text) in cases {
      let bytes = Array(text.utf8)
      let start = ContinuousClock.now
      let outcome = Result { try ApplePage(bytes: bytes, file: "hostile.json") }
      let elapsed = ContinuousClock.now - start
      #expect(elapsed < .seconds(20), "\(name): \(elapsed)")
      switch outcome {
      case .success(let page): #expect(!name.hasPrefix("deep"), "\(name) was read: \(page.blocks.count) blocks")
      case .failure(let error): #expect(name.hasPrefix("deep"), "\(name): \(error)")
      }
    }
  }

  /// Twin pages of 900 rules, the Korean one a rule short: the alignment that pairs them
  /// stays within its bound and pairs all but that one.
  @Test func largeTwinsOfDifferentLengthsMergeFast() throws {
    func page(_ count: Int, korean: Bool) -> String {
      let rules = (0..<count).filter { !korean || $0 != 450 }.map { index in
        let statement = korean ? "규칙 \(index)번을 따르세요." : "Follow rule \(index)."
        return
          #"{"type":"paragraph","inlineContent":[{"type":"strong","inlineContent":[{"type":"text","text":"\#(statement)"}]}]}"#
      }
      return
        #"{"identifier":{"url":"doc://com.apple.HIG/design/Human-Interface-Guidelines/big"},"primaryContentSections":[{"kind":"content","content":[{"type":"heading","level":2,"text":"Best practices","anchor":"Best-practices"},"#
        + rules.joined(separator: ",") + "]}]}"
    }
    let folder = TemporaryFolder("hig-apple")
    try folder.write(page(900, korean: false), to: "en/big.json")
    try folder.write(page(900, korean: true), to: "ko/big.json")
    let start = ContinuousClock.now
    let big = try #require(try FixtureContent.ingest(folder).guideline(slug: "big"))
    #expect(ContinuousClock.now - start < .seconds(30))
    #expect(big.records.filter(\.text.isPair).count == 899)
    #expect(big.records.first { $0.text.en == "Follow rule 12." }?.text.ko == "규칙 12번을 따르세요.")
    #expect(big.records.first { $0.text.en == "Follow rule 451." }?.text.ko == "규칙 451번을 따르세요.")
    #expect(big.records.first { $0.text.en == "Follow rule 450." }?.text.ko == nil)
  }

  @Test func readingTimeGrowsLinearly() throws {
    func page(_ paragraphs: Int) -> [UInt8] {
      let paragraph =
        #"{"type":"paragraph","inlineContent":[{"type":"strong","inlineContent":[{"type":"text","text":"Use it."}]},{"type":"text","text":" Then more."}]}"#
      return Array(
        (#"{"identifier":{"url":"doc://com.apple.HIG/design/Human-Interface-Guidelines/grow"},"primaryContentSections":[{"kind":"content","content":["#
          + Array(repeating: paragraph, count: paragraphs).joined(separator: ",") + "]}]}").utf8)
    }
    func time(_ bytes: [UInt8]) throws -> Duration {
      let start = ContinuousClock.now
      _ = try ApplePage(bytes: bytes, file: "grow.json")
      return ContinuousClock.now - start
    }
    let small = try [0, 1, 2].map { _ in try time(page(2_000)) }.min()!
    let large = try [0, 1, 2].map { _ in try time(page(16_000)) }.min()!
    // Eight times the input; quadratic work would take some sixty times as long.
    #expect(large < small * 24, "2,000 paragraphs: \(small), 16,000: \(large)")
  }
}
