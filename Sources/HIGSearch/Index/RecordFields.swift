/// One record as the index stores it, before terms get their global numbers: its length in each
/// field (words plus bigrams: title, statement, body, glossary) and its postings, each a term
/// (numbered by the worker that analyzed the record) with its count per field.
///
///     RecordFields(lengths: [3, 0, 41, 2], postings: [(0, (1, 0, 2, 0)), (7, (0, 0, 1, 0)), …])
struct RecordFields {
  var lengths: [Int]
  var postings: [(term: Int32, counts: FieldCounts)]
}
