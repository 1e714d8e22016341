/// The searcher's working memory for one query: each record's running score, and for each query
/// clause a bitset of the records it matched.
///
/// Scores live in a dense array indexed by record (one multiply-add per posting, no branch);
/// clause matches live in small bitsets (1.4 kB per clause at 11,300 records, so they stay in the
/// first-level cache), which give the hits 64 records at a time: the union of the clauses'
/// bitsets, intersected with the required ones, counted with a population count, and only its
/// set bits are visited to rank.
///
///     var accumulator = ScoreAccumulator(recordCount: 100, clauseSlots: 2)
///     accumulator.add(records, units, weight: 1 / 1024, slot: 0)  // word of clause 0
///     accumulator.add(records, units, weight: 2 / 1024, slot: nil)  // bigram spanning two words
struct ScoreAccumulator {
  let recordCount: Int
  /// 64-bit words per clause bitset.
  let wordCount: Int
  let slotCount: Int
  private(set) var scores: [Double]
  /// `slotCount` bitsets of `wordCount` words, one after the other.
  private(set) var matches: [UInt64]

  init(recordCount: Int, clauseSlots: Int) {
    self.recordCount = recordCount
    wordCount = (recordCount + 63) / 64
    slotCount = clauseSlots
    scores = [Double](repeating: 0, count: recordCount)
    matches = [UInt64](repeating: 0, count: wordCount * clauseSlots)
  }

  /// Adds `weight × units` to each listed record's score (a term's weight over its list's unit,
  /// an exact division by a power of two) and, unless `slot` is nil (a bigram spanning two query
  /// words, which scores but matches no clause), marks the records in that clause's bitset. Every
  /// record number must be below `recordCount` (`withPostings` checks).
  @inline(__always)
  mutating func add(
    _ records: SearchIndex.RecordNumbers, _ units: SearchIndex.Units, weight: Double, slot: Int?
  ) {
    guard records.count > 0, let numbers = records.bytes.baseAddress,
      let contributions = units.bytes.baseAddress
    else { return }
    let wordCount = wordCount
    scores.withUnsafeMutableBufferPointer { scores in
      matches.withUnsafeMutableBufferPointer { matches in
        let bits = slot.map { matches.baseAddress! + $0 * wordCount }
        // One loop per record-number width, on plain pointers: the loop then carries no width
        // branch and no per-posting nil or bounds check.
        if records.width == 2 {
          ScoreAccumulator.add(
            numbers, as: UInt16.self, contributions, records.count, weight, scores.baseAddress!, bits)
        } else {
          ScoreAccumulator.add(
            numbers, as: UInt32.self, contributions, records.count, weight, scores.baseAddress!, bits)
        }
      }
    }
  }

  @inline(__always)
  private static func add<Number: FixedWidthInteger>(
    _ numbers: UnsafeRawPointer, as: Number.Type, _ contributions: UnsafeRawPointer, _ count: Int,
    _ weight: Double, _ scores: UnsafeMutablePointer<Double>, _ bits: UnsafeMutablePointer<UInt64>?
  ) {
    @inline(__always) func record(_ index: Int) -> Int {
      Int(
        Number(littleEndian: numbers.loadUnaligned(fromByteOffset: index &* MemoryLayout<Number>.size, as: Number.self))
      )
    }
    @inline(__always) func contribution(_ index: Int) -> Double {
      Double(UInt32(littleEndian: contributions.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)))
    }
    guard let bits else {
      for index in 0..<count { scores[record(index)] += weight * contribution(index) }
      return
    }
    // A list's records come in increasing order: its bits gather in a register and each word is
    // stored once the list moves past it (an OR into memory per posting waited for the previous
    // posting's store). Any order stays correct, only slower.
    var word = record(0) &>> 6
    var pending: UInt64 = 0
    for index in 0..<count {
      let record = record(index)
      scores[record] += weight * contribution(index)
      if record &>> 6 != word {
        bits[word] |= pending
        word = record &>> 6
        pending = 0
      }
      pending |= 1 &<< UInt64(record & 63)
    }
    bits[word] |= pending
  }

  /// The records of the 64-record word `word` that matched some clause and every clause in
  /// `required` (a mask of slots), as a bitset.
  @inline(__always)
  func hits(inWord word: Int, required: UInt64) -> UInt64 {
    var any: UInt64 = 0
    var all: UInt64 = ~0
    for slot in 0..<slotCount {
      let bits = matches[slot * wordCount + word]
      any |= bits
      if required & (1 << UInt64(slot)) != 0 { all &= bits }
    }
    return any & all
  }

  /// The records of the 64-record word `word` that matched every slot of some set in `sets` (each
  /// a mask of slots), as a bitset.
  @inline(__always)
  func matches(anyOf sets: [UInt64], inWord word: Int) -> UInt64 {
    var any: UInt64 = 0
    for set in sets {
      var all: UInt64 = ~0
      var slots = set
      while slots != 0 {
        all &= matches[slots.trailingZeroBitCount * wordCount + word]
        slots &= slots &- 1
      }
      any |= all
    }
    return any
  }

  /// How many clauses record `record` matched.
  @inline(__always)
  func matchedClauses(record: Int) -> Int {
    var matched = 0
    for slot in 0..<slotCount {
      matched &+= Int(truncatingIfNeeded: (matches[slot * wordCount + record &>> 6] &>> UInt64(record & 63)) & 1)
    }
    return matched
  }
}
