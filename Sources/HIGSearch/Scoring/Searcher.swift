import HIGModel

/// Runs a `SearchQuery` against a `SearchIndex`: gathers each query term's postings, scores them
/// with BM25F, applies required/excluded words, phrases and filters, and ranks the records.
///
///     let results = try Searcher(index: index).search(try SearchQuery.parse("탐색모음"), limit: 5)
///     results.hits.first?.record.id  // modality/…: "모달 뷰에 탐색 모음이 포함된 경우 …"
public struct Searcher: Sendable {
  public let index: SearchIndex
  public var parameters: ScoringParameters

  public init(index: SearchIndex, parameters: ScoringParameters = .standard) {
    self.index = index
    self.parameters = parameters
  }

  /// A query term with its weight and the clause it belongs to (nil for a bigram spanning two).
  struct WeightedTerm {
    var term: String
    var weight: Double
    var clause: Int?
  }

  /// The best `limit` hits of `query`, with snippets unless `snippets` is false (for measuring
  /// ranking alone, or for callers that show only IDs).
  public func search(_ query: SearchQuery, limit: Int = 10, snippets: Bool = true) throws -> SearchResults {
    let plan = QueryPlan(query: query, index: index, parameters: parameters)
    let count = index.recordCount
    var scores = [Double](repeating: 0, count: count)
    var matched = [UInt64](repeating: 0, count: count)
    var touched: [Int] = []
    let scorer = FieldScorer(index: index, parameters: parameters)
    try scores.withUnsafeMutableBufferPointer { scores in
      try matched.withUnsafeMutableBufferPointer { matched in
        for weighted in plan.terms {
          guard weighted.weight > 0, let info = index.lookup(weighted.term) else { continue }
          let idf = index.inverseDocumentFrequency(info.documentFrequency)
          let weight = weighted.weight
          let bit: UInt64 = weighted.clause.map { 1 << UInt64(min($0, 63)) } ?? 0
          try index.forEachPosting(info) { posting in
            let record = posting.record
            if scores[record] == 0, matched[record] == 0 { touched.append(record) }
            scores[record] += weight * scorer.score(posting, idf: idf)
            matched[record] |= bit
          }
        }
      }
    }
    let excluded = try excludedRecords(plan)
    let platformMask = Platform.mask(Array(query.filter.platforms))
    var ranked: [(record: Int, score: Double)] = []
    for record in touched {
      let mask = matched[record]
      guard mask & plan.requiredMask == plan.requiredMask, mask & plan.scoringMask != 0, !excluded.contains(record),
        passes(record, query.filter, platformMask: platformMask)
      else { continue }
      let share = Double((mask & plan.scoringMask).nonzeroBitCount) / Double(max(1, plan.scoringMask.nonzeroBitCount))
      let prior = index.kind(record: record) == .rule ? 1 : parameters.nonRulePrior
      ranked.append((record, prior * scores[record] * (1 - parameters.coordination + parameters.coordination * share)))
    }
    if !plan.phrases.isEmpty {
      ranked = try ranked.filter { candidate in
        let text = try index.record(at: candidate.record).text
        let folded = [text.ko, text.en].compactMap { $0 }.map(SnippetBuilder.phraseForm)
        return plan.phrases.allSatisfy { phrase in folded.contains { $0.contains(phrase) } }
      }
    }
    let total = ranked.count
    ranked = Searcher.best(ranked, count: max(0, limit))
    let builder = SnippetBuilder(
      words: plan.highlightWords, grams: plan.highlightGrams, preferred: query.filter.language)
    let hits = try ranked.prefix(max(0, limit)).map { candidate -> SearchHit in
      let record = try index.record(at: candidate.record)
      return SearchHit(
        recordIndex: candidate.record, record: record, score: candidate.score,
        snippet: snippets
          ? builder.snippet(for: record.text, queryIsKorean: plan.isKorean)
          : Snippet(text: "", highlights: [], language: .ko))
    }
    let suggestions = total == 0 ? try VocabularySuggester(index: index).suggestions(for: plan.typedWords) : []
    return SearchResults(query: query, total: total, hits: hits, suggestions: suggestions)
  }

  /// The `count` best candidates, best first (higher score, then lower record position), without
  /// sorting them all: one pass keeping a small sorted list.
  static func best(_ candidates: [(record: Int, score: Double)], count: Int) -> [(record: Int, score: Double)] {
    func before(_ a: (record: Int, score: Double), _ b: (record: Int, score: Double)) -> Bool {
      a.score != b.score ? a.score > b.score : a.record < b.record
    }
    guard count > 0 else { return [] }
    if candidates.count <= count * 4 { return candidates.sorted(by: before) }
    var top: [(record: Int, score: Double)] = []
    top.reserveCapacity(count + 1)
    for candidate in candidates {
      if top.count == count, !before(candidate, top[count - 1]) { continue }
      var position = top.count
      while position > 0, before(candidate, top[position - 1]) { position -= 1 }
      top.insert(candidate, at: position)
      if top.count > count { top.removeLast() }
    }
    return top
  }

  private func passes(_ record: Int, _ filter: SearchFilter, platformMask: UInt8) -> Bool {
    if platformMask != 0 {
      let platforms = index.platformMask(record: record)
      if platforms != 0, platforms & platformMask == 0 { return false }
    }
    if let language = filter.language, !index.has(language, record: record) { return false }
    if !filter.kinds.isEmpty, !filter.kinds.contains(index.kind(record: record)) { return false }
    return true
  }

  /// Records having every word of some `-word` clause.
  private func excludedRecords(_ plan: QueryPlan) throws -> Set<Int> {
    var excluded: Set<Int> = []
    for words in plan.excludedWords where !words.isEmpty {
      var common: Set<Int>?
      for word in words {
        let records = Set(try index.postings(for: word).map(\.record))
        common = common.map { $0.intersection(records) } ?? records
      }
      excluded.formUnion(common ?? [])
    }
    return excluded
  }
}
