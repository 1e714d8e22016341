import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

/// What a reader sees of each of the four real guideline texts in Content/, pinned.
@Suite struct SeedIngestTests {
  static let knowledgeBase: KnowledgeBase = {
    do {
      return try Ingester(folder: ContentFolder(url: Fixtures.contentFolder)).ingest()
    } catch {
      preconditionFailure("the bundled Content must ingest: \(error)")
    }
  }()

  var kb: KnowledgeBase { Self.knowledgeBase }

  func guideline(_ slug: String) throws -> Guideline {
    try #require(kb.guideline(slug: slug), "no guideline \(slug)")
  }

  func section(_ guideline: Guideline, _ heading: String) throws -> Section {
    try #require(guideline.sections.first { $0.heading?.en == heading || $0.heading?.ko == heading })
  }

  @Test func allFourTextsBecomeGuidelinesWithAppleSlugsAndNoWarnings() {
    #expect(
      kb.guidelines.map(\.slug).sorted() == ["drag-and-drop", "home-screen-quick-actions", "modality", "multitasking"])
    #expect(kb.diagnostics.filter { $0.severity >= .warning }.isEmpty)
    for guideline in kb.guidelines {
      #expect(guideline.appleURL == "https://developer.apple.com/design/human-interface-guidelines/\(guideline.slug)")
      #expect(guideline.title.ko != nil && guideline.title.en != nil)
    }
  }

  @Test func everyRecordIDIsUniqueAndStartsWithItsGuidelineSlug() {
    let ids = kb.records.map(\.id)
    #expect(Set(ids).count == ids.count)
    for guideline in kb.guidelines {
      #expect(guideline.records.allSatisfy { $0.id.slug == guideline.slug && RecordID($0.id.rawValue) != nil })
    }
  }

  // MARK: Drag and drop: a translation with a translator's preface and notes

  @Test func dragAndDropPlatformSectionsTagTheirRules() throws {
    let page = try guideline("drag-and-drop")
    #expect(page.platforms.supported == [.iOS, .iPadOS, .macOS])
    #expect(page.platforms.unsupported == [.tvOS, .watchOS])
    let macOS = try section(page, "macOS")
    #expect(macOS.kind == .platform)
    let macRules = macOS.records.filter { $0.kind == .rule }
    #expect(macRules.count >= 4)
    #expect(macRules.allSatisfy { $0.platforms == [.macOS] })
    let mobile = try section(page, "iOS, iPadOS")
    #expect(mobile.records.allSatisfy { $0.platforms == [.iOS, .iPadOS] })
    let bestPractices = try section(page, "Best practices")
    #expect(bestPractices.records.allSatisfy { $0.platforms == [.iOS, .iPadOS, .macOS] })
  }

  @Test func translatorsNotesAreTheirOwnKindAndNeverRules() throws {
    let page = try guideline("drag-and-drop")
    let notes = page.records.filter { $0.kind == .translatorNote }
    #expect(notes.count == 6)
    #expect(notes.allSatisfy { $0.statement == nil && $0.strength == nil })
    #expect(notes.contains { $0.text.ko?.hasPrefix("Spring Loading은 한국말로") == true })
    #expect(!page.records.contains { $0.text.ko?.contains("역자설명") == true })
  }

  @Test func translatorsPrefaceIsAttributionNotContent() throws {
    let page = try guideline("drag-and-drop")
    #expect(page.source.preface?.contains("Async Swift") == true)
    #expect(!page.records.contains { $0.text.ko?.contains("번역한 것입니다") == true })
    #expect(page.source.subtitle == "콘텐츠를 끌어서 이동, 복제하는 드래그 앤 드롭")
    #expect(
      page.sections.map(\.kind) == [
        .introduction, .bestPractices, .topic, .topic, .platformConsiderations, .platform, .platform,
      ])
  }

  @Test(arguments: [
    ("가능한 앱 전체에서 드래그 앤 드롭을 지원하는 것이 좋습니다.", Strength.consider),
    ("사용자들이 드래그 앤 드롭 작업을 취소할 수 있도록 해야 합니다.", .do),
    ("spring loading(자동 열림 지연 시간)을 사용하는 것을 고려하세요.", .consider),
    ("드롭된 텍스트에 적절한 스타일을 적용합니다.", .do),
  ])
  func dragAndDropRulesHaveTheirLeadSentenceAsStatement(_ statement: String, _ strength: Strength) throws {
    let rule = try #require(try guideline("drag-and-drop").records.first { $0.statement?.ko == statement })
    #expect(rule.kind == .rule)
    #expect(rule.strength == strength)
  }

  // MARK: Home Screen quick actions: interleaved English and Korean, no title

  @Test func quickActionsIsIOSAndIPadOSOnly() throws {
    let page = try guideline("home-screen-quick-actions")
    #expect(page.platforms.supported == [.iOS, .iPadOS])
    #expect(page.platforms.unsupported == [.macOS, .tvOS, .watchOS])
    #expect(page.records.allSatisfy { $0.platforms == [.iOS, .iPadOS] })
  }

  @Test func quickActionsEnglishParagraphsAndTheirTranslationsAreOneRecord() throws {
    let page = try guideline("home-screen-quick-actions")
    let pairs = page.records.filter(\.text.isPair)
    #expect(pairs.count == 8)
    let avoid = try #require(page.records.first { $0.text.en?.hasPrefix("Avoid making unpredictable") == true })
    #expect(avoid.kind == .rule)
    #expect(avoid.strength == .dont)
    #expect(avoid.statement?.en == "Avoid making unpredictable changes to quick actions.")
    #expect(avoid.statement?.ko == "빠른 작업에 대해 예측할 수 없는 변경을 하지 않도록 합니다.")
    #expect(avoid.text.ko?.hasPrefix("빠른 작업에 대해 예측할 수 없는") == true)
    // The Korean of the first rule leaves out its lead sentence; no Korean statement is invented.
    let create = try #require(page.records.first { $0.text.en?.hasPrefix("Create quick actions") == true })
    #expect(create.statement?.ko == nil)
    #expect(create.text.ko?.hasPrefix("지도를 사용하면") == true)
  }

  @Test func quickActionsIconSizesAreATable() throws {
    let table = try #require(try guideline("home-screen-quick-actions").records.first { $0.kind == .table })
    #expect(table.rows?.count == 4)
    #expect(
      table.rows?.first == ["Maximum width and height", "34.67x34.67 pt (104x104 px @3x)", "35x35 pt (70x70 px @2x)"])
  }

  @Test func quickActionsClosingPlatformStatementIsAvailabilityInBothLanguages() throws {
    let statement = try #require(try guideline("home-screen-quick-actions").records.last)
    #expect(statement.kind == .availability)
    #expect(statement.text.isPair)
  }

  // MARK: Modality: category line, bilingual title, bullets, a boxed note, a source line

  @Test func modalityBulletsAreListItems() throws {
    let page = try guideline("modality")
    let items = page.records.filter { $0.kind == .listItem }
    #expect(items.count == 8)
    #expect(items.contains { $0.text.ko == "자동(Automatic). 기본 프리젠테이션 스타일(일반적으로 시트)을 사용합니다." })
    #expect(!items.contains { $0.text.ko?.hasPrefix("- ") == true })
  }

  @Test func modalityHeaderLinesAreMetadata() throws {
    let page = try guideline("modality")
    #expect(page.title == LocalizedText(ko: "모달리티", en: "Modality"))
    #expect(page.source.category == "앱 아키텍처(App Architecture)")
    #expect(
      page.source.url == "https://developer.apple.com/design/human-interface-guidelines/ios/app-architecture/modality/")
    #expect(page.platforms.supported == [.iOS])
    #expect(!page.records.contains { $0.text.ko?.contains("출처") == true })
    let note = try #require(page.records.first { $0.kind == .note })
    #expect(note.text.ko?.hasPrefix("현재 컨텍스트 모달 뷰 스타일을") == true)
    #expect(note.text.ko?.hasSuffix("|") == false)
  }

  @Test func modalityRulesAndTheirStrengths() throws {
    let rules = try guideline("modality").records.filter { $0.kind == .rule }
    #expect(rules.contains { $0.statement?.ko == "적합할 때 모달리티를 사용하십시오." && $0.strength == .do })
    #expect(
      rules.contains { $0.statement?.ko == "몰입형 콘텐츠나 복잡한 작업에는 전체 화면 모달 스타일을 사용하는 것이 좋습니다." && $0.strength == .consider }
    )
    // Pointers to developer documentation are not rules.
    #expect(!rules.contains { $0.text.ko?.contains("개발자 지침은") == true })
  }

  // MARK: Multitasking: a blog post with chrome and English section headings

  @Test func blogChromeIsNotContentButTheBylineIsKept() throws {
    let page = try guideline("multitasking")
    #expect(page.source.author == "Choi")
    #expect(page.source.date == "2022-09-15")
    for chrome in ["목록 보기", "1/3", "새로운 Human Interface Guidelines", "Choi·2022년 9월 15일"] {
      #expect(!page.records.contains { $0.text.ko == chrome || $0.text.en == chrome })
      #expect(!page.sections.contains { $0.heading?.ko == chrome || $0.heading?.en == chrome })
    }
  }

  @Test func multitaskingPlatformSections() throws {
    let page = try guideline("multitasking")
    #expect(page.platforms.supported == [.iOS, .iPadOS, .macOS, .tvOS])
    #expect(page.platforms.unsupported == [.watchOS])
    let iPadOS = try section(page, "iPadOS")
    #expect(iPadOS.kind == .platform && iPadOS.level == 3)
    let windows = try section(page, "iPad의 다중 창")
    #expect(windows.level == 4)
    #expect(windows.records.allSatisfy { $0.platforms == [.iPadOS] })
    let catalyst = try section(page, "맥 카탈리스트(Mac Catalyst)")
    #expect(catalyst.platforms == [.macOS])
    #expect(catalyst.records.allSatisfy { $0.platforms == [.macOS] })
    let tip = try #require(page.records.first { $0.kind == .note })
    #expect(tip.text.ko?.hasPrefix("단순히 사용자들이 파일을 볼 수 있도록") == true)
    let pair = try #require(page.records.first { $0.text.isPair })
    #expect(pair.text.en?.hasPrefix("iPadOS can present multitasking windows") == true)
  }

  @Test func multitaskingListLinesAreListItems() throws {
    let items = try guideline("multitasking").records.filter { $0.kind == .listItem }
    #expect(items.contains { $0.text.ko?.hasPrefix("GPS 방향 알림과 같은") == true })
    #expect(items.contains { $0.text.ko?.hasPrefix("Slide Over 는") == true })
  }

  // MARK: Glossary and cross-references

  @Test(arguments: [
    ("모달리티", "Modality"), ("화면 속 화면", "Picture in Picture"), ("자동 열림 지연 시간", "spring loading"),
    ("앱 익스포제", "App Exposé"), ("전체 화면", "Fullscreen"), ("다중 항목 드래그 앤 드롭", "multi-item drag and drop"),
  ])
  func glossaryHoldsTermPairsFromTheTexts(_ ko: String, _ en: String) throws {
    let term = try #require(kb.glossary.first { $0.ko == ko && $0.en == en })
    #expect(!term.occurrences.isEmpty)
  }

  @Test func glossaryDoesNotPairClausesWithTerms() {
    #expect(!kb.glossary.contains { $0.en == "Text View" || $0.en == "Split View" })
  }

  @Test(arguments: [
    ("modality", "Alerts", "alerts"), ("modality", "Sheets", "sheets"), ("multitasking", "오디오 재생", "playing-audio"),
    ("multitasking", "알림 관리", "managing-notifications"), ("drag-and-drop", "Pointers", "pointing-devices"),
  ])
  func crossReferencesPointToTopicSlugs(_ slug: String, _ label: String, _ target: String) throws {
    let references = try guideline(slug).records.flatMap(\.references)
    let reference = try #require(references.first { $0.label == label })
    #expect(reference.slug == target)
    #expect(reference.resolved == false)  // none of these pages is in Content yet
  }

  @Test func developerDocumentationIsNotACrossReference() {
    let labels = kb.records.flatMap(\.references).map(\.label)
    #expect(!labels.contains { $0.contains("UIViewController") || $0.contains("멀티태스킹") })
  }

  @Test func keepsTheRealPlainTextsPlain() throws {
    let folder = ContentFolder(url: Fixtures.contentFolder)
    for file in try folder.files().files where file.path.hasSuffix(".txt") {
      let text = try String(contentsOf: file.url, encoding: .utf8)
      #expect(SourceFormat.detect(path: file.path, text: text) == .text, "\(file.path)")
    }
  }
}
