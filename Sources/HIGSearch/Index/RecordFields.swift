/// The records one indexing worker analyzed, in the order it analyzed them, before their terms get
/// the index's numbers: each record's length in each field (words plus bigrams: title,
/// statement, body, glossary) and its postings, each a term with its count per field; and the
/// record's stored data and attributes, already encoded as the file keeps them.
///
/// Flat arrays rather than one array per record: thousands of small arrays freed on the workers'
/// threads stayed in their malloc arenas and raised the build's peak memory.
///
///     fields.lengths[0]    // (3, 0, 41, 2)
///     fields.postings(of: 0)  // 0..<37: postings[0] = (term 0, counts (1, 0, 2, 0)), …
struct RecordFields {
  var lengths: [(Int, Int, Int, Int)] = []
  var postings: [(term: Int32, counts: FieldCounts)] = []
  /// Per record, where its postings end.
  var ends: [Int] = []
  /// The records' stored data (`ByteWriter.storedRecord`), back to back, with each one's end and
  /// checksum.
  var stored = ByteWriter()
  var storedEnds: [Int] = []
  var storedChecksums: [UInt32] = []
  /// Per record, the file's fixed-width attributes: kind, platform mask, language mask, section flags.
  var attributes: [(kind: UInt8, platforms: UInt8, languages: UInt8, section: UInt8)] = []

  /// Where the postings of the worker's `record`th record are.
  func postings(of record: Int) -> Range<Int> { (record == 0 ? 0 : ends[record - 1])..<ends[record] }

  /// Where the stored data of the worker's `record`th record is in `stored`.
  func storedBytes(of record: Int) -> Range<Int> { (record == 0 ? 0 : storedEnds[record - 1])..<storedEnds[record] }
}
