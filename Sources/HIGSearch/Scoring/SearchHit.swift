/// One search result: a record, its score, and what it shows (its statement or snippet, with the
/// matched words marked).
///
///     hit.record.id  // "modality/gyqth0"; hit.score 12.4
public struct SearchHit: Hashable, Sendable {
  /// The record's position in the index.
  public var recordIndex: Int
  public var record: StoredRecord
  public var score: Double
  public var summary: HitSummary
}

/// The ranked hits of one query, and how many records matched in all.
///
///     results.total  // 37; results.hits.count  // 10 (the limit)
public struct SearchResults: Hashable, Sendable {
  public var query: SearchQuery
  public var total: Int
  public var hits: [SearchHit]
  /// For a query with no hits: vocabulary words close to the words typed.
  public var suggestions: [String]
}
