import HIGModel
import TestSupport
import Testing

@testable import HIGSearch

/// The query plan both engines execute: the shared fixture (which the browser's core must print
/// too), clause masks, and where typo corrections go.
@Suite struct QueryPlanTests {
  /// The fixture's vocabulary: stems, as an index holds them.
  static let vocabulary = [
    "action", "drag", "drop", "expos", "ipad", "macos", "modal", "modality", "quick", "sheet", "titl",
    "uipresentationcontroller",
  ]

  /// Sixty clauses, some required beyond bit 52 and one beyond bit 63: masks must be OR-ed and
  /// capped at bit 63.
  static let longQuery = (0..<60).map { $0 == 55 ? "+드롭" : $0 == 59 ? "+시트" : "qx\($0 % 7)" }.joined(separator: " ")
    + " " + (0..<10).map { $0 == 6 ? "+모달" : "드래그" }.joined(separator: " ")

  static let queries = [
    "탐색 모음", "탐색모음", "탐색 모음과 동일한 모양", "드래그 앤 드롭", "화면 속 화면", "홈 화면 빠른 작업",
    "\"drag and drop\" +iPad -macOS", "모달 -시트", "-드롭 앤", "modalty 시트", "드래그 shet dropp", "quick actoins",
    "titles dragging", "UIPresentationController를 참조하십시오", "\"홈 스크린\" 작업", "platform:iOS 드래그",
    "lang:en kind:rule kind:note os:vision quick", "Ｄｒａｇ “Exposé”", "日本語 テキスト", longQuery, "\"unclosed", "platform:Android",
    "-only", "", "모달 시트 먼저 띄워도 돼?", "can I drag a sheet", "시트 언제 닫아?", "where should the sheet go", "모달 문구 어떻게 써?", "아이패드에서 드래그",
    "UINavigationBar의 시트", "NSNavigationBarItem 시트", "모달시트를 드래그", "홈화면빠른작업",
  ]

  /// The fixture's terminology: names and their concepts, as an index's names table holds them
  /// (several words, a spacing variant, one name of two concepts, a name inside a longer one).
  static let concepts: [UInt8] = ConceptNames.table(
    [
      ("탐색 모음", "#navigation-bar"), ("탐색모음", "#navigation-bar"), ("navigation bar", "#navigation-bar"),
      ("드래그 앤 드롭", "#drag-and-drop"), ("drag and drop", "#drag-and-drop"), ("홈 화면", "#home-screen"),
      ("홈 화면 빠른 작업", "#home-screen-quick-action"), ("작업", "#action"), ("작업", "#task"), ("시트", "#sheet"),
      ("sheet", "#sheet"), ("모달", "#modality"),
    ].map { name in (Analyzer.analyze(name.0).words.joined(separator: " "), name.1) })

  static func fixture() -> QueryPlanFixture {
    QueryPlanFixture(
      vocabulary: vocabulary,
      concepts: String(decoding: concepts, as: UTF8.self).split(separator: "\n").map(String.init),
      entries: queries.map { query in
        QueryPlanFixture.Entry(
          query: query,
          listing: QueryPlan.listing(of: query, vocabulary: vocabulary, concepts: concepts, parameters: .standard))
      })
  }

  @Test func thePlansAreTheRecordedOnes() {
    let failure = Golden.check(Self.fixture().text, named: "../Fixtures/query-plans.tsv", target: "HIGSearchTests")
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func theFixtureReadsBackAsWritten() {
    #expect(QueryPlanFixture(text: Self.fixture().text) == Self.fixture())
  }

  @Test func clauseBitsAreOredAndCappedAtBit63() throws {
    let query = try SearchQuery.parse(Self.longQuery)
    let plan = QueryPlan(query: query, parameters: .standard)
    #expect(query.clauses.count == 70)
    // Every clause scores; the 64th and later share the last bit, so every bit is set once.
    #expect(plan.scoringMask == UInt64.max)
    #expect(plan.requiredMask == (1 << 55 | 1 << 59 | 1 << 63) as UInt64)
    #expect(QueryPlan.slot(ofClause: 66) == 63 && QueryPlan.bit(ofClause: 66) == 1 << 63)
    #expect(Coordination(plan: plan).factor(matching: UInt64.max) == 1)
    #expect(Coordination(plan: plan).factor(matching: 1 << 63 | 1) == 0.5 + 0.5 * 2 / 64)
  }

  @Test func correctionsFollowTheirWordsTermsAndShareTheTypoWeight() throws {
    var plan = QueryPlan(query: try SearchQuery.parse("드래그 shet 모달"), parameters: .standard)
    #expect(plan.missingWords { Self.vocabulary.contains($0) } == ["shet"])
    plan.correctTypos(isKnown: { Self.vocabulary.contains($0) }) { _ in ["sheet", "shed"] }
    let terms = plan.terms.map { "\($0.channel.rawValue) \($0.term) \($0.weight) \($0.clause.map(String.init) ?? "-")" }
    #expect(
      terms == [
        "word 드래그 1.0 0", "gram ~드래 0.5 0", "gram ~래그 0.5 0", "word shet 1.0 1", "typo sheet 0.3 1",
        "typo shed 0.3 1", "word 모달 1.0 2", "gram ~모달 0.5 2",
      ])
    #expect(plan.highlightWords.contains("sheet"))
  }

  @Test(arguments: [("아이패드에서 사이드바", Platform.iPadOS), ("워치 앱 목록", .watchOS), ("macOS 메뉴", .macOS)])
  func aPlatformNamedInEitherLanguageIsBoosted(_ text: String, _ platform: Platform) throws {
    let plan = QueryPlan(query: try SearchQuery.parse(text), parameters: .standard)
    #expect(plan.boostedPlatforms == Platform.mask([platform]))
  }

  @Test func aKoreanWordThatOnlyContainsAPlatformNameBoostsNothing() throws {
    #expect(QueryPlan(query: try SearchQuery.parse("워치페이스 패드"), parameters: .standard).boostedPlatforms == 0)
  }

  @Test func theNamesOfAMatchedConceptAreHighlighted() throws {
    var plan = QueryPlan(query: try SearchQuery.parse("탐색모음"), parameters: .standard) { key in
      Self.concepts.withUnsafeBytes { ConceptNames.concepts(of: key, in: $0) }
    }
    plan.addConceptHighlights { concepts in Self.concepts.withUnsafeBytes { ConceptNames.names(of: concepts, in: $0) } }
    for word in ["탐색모음", "탐색", "모음", "navigation", "bar"] {
      #expect(plan.highlightWords.contains(Analyzer.analyze(word).words[0]), "\(word)")
    }
    #expect(!plan.highlightWords.contains("sheet"))
  }

  @Test func aWordTheIndexHasGetsNoCorrections() throws {
    var plan = QueryPlan(query: try SearchQuery.parse("modality"), parameters: .standard)
    plan.correctTypos(isKnown: { _ in true }) { _ in
      Issue.record("a known word is not corrected")
      return []
    }
    #expect(plan.terms.map(\.term) == ["modality"])
  }

  @Test(arguments: [
    ("Drag-and-Drop  지원", "drag and drop 지원"), ("  ‘quoted’ — text.", "quoted text"), ("", ""), ("...", ""),
  ])
  func phrasesCompareInTheirFoldedForm(text: String, form: String) {
    #expect(TextNormalizer.phraseForm(text) == form)
  }

  @Test func phrasesMatchScalarForScalar() throws {
    let plan = QueryPlan(query: try SearchQuery.parse("\"drag and drop\" \"홈 스크린\""), parameters: .standard)
    #expect(plan.phrasesOccur(in: LocalizedText(ko: "홈 스크린에서", en: "Drag-and-drop it")))
    #expect(!plan.phrasesOccur(in: LocalizedText(ko: "홈스크린에서", en: "Drag-and-drop it")))
    #expect(!plan.phrasesOccur(in: LocalizedText(en: "drag and drop on the home screen")))
    #expect(QueryPlan.contains("", in: "a") && !QueryPlan.contains("ab", in: "a") && QueryPlan.contains("é", in: "café"))
  }
}
