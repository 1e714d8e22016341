/// One record's entry in a term's postings: which record, and the term's BM25F contribution to
/// that record's score, computed when the index was built.
///
/// Storing the contribution (not the per-field counts) makes scoring a query one multiply-add per
/// posting; the counts, field lengths and constants it came from are in `FieldScorer`.
///
///     "시트" in modality/wav38n → Posting(record: 7, contribution: 3.21)
public struct Posting: Hashable, Sendable {
  /// The record's position in the index (see `SearchIndex.record(at:)`).
  public var record: Int
  /// idf × saturated, length-normalised, field-weighted frequency (docs/Search.md, Ranking).
  public var contribution: Double

  public init(record: Int, contribution: Double) {
    self.record = record
    self.contribution = contribution
  }
}
