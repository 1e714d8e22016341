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

  /// The best `limit` hits of `query`, with their stored records, and their summaries (statements,
  /// snippets) unless `snippets` is false (for callers that show only IDs: the summaries are empty).
  public func search(_ query: SearchQuery, limit: Int = 10, snippets: Bool = true) throws -> SearchResults {
    let plan = QueryPlan(query: query, index: index, parameters: parameters)
    let ranking = try rank(plan, query: query, limit: limit)
    let builder =
      snippets
      ? SnippetBuilder(words: plan.highlightWords, grams: plan.highlightGrams, preferred: query.filter.language) : nil
    let hits = try ranking.top.map { candidate -> SearchHit in
      let record = try index.record(at: candidate.record)
      return SearchHit(
        recordIndex: candidate.record, record: record, score: candidate.score,
        summary: builder.map {
          HitSummary(
            text: record.text, kind: record.kind, platforms: record.platforms, title: record.guidelineTitle,
            section: record.section, builder: $0, queryIsKorean: plan.isKorean)
        } ?? .empty)
    }
    let suggestions =
      ranking.total == 0 ? try VocabularySuggester(index: index).suggestions(for: plan.typedWords) : []
    return SearchResults(query: query, total: ranking.total, hits: hits, suggestions: suggestions)
  }

  /// The record numbers and scores of the best `limit` records of `query`, and how many records
  /// match in all: what a top-k collector answers (tantivy's `TopDocs`, FTS5's rowids), before any
  /// record is read for display. `search` is this plus the records, snippets and suggestions.
  ///
  ///     try searcher.rank(try SearchQuery.parse("드래그")).top.first  // (record: 17, score: 9.8)
  public func rank(_ query: SearchQuery, limit: Int = 10) throws -> Ranking {
    try rank(QueryPlan(query: query, index: index, parameters: parameters), query: query, limit: limit)
  }

  private func rank(_ plan: QueryPlan, query: SearchQuery, limit: Int) throws -> Ranking {
    let count = index.recordCount
    // One clause bitset per bit the plan uses (bit n: clause n, the last bit shared from clause 63 on).
    let usedBits = plan.scoringMask | plan.requiredMask
    let slotCount = 64 - usedBits.leadingZeroBitCount
    // The lists to read, and what each adds at most.
    var lists: [PlannedTerm] = []
    var infos: [SearchIndex.TermInfo] = []
    for term in plannedTerms(plan) where term.weight > 0 {
      guard let info = index.lookup(term.term) else { continue }
      lists.append(term)
      infos.append(info)
    }
    let weights = lists.indices.map { lists[$0].weight / infos[$0].unit }
    let scale = ScoreAccumulator.integerScale(weights: weights, largestUnits: infos.map(\.largestUnits))
    var accumulator = ScoreAccumulator(recordCount: count, clauseSlots: slotCount, scale: scale)
    let factors = Coordination(plan: plan).factors
    let boosted = plan.boostedPlatforms
    let largestFactor = parameters.largestRecordFactor(boosted: boosted, asks: plan.asks)
    var bounds = ClauseBounds(
      slots: slotCount, scoring: plan.scoringMask, required: plan.requiredMask, factors: factors,
      largestFactor: largestFactor)
    for position in lists.indices {
      let (weighted, info, weight) = (lists[position], infos[position], weights[position])
      bounds.add(term: weight * Double(info.largestUnits), slots: weighted.clauseMask)
      try index.withPostings(info) { records, units in
        accumulator.add(records, units, weight: weight, slot: weighted.clause.map(QueryPlan.slot))
        // A concept several query words name matches each of their clauses; adding 0 marks them.
        guard let clause = weighted.clause, weighted.span > 1 else { return }
        for number in (clause + 1)..<(clause + weighted.span) {
          accumulator.add(records, units, weight: 0, slot: QueryPlan.slot(ofClause: number))
        }
      }
    }
    let excluded = try excludedRecords(plan)
    let filter = query.filter
    let filters = filter.platformMask != 0 || filter.language != nil || filter.limitsKinds
    var top = TopHits(capacity: limit)
    // Phrase queries must read each candidate's text, so they rank after filtering all candidates.
    var phraseCandidates: [(record: Int, score: Double)] = []
    var total = 0
    // Without filters, exclusions or phrases (most queries) a hit is a record that matched some
    // clause and every required one: counted 64 at a time, then kept only when the clauses it
    // matched could lift it above the current last of the top (`ClauseBounds`), and looked at
    // closer only when its own bound does.
    let simple = !filters && excluded.isEmpty && plan.phrases.isEmpty
    var threshold = top.threshold
    var strong = bounds.sets(above: threshold)
    for word in 0..<accumulator.wordCount {
      var hits = accumulator.hits(inWord: word, required: plan.requiredMask)
      if simple {
        total &+= hits.nonzeroBitCount
        hits &= accumulator.matches(anyOf: strong.sets, inWord: word)
      }
      while hits != 0 {
        let record = word &<< 6 | hits.trailingZeroBitCount
        hits &= hits &- 1
        // No record factor exceeds the largest, so most records of a large index are dropped here,
        // before their attributes are read.
        if simple, largestFactor * accumulator.score(of: record) <= threshold { continue }
        let prior = parameters.recordFactor(
          kind: index.kind(record: record), section: index.recordFlags(record: record),
          platforms: index.platformMask(record: record), boosted: boosted, asks: plan.asks)
        // The coordination factor is at most 1, so this bounds the score: most records are dropped
        // before their matched clauses are counted.
        let bound = prior * accumulator.score(of: record)
        if simple {
          guard bound > threshold else { continue }
          top.offer(record: record, score: bound * factors[accumulator.matchedClauses(record: record)])
          threshold = top.threshold
          if threshold >= strong.until {
            strong = bounds.sets(above: threshold)
            hits &= accumulator.matches(anyOf: strong.sets, inWord: word)
          }
        } else if !excluded.contains(record), !filters || passes(record, filter) {
          let score = bound * factors[accumulator.matchedClauses(record: record)]
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
      guard plan.phrasesOccur(in: try index.record(at: candidate.record).text) else { continue }
      total += 1
      top.offer(record: candidate.record, score: candidate.score)
    }
    return Ranking(total: total, top: top.hits)
  }

  /// The lists the plan reads: a word and its bigrams through the word's combined entry where the
  /// index has one summed with these weights (`PlannedTerm.combining`), the parts otherwise.
  private func plannedTerms(_ plan: QueryPlan) -> [PlannedTerm] {
    PlannedTerm.combining(plan.terms, combinedUnit: index.combinedUnit(for: parameters), parameters: parameters)
      .flatMap { term in
        term.parts.isEmpty || index.lookup(term.term) != nil ? [term] : term.parts.map(PlannedTerm.init)
      }
  }

  private func passes(_ record: Int, _ filter: SearchFilter) -> Bool {
    filter.admits(
      platforms: index.platformMask(record: record), languages: index.languageMask(record: record),
      kind: index.kind(record: record))
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
