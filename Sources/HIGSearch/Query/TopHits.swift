/// The best `capacity` (record, score) pairs seen so far, best first: higher score, then lower
/// record position. A candidate that cannot enter costs one comparison, so ranking thousands of
/// matching records never sorts them all.
///
///     var top = TopHits(capacity: 2)
///     top.offer(record: 4, score: 1.5); top.offer(record: 9, score: 3); top.offer(record: 1, score: 1.5)
///     top.hits  // [(9, 3.0), (1, 1.5)]
struct TopHits {
  let capacity: Int
  private(set) var hits: [(record: Int, score: Double)] = []

  init(capacity: Int) {
    self.capacity = max(0, capacity)
    hits.reserveCapacity(self.capacity + 1)
  }

  @inline(__always)
  static func ranks(_ a: (record: Int, score: Double), before b: (record: Int, score: Double)) -> Bool {
    a.score != b.score ? a.score > b.score : a.record < b.record
  }

  /// The score a candidate must beat to enter, for candidates offered in increasing record order
  /// (a tie then ranks after every hit already in): −∞ while there is room, +∞ with no room at all.
  var threshold: Double {
    guard capacity > 0 else { return .infinity }
    return hits.count < capacity ? -.infinity : hits[capacity - 1].score
  }

  @inline(__always)
  mutating func offer(record: Int, score: Double) {
    let candidate = (record: record, score: score)
    guard capacity > 0 else { return }
    if hits.count == capacity, !TopHits.ranks(candidate, before: hits[capacity - 1]) { return }
    var position = hits.count
    while position > 0, TopHits.ranks(candidate, before: hits[position - 1]) { position -= 1 }
    hits.insert(candidate, at: position)
    if hits.count > capacity { hits.removeLast() }
  }
}
