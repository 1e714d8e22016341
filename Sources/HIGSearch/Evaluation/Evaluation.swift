/// Scores a searcher on a relevance set: MRR@10, hit@1 and hit@5, overall and per query kind,
/// and the queries whose first relevant hit is missing or below the top 5.
///
///     let report = try Evaluation.run(set, searcher: searcher)
///     report.overall.mrr  // 0.93
public struct Evaluation: Sendable {
  /// Averages over a group of queries.
  public struct Scores: Sendable, Hashable, Codable {
    public var queries: Int
    public var mrr: Double
    public var hitAt1: Double
    public var hitAt5: Double
  }

  /// One query's outcome.
  public struct Outcome: Sendable, Hashable {
    public var query: RelevanceSet.Query
    /// 1-based rank of the first relevant hit within the top 10, or nil.
    public var rank: Int?
    /// The IDs of the top hits, for reports.
    public var topIDs: [String]
  }

  public var outcomes: [Outcome]
  public var overall: Scores
  public var byKind: [(kind: String, scores: Scores)]
  /// Expected record IDs that name no record of the index, by query ID: such an expectation can
  /// never be met (a parser change renamed the record, or the set has a typo).
  public var unknownIDs: [(query: String, id: String)] = []

  /// Queries that missed the top 5.
  public var failures: [Outcome] { outcomes.filter { ($0.rank ?? 11) > 5 } }

  public static func run(_ set: RelevanceSet, searcher: Searcher) throws -> Evaluation {
    var outcomes: [Outcome] = []
    for query in set.queries {
      // Judged on the records' texts: snippets would be made only to be thrown away.
      let results = try searcher.search(try SearchQuery.parse(query.text), limit: 10, snippets: false)
      let rank = results.hits.firstIndex { hit in
        if query.recordIDs.contains(hit.record.id.rawValue) { return true }
        guard !query.snippets.isEmpty else { return false }
        let texts = [hit.record.text.ko, hit.record.text.en].compactMap { $0 }.map(RelevanceSet.foldSpaces)
        return query.snippets.contains { snippet in texts.contains { $0.contains(snippet) } }
      }.map { $0 + 1 }
      outcomes.append(Outcome(query: query, rank: rank, topIDs: results.hits.map(\.record.id.rawValue)))
    }
    var kinds: [String] = []
    for outcome in outcomes where !kinds.contains(outcome.query.kind) { kinds.append(outcome.query.kind) }
    var evaluation = Evaluation(
      outcomes: outcomes, overall: scores(outcomes),
      byKind: kinds.map { kind in (kind, scores(outcomes.filter { $0.query.kind == kind })) })
    let known = try Set((0..<searcher.index.recordCount).map { try searcher.index.record(at: $0).id.rawValue })
    for query in set.queries {
      for id in query.recordIDs.sorted() where !known.contains(id) { evaluation.unknownIDs.append((query.id, id)) }
    }
    return evaluation
  }

  static func scores(_ outcomes: [Outcome]) -> Scores {
    let count = Double(max(1, outcomes.count))
    return Scores(
      queries: outcomes.count,
      mrr: outcomes.reduce(0) { $0 + ($1.rank.map { 1 / Double($0) } ?? 0) } / count,
      hitAt1: Double(outcomes.filter { $0.rank == 1 }.count) / count,
      hitAt5: Double(outcomes.filter { ($0.rank ?? 11) <= 5 }.count) / count)
  }
}
