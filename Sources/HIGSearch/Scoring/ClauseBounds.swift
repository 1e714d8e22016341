/// How much a record can score at most, judged only by which of the query's clauses it matched:
/// what lets the ranking skip, 64 records at a time, every record whose clauses could not lift it
/// above the tenth hit, before looking at its score.
///
/// A term present in a record marks all its clauses there, so a record that matched the clauses
/// `M` holds only terms whose clauses lie within `M` (and bigrams spanning two query words, which
/// mark none and may be anywhere). Its score is at most the largest record factor × the
/// coordination factor of `M` × each such term's weight × its largest contribution: `bound(M)`,
/// which grows with `M`. So once the tenth hit scores θ, a record is worth a look only when its
/// clauses include a set `S` with `bound(S) > θ`, and the smallest such sets say which, by
/// intersecting their clauses' bitsets.
///
///     var bounds = ClauseBounds(slots: 3, scoring: 0b111, required: 0, factors: coordination.factors, largestFactor: 1)
///     bounds.add(term: 3.4, slots: 0b001)   // 동적 (clause 0)
///     bounds.add(term: 5.9, slots: 0)       // ~적빠, across two words
///     bounds.sets(above: 19.05).sets        // [0b111]: only records matching all three clauses
struct ClauseBounds {
  /// Queries of more slots (clauses) than this are not judged: 2^slots sets are.
  static let largestSlotCount = 8

  let slotCount: Int
  private let scoringMask: UInt64
  private let requiredMask: UInt64
  private let factors: [Double]
  private let largestFactor: Double
  /// Per term, its largest weighted contribution and the slots it marks (0: none).
  private var terms: [(bound: Double, slots: UInt64)] = []
  /// `bound` of every set of slots that holds the required ones, smaller sets first.
  private var bounds: [(set: UInt64, bound: Double)] = []

  init(slots: Int, scoring: UInt64, required: UInt64, factors: [Double], largestFactor: Double) {
    slotCount = slots
    scoringMask = scoring
    requiredMask = required
    self.factors = factors
    self.largestFactor = largestFactor
  }

  /// Whether the query has few enough slots to be judged this way.
  var isUsable: Bool { slotCount <= ClauseBounds.largestSlotCount }

  /// Counts a term of the query: `bound` is its weight times its largest contribution, `slots` the
  /// mask of the slots it marks.
  mutating func add(term bound: Double, slots: UInt64) {
    terms.append((bound, slots))
    bounds = []
  }

  /// The smallest sets of slots (as masks) whose bound exceeds `threshold`, and the threshold up
  /// to which they stay the same (the least of their bounds): a record can enter the top only
  /// when it matched every slot of one of them. The empty set, which every record holds, when
  /// the query is not judged.
  mutating func sets(above threshold: Double) -> (sets: [UInt64], until: Double) {
    guard isUsable else { return ([0], .infinity) }
    if bounds.isEmpty {
      let sets = (1..<(UInt64(1) << UInt64(slotCount))).filter { $0 & requiredMask == requiredMask }
      bounds = sets.sorted { $0.nonzeroBitCount < $1.nonzeroBitCount }.map { ($0, bound($0)) }
    }
    var strong: [UInt64] = []
    var until = Double.infinity
    for (set, bound) in bounds where bound > threshold && !strong.contains(where: { $0 & set == $0 }) {
      strong.append(set)
      until = min(until, bound)
    }
    return (strong, until)
  }

  /// The most a record that matched exactly the slots `set` can score, a hair high: bounds
  /// summed in another order than the scores may round the other way.
  private func bound(_ set: UInt64) -> Double {
    var sum = 0.0
    for term in terms where term.slots & set == term.slots { sum += term.bound }
    return sum * factors[(set & scoringMask).nonzeroBitCount] * largestFactor * (1 + 1e-9)
  }
}
