/// The outcome of ranking one query: the best records by number and score, best first, and how
/// many records match in all (`Searcher.rank`).
///
///     ranking.total  // 37; ranking.top.first  // (record: 17, score: 9.8)
public struct Ranking: Sendable {
  public var total: Int
  /// Record numbers (`SearchIndex.record(at:)`) and scores, best first, ties by record number.
  public var top: [(record: Int, score: Double)]
}
