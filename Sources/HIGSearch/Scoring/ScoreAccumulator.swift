/// The searcher's working memory for one query: each record's running score, and for each query
/// clause a bitset of the records it matched.
///
/// Scores live in a dense array indexed by record (one multiply-add per posting, no branch):
/// whole numbers of 1/`scale` (u32) when every weight of the query makes one of a contribution's
/// units a whole number of them and no sum can overflow (half the memory to clear and to walk,
/// an integer add per posting), doubles otherwise (a typo correction's 0.6 / n); both hold the same
/// exact sums. Clause matches live in small bitsets (26 kB per clause at 207,000 records), which
/// give the hits 64 records at a time: the union of the clauses' bitsets, intersected with the
/// required ones, counted with a population count, and only its set bits are visited to rank.
///
///     var accumulator = ScoreAccumulator(recordCount: 100, clauseSlots: 2, scale: 2048)
///     accumulator.add(records, units, weight: 1 / 1024, slot: 0)  // word of clause 0
///     accumulator.add(records, units, weight: 2 / 1024, slot: nil)  // bigram spanning two words
struct ScoreAccumulator {
  let recordCount: Int
  /// 64-bit words per clause bitset.
  let wordCount: Int
  let slotCount: Int
  /// What `units` counts (a power of two); nil when scores are kept as doubles.
  let scale: Double?
  /// 1 / `scale`, exact for a power of two: a multiplication per hit instead of a division.
  private let unitValue: Double
  private var scores: [Double]
  private var units: [UInt32]
  /// `slotCount` bitsets of `wordCount` words, one after the other.
  private(set) var matches: [UInt64]

  init(recordCount: Int, clauseSlots: Int, scale: Double?) {
    self.recordCount = recordCount
    wordCount = (recordCount + 63) / 64
    slotCount = clauseSlots
    self.scale = scale
    unitValue = 1 / (scale ?? 1)
    scores = scale == nil ? [Double](repeating: 0, count: recordCount) : []
    units = scale == nil ? [] : [UInt32](repeating: 0, count: recordCount)
    matches = [UInt64](repeating: 0, count: wordCount * clauseSlots)
  }

  /// The scale for terms of these weights (each a term's weight over its list's unit, an exact
  /// division by a power of two) and largest contributions in units: the smallest power of two
  /// that makes every weight a whole number, when the largest possible sum fits a u32; else nil.
  ///
  ///     integerScale(weights: [1 / 1024, 0.5 / 1024], largestUnits: [3000, 2000])  // 2048
  static func integerScale(weights: [Double], largestUnits: [Int]) -> Double? {
    for shift in 0...24 {
      let scale = Double(1 << shift)
      guard weights.allSatisfy({ ($0 * scale).rounded(.towardZero) == $0 * scale }) else { continue }
      var largest = 0.0
      for position in weights.indices { largest += weights[position] * scale * Double(largestUnits[position]) }
      return largest <= Double(UInt32.max) ? scale : nil
    }
    return nil
  }

  /// Record `record`'s score so far: the same number either way scores are kept.
  @inline(__always)
  func score(of record: Int) -> Double {
    if scale != nil { return Double(units[record]) * unitValue }
    return scores[record]
  }

  /// Adds `weight × units` to each listed record's score (a term's weight over its list's unit,
  /// an exact division by a power of two) and, unless `slot` is nil (a bigram spanning two query
  /// words, which scores but matches no clause), marks the records in that clause's bitset. Every
  /// record number must be below `recordCount` (`withPostings` checks).
  @inline(__always)
  mutating func add(
    _ records: SearchIndex.RecordNumbers, _ units: SearchIndex.Units, weight: Double, slot: Int?
  ) {
    guard records.count > 0, let numbers = records.bytes.baseAddress, let contributions = units.bytes.baseAddress
    else { return }
    let (wordCount, count, wide) = (wordCount, records.count, records.width == 4)
    matches.withUnsafeMutableBufferPointer { matches in
      let bits = slot.map { matches.baseAddress! + $0 * wordCount }
      // One loop per record-number width and kind of score, on plain pointers: the loop then
      // carries no width branch and no per-posting nil or bounds check.
      if let scale {
        let multiplier = UInt32(weight * scale)
        self.units.withUnsafeMutableBufferPointer { cells in
          let cells = cells.baseAddress!
          if wide {
            Self.add(numbers, as: UInt32.self, contributions, count, cells, bits) { $0 &+= multiplier &* $1 }
          } else {
            Self.add(numbers, as: UInt16.self, contributions, count, cells, bits) { $0 &+= multiplier &* $1 }
          }
        }
      } else {
        scores.withUnsafeMutableBufferPointer { cells in
          let cells = cells.baseAddress!
          if wide {
            Self.add(numbers, as: UInt32.self, contributions, count, cells, bits) { $0 += weight * Double($1) }
          } else {
            Self.add(numbers, as: UInt16.self, contributions, count, cells, bits) { $0 += weight * Double($1) }
          }
        }
      }
    }
  }

  @inline(__always)
  private static func add<Number: FixedWidthInteger, Cell>(
    _ numbers: UnsafeRawPointer, as: Number.Type, _ contributions: UnsafeRawPointer, _ count: Int,
    _ cells: UnsafeMutablePointer<Cell>, _ bits: UnsafeMutablePointer<UInt64>?, _ add: (inout Cell, UInt32) -> Void
  ) {
    @inline(__always) func record(_ index: Int) -> Int {
      Int(
        Number(littleEndian: numbers.loadUnaligned(fromByteOffset: index &* MemoryLayout<Number>.size, as: Number.self))
      )
    }
    @inline(__always) func units(_ index: Int) -> UInt32 {
      UInt32(littleEndian: contributions.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
    }
    guard let bits else {
      for index in 0..<count { add(&cells[record(index)], units(index)) }
      return
    }
    // A list's records come in increasing order: its bits gather in a register and each word is
    // stored once the list moves past it (an OR into memory per posting waited for the previous
    // posting's store). Any order stays correct, only slower.
    var word = record(0) &>> 6
    var pending: UInt64 = 0
    for index in 0..<count {
      let record = record(index)
      add(&cells[record], units(index))
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
