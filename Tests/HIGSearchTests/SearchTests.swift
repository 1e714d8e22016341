import HIGModel
import HIGSearch
import TestSupport
import Testing

@Suite struct SearchTests {
  /// The first hit's text in both languages, whitespace folded.
  func firstText(_ results: SearchResults) -> String {
    guard let hit = results.hits.first else { return "" }
    return [hit.record.text.ko, hit.record.text.en].compactMap { $0 }.joined(separator: "\n")
  }

  @Test(
    "the issue's example queries put the right rule first",
    arguments: [
      ("탐색모음", "탐색 모음"),
      ("background selection", "Background Selection이라고 하며"),
      ("UIPresentationController", "UIPresentationController를 참조하십시오"),
      // The correction finds modality's rule first (rules outrank explanations that say as much).
      ("modalty", "모달리티"),
      ("popver", "팝오버(Popover)"),
    ])
  func exampleQueries(query: String, expected: String) throws {
    let results = try RealContent.search(query)
    #expect(firstText(results).contains(expected), "first hit: \(results.hits.first?.record.id.rawValue ?? "none")")
  }

  @Test func platformFilterKeepsOnlyThatPlatformsRecords() throws {
    let results = try RealContent.search("뷰", filter: SearchFilter(platforms: [.iOS]))
    #expect(!results.hits.isEmpty)
    #expect(results.hits.allSatisfy { $0.record.platforms.isEmpty || $0.record.platforms.contains(.iOS) })
    #expect(results.hits.allSatisfy { firstTextContainsView($0) })
    let tvOnly = try RealContent.search("뷰 platform:tvOS")
    #expect(tvOnly.hits.allSatisfy { $0.record.platforms.isEmpty || $0.record.platforms.contains(.tvOS) })
  }

  /// 뷰 in either text, or "view" in either (a Korean text may write "Text View" in English).
  func firstTextContainsView(_ hit: SearchHit) -> Bool {
    [hit.record.text.ko, hit.record.text.en].contains {
      ($0 ?? "").contains("뷰") || ($0 ?? "").lowercased().contains("view")
    }
  }

  @Test func particlesDoNotHideAWord() throws {
    // "뷰" must find "뷰를" and "뷰의" in the modality guideline.
    let results = try RealContent.search("뷰", limit: 50)
    let texts = results.hits.compactMap(\.record.text.ko)
    #expect(texts.contains { $0.contains("뷰를") })
    #expect(texts.contains { $0.contains("뷰의") })
  }

  @Test func languageAndKindFiltersApply() throws {
    let english = try RealContent.search("quick action", filter: SearchFilter(language: .en))
    #expect(!english.hits.isEmpty && english.hits.allSatisfy { $0.record.text.en != nil })
    let rules = try RealContent.search("드래그 kind:rule")
    #expect(!rules.hits.isEmpty && rules.hits.allSatisfy { $0.record.kind == .rule })
  }

  @Test func phraseRequiresTheWordsTogether() throws {
    let results = try RealContent.search("\"작업 시트\"")
    #expect(!results.hits.isEmpty)
    for hit in results.hits {
      let text = [hit.record.text.ko, hit.record.text.en].compactMap { $0 }.joined(separator: " ")
      #expect(text.contains("작업 시트"))
    }
  }

  @Test func requiredAndExcludedWords() throws {
    let required = try RealContent.search("드래그 +Finder")
    #expect(!required.hits.isEmpty && required.hits.allSatisfy { ($0.record.text.ko ?? "").contains("Finder") })
    let excluded = try RealContent.search("드래그 -Finder", limit: 200)
    #expect(!excluded.hits.isEmpty && excluded.hits.allSatisfy { !($0.record.text.ko ?? "").contains("Finder") })
  }

  @Test func englishQueryFindsKoreanOnlyTextThroughTheGlossary() throws {
    let results = try RealContent.search("window")
    #expect(results.hits.prefix(3).contains { $0.record.text.en == nil && ($0.record.text.ko ?? "").contains("창") })
  }

  @Test func typoMatchesRankBelowExactOnes() throws {
    let exact = try #require(try RealContent.search("popover").hits.first)
    let typo = try #require(try RealContent.search("popver").hits.first)
    #expect(typo.record.id == exact.record.id)
    #expect(typo.score < exact.score)
  }

  @Test func noHitsSuggestCloseWords() throws {
    // Without the loanword channel, which reads 드레그 as "drag" (below).
    var parameters = ScoringParameters.standard
    parameters.loanwordWeight = 0
    let results = try Searcher(index: RealContent.index, parameters: parameters).search(try SearchQuery.parse("드레그"))
    #expect(results.total == 0)
    #expect(results.suggestions.contains("드래그"))
  }

  @Test func aHangulWordNamingNoConceptIsReadAsEnglish() throws {
    // 드레그 is no word of the texts (they write 드래그), but it reads as "drag".
    let misspelled = try SearchQuery.parse("드레그")
    let first = try #require(try Searcher(index: RealContent.index).search(misspelled).hits.first)
    let explanation = try Searcher(index: RealContent.index).explain(misspelled, record: first.recordIndex)
    #expect(explanation.matches.contains { $0.channel == "loanword" && $0.term == "drag" })
    // Ordinary Korean words are not read as English: 사용 and 화면 add no English term.
    let query = try SearchQuery.parse("사용 화면 설정")
    let searcher = Searcher(index: RealContent.index)
    for hit in try searcher.search(query).hits {
      #expect(try searcher.explain(query, record: hit.recordIndex).matches.allSatisfy { $0.channel != "loanword" })
    }
  }

  @Test func twoLoanwordsWrittenAsOneReadAsBoth() throws {
    // Korean writes loanword compounds without a space: 드롭타깃 is no English word, but drop and target.
    let compound = try SearchQuery.parse("드롭타깃")
    let searcher = Searcher(index: RealContent.index)
    let first = try #require(try searcher.search(compound).hits.first)
    let loanwords = try searcher.explain(compound, record: first.recordIndex).matches.filter { $0.channel == "loanword" }
    #expect(Set(loanwords.map(\.term)) == ["drop", "target"])
  }

  @Test func snippetsMarkTheMatchedWords() throws {
    let hit = try #require(try RealContent.search("탐색모음").hits.first)
    let marked = [hit.summary.lead, hit.summary.body].compactMap { $0 }.flatMap { snippet in
      let scalars = Array(snippet.text.unicodeScalars)
      return snippet.highlights.map { String(String.UnicodeScalarView(scalars[$0])) }
    }
    #expect(marked.contains("탐색"))
    #expect(marked.contains { $0.hasPrefix("모음") })
  }

  @Test(
    "malformed queries are refused with a clear error",
    arguments: [
      ("platform:android 뷰", SearchQueryError.unknownPlatform("android", suggestion: nil)),
      ("\"unclosed", SearchQueryError.unclosedQuote), ("-드래그", SearchQueryError.empty),
    ])
  func malformedQueries(text: String, error: SearchQueryError) {
    #expect(throws: error) { try SearchQuery.parse(text) }
  }

  @Test("a small limit returns the head of the full ranking", arguments: ["앱", "드래그 콘텐츠", "window", "시트"])
  func limitKeepsTheRankingOrder(query: String) throws {
    let all = try RealContent.search(query, limit: 500).hits.map(\.record.id)
    for limit in [1, 3, 10] {
      let head = try RealContent.search(query, limit: limit).hits.map(\.record.id)
      #expect(head == Array(all.prefix(limit)))
    }
  }

  @Test func limitZeroCountsHitsButShowsNone() throws {
    let results = try RealContent.search("드래그", limit: 0)
    #expect(results.hits.isEmpty)
    #expect(results.total == (try RealContent.search("드래그", limit: 500).total))
  }

  @Test func contributionsReproduceTheScore() throws {
    // The exported per-term contributions must add up to the searcher's score for a one-word query
    // without bigrams (a Latin word), so the site can rank exactly as hig does.
    // (Without the terminology channel, which adds the concept "drag" beside the word.)
    var parameters = ScoringParameters.standard
    parameters.conceptWeight = 0
    let results = try Searcher(index: RealContent.index, parameters: parameters)
      .search(try SearchQuery.parse("drag"), limit: 1)
    let hit = try #require(results.hits.first)
    let info = try #require(RealContent.index.lookup("drag"))
    let contribution = try #require(
      try RealContent.index.contributions(of: info).first { $0.record == hit.recordIndex })
    #expect(abs(contribution.score - hit.score) < 1e-9)
  }
}
