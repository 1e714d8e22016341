/// The coordination factor of a query: how much of its score a hit keeps when it matches only
/// some of the query's scoring clauses, `1 − c + c × matched / clauses` (`c` is
/// `ScoringParameters.coordination`).
///
///     Coordination(plan: plan).factor(matching: 0b01)  // 0.75 for a query of two clauses, c = 0.5
struct Coordination {
  /// By number of clauses matched, 0…64, computed once: a division per matching record showed in
  /// profiles.
  let factors: [Double]
  let scoringMask: UInt64

  init(plan: QueryPlan) {
    scoringMask = plan.scoringMask
    let clauses = Double(max(1, plan.scoringMask.nonzeroBitCount))
    let coordination = plan.parameters.coordination
    factors = (0...64).map { matched in 1 - coordination + coordination * (Double(matched) / clauses) }
  }

  /// The factor of a record that matched the clauses whose bits are in `mask`.
  func factor(matching mask: UInt64) -> Double { factors[(mask & scoringMask).nonzeroBitCount] }
}
