/// One record's entry in a term's postings: which record and how often the term occurs in each field.
///
///     "시트" in modality/wav38n → Posting(record: 7, counts: [0, 0, 2, 0])
public struct Posting: Hashable, Sendable {
  /// The record's position in the index (see `SearchIndex.record(at:)`).
  public var record: Int
  /// Occurrences per `IndexField`, in `IndexField.allCases` order.
  public var counts: [Int]
}
