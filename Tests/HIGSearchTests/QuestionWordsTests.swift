import Testing

@testable import HIGSearch

@Suite struct QuestionWordsTests {
  /// What people type, and the stem the analyzer makes of it: the table holds the stems.
  static let typed: [(typed: String, stem: String)] = [
    ("몇", "몇"), ("언제", "언제"), ("어떻게", "어떻"), ("어디에", "어디"), ("해야", "해야"), ("하나요", "하나요"),
    ("돼?", "돼"), ("할까요", "할까요"), ("되나요", "되나요"), ("할지", "할지"), ("있는지", "있는"),
    ("문구를", "문구"),
  ]

  @Test(arguments: typed) func eachTypedFormStemsToAListedWord(_ typed: String, _ stem: String) {
    #expect(Analyzer.analyze(typed).words == [stem])
    #expect(QuestionWords.contains(stem))
  }

  @Test func aQuestionScoresOnlyWhatItIsAbout() throws {
    let plan = QueryPlan(query: try SearchQuery.parse("경고 버튼 몇 개까지 돼?"), parameters: .standard)
    let words = plan.terms.filter { $0.channel == .word }.map(\.term)
    #expect(words == ["경고", "버튼"])
    // The dropped clauses do not count for coordination either.
    #expect(plan.scoringMask.nonzeroBitCount == 2)
  }

  @Test func aQueryOfOnlyAskingWordsKeepsThem() throws {
    let plan = QueryPlan(query: try SearchQuery.parse("언제"), parameters: .standard)
    #expect(plan.terms.filter { $0.channel == .word }.map(\.term) == ["언제"])
  }

  @Test func aRequiredAskingWordStays() throws {
    let plan = QueryPlan(query: try SearchQuery.parse("경고 +언제"), parameters: .standard)
    #expect(plan.terms.filter { $0.channel == .word }.map(\.term) == ["경고", "언제"])
  }
}
