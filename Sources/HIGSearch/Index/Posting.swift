/// One record's entry in a term's postings: which record and how often the term occurs in each field.
///
/// The four counts are stored inline (no array), so decoding a long postings list allocates nothing
/// per posting.
///
///     "시트" in modality/wav38n → Posting(record: 7, counts: [0, 0, 2, 0])
public struct Posting: Hashable, Sendable {
  /// The record's position in the index (see `SearchIndex.record(at:)`).
  public var record: Int
  var title: UInt32
  var statement: UInt32
  var body: UInt32
  var glossary: UInt32

  public init(record: Int, counts: [Int]) {
    self.record = record
    title = UInt32(counts.count > 0 ? counts[0] : 0)
    statement = UInt32(counts.count > 1 ? counts[1] : 0)
    body = UInt32(counts.count > 2 ? counts[2] : 0)
    glossary = UInt32(counts.count > 3 ? counts[3] : 0)
  }

  /// The occurrences in `field` (an `IndexField` raw value).
  @inline(__always)
  public func count(_ field: Int) -> Int {
    switch field {
    case 0: return Int(title)
    case 1: return Int(statement)
    case 2: return Int(body)
    default: return Int(glossary)
    }
  }

  /// Occurrences per `IndexField`, in `IndexField.allCases` order.
  public var counts: [Int] { [Int(title), Int(statement), Int(body), Int(glossary)] }
}
