import HIGModel

/// Runs a `SearchQuery` against a `SearchIndex`: gathers each query term's postings, scores them
/// with BM25F, applies required/excluded words, phrases and filters, and ranks the records.
///
///     let results = try Searcher(index: index).search(try SearchQuery.parse("탐색모음"), limit: 5)
///     results.hits.first?.record.id  // modality/…: "모달 뷰에 탐색 모음이 포함된 경우 …"
public struct Searcher: Sendable {
  public let index: SearchIndex
  public var parameters: ScoringParameters

  /// `index` must have been built for `parameters`' field weights, length normalisation and k1
  /// (`SearchIndex.isBuilt(for:)`): its postings hold precomputed contributions.
  public init(index: SearchIndex, parameters: ScoringParameters = .standard) {
    precondition(
      index.isBuilt(for: parameters), "the index was built with other field weights; build one with these parameters")
    self.index = index
    self.parameters = parameters
  }

  /// One record's running score and the clauses it matched (bit n: clause n).
  struct Accumulator {
    var score = 0.0
    var clauses: UInt64 = 0
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
    // Dense accumulators indexed by record: per posting, one multiply-add and one OR, no branch.
    var accumulators = [Accumulator](repeating: Accumulator(), count: count)
    // Which blocks of 64 records any posting touched, so the final pass skips the rest (a narrow
    // query touches a few blocks); one store per posting into a small array.
    var touchedBlocks = [Bool](repeating: false, count: (count + 63) / 64)
    try accumulators.withUnsafeMutableBufferPointer { accumulators in
      try touchedBlocks.withUnsafeMutableBufferPointer { touchedBlocks in
        for weighted in plan.terms {
          guard weighted.weight > 0, let info = index.lookup(weighted.term) else { continue }
          let weight = weighted.weight
          let bit: UInt64 = weighted.clause.map { 1 << UInt64(min($0, 63)) } ?? 0
          try index.withPostings(info) { records, contributions in
            // Local copies: read through the captures, both base pointers were reloaded after every
            // store (the compiler cannot rule out the store changing them).
            let accumulators = accumulators
            let touchedBlocks = touchedBlocks
            for index in 0..<records.count {
              let record = records[index]
              accumulators[record].score += weight * contributions[index]
              accumulators[record].clauses |= bit
              touchedBlocks[record &>> 6] = true
            }
          }
        }
      }
    }
    let excluded = try excludedRecords(plan)
    let filter = query.filter
    let platformMask = Platform.mask(Array(filter.platforms))
    let filters = platformMask != 0 || filter.language != nil || !filter.kinds.isEmpty
    // The coordination factor for each possible number of matched clauses, computed once (a
    // division per matching record showed in profiles).
    let clauses = Double(max(1, plan.scoringMask.nonzeroBitCount))
    let coordination = parameters.coordination
    let factors = (0...64).map { matched in 1 - coordination + coordination * (Double(matched) / clauses) }
    var top = TopHits(capacity: limit)
    // Phrase queries must read each candidate's text, so they rank after filtering all candidates.
    var phraseCandidates: [(record: Int, score: Double)] = []
    var total = 0
    // Without filters, exclusions or phrases (most queries) nothing but the clause masks decides
    // what counts as a hit.
    let simple = !filters && excluded.isEmpty && plan.phrases.isEmpty
    for block in touchedBlocks.indices where touchedBlocks[block] {
      for record in (block * 64)..<min(count, block * 64 + 64) {
        let mask = accumulators[record].clauses
        // No clause matched: not a hit (a spanning bigram alone scores but never counts). Most
        // records of a narrow query, and runs of neighbours in a broad one, so well predicted.
        if mask == 0 { continue }
        let matched = mask & plan.scoringMask
        // A hit matches some scoring clause (bigrams spanning two query words carry no clause bit,
        // so they alone never make one) and every required clause.
        let isHit = matched != 0 && mask & plan.requiredMask == plan.requiredMask
        let prior = parameters.nonRulePrior == 1 || index.kind(record: record) == .rule ? 1 : parameters.nonRulePrior
        // The coordination factor is at most 1, so this bounds the score: most records are dropped
        // before the factor (a population count) is looked up.
        let bound = prior * accumulators[record].score
        if simple {
          // Counted without a further branch (in a broad query hits and misses alternate, so a
          // branch would mispredict); only a score good enough for the top is looked at closer.
          total += isHit ? 1 : 0
          if top.admits(bound), isHit { top.offer(record: record, score: bound * factors[matched.nonzeroBitCount]) }
        } else if isHit, !excluded.contains(record), !filters || passes(record, filter, platformMask: platformMask) {
          let score = bound * factors[matched.nonzeroBitCount]
          if plan.phrases.isEmpty {
            total += 1
            top.offer(record: record, score: score)
          } else {
            phraseCandidates.append((record, score))
          }
        }
      }
    }
    for candidate in phraseCandidates {
      let text = try index.record(at: candidate.record).text
      let folded = [text.ko, text.en].compactMap { $0 }.map(SnippetBuilder.phraseForm)
      guard plan.phrases.allSatisfy({ phrase in folded.contains { $0.contains(phrase) } }) else { continue }
      total += 1
      top.offer(record: candidate.record, score: candidate.score)
    }
    let builder = SnippetBuilder(
      words: plan.highlightWords, grams: plan.highlightGrams, preferred: query.filter.language)
    let hits = try top.hits.map { candidate -> SearchHit in
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
