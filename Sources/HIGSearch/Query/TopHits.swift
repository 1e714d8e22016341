/// The best `capacity` (record, score) pairs seen so far: higher score first, then lower record
/// position. A candidate that cannot enter costs one comparison, and one that can a logarithmic
/// number (a heap whose root is the worst hit kept), so ranking any number of matching records
/// for any limit never sorts them all.
///
///     var top = TopHits(capacity: 2)
///     top.offer(record: 4, score: 1.5); top.offer(record: 9, score: 3); top.offer(record: 1, score: 1.5)
///     top.hits  // [(9, 3.0), (1, 1.5)]
struct TopHits {
  let capacity: Int
  /// A binary heap: every entry ranks before its children, so `heap[0]` is the worst kept.
  private var heap: [(record: Int, score: Double)] = []

  /// `capacity` is a limit, never a size to allocate: a caller passes the user's `--limit`.
  init(capacity: Int) {
    self.capacity = max(0, capacity)
  }

  @inline(__always)
  static func ranks(_ a: (record: Int, score: Double), before b: (record: Int, score: Double)) -> Bool {
    a.score != b.score ? a.score > b.score : a.record < b.record
  }

  /// The hits kept, best first.
  var hits: [(record: Int, score: Double)] { heap.sorted(by: TopHits.ranks) }

  /// The score a candidate must beat to enter, for candidates offered in increasing record order
  /// (a tie then ranks after every hit already in): −∞ while there is room, +∞ with no room at all.
  var threshold: Double {
    guard capacity > 0 else { return .infinity }
    return heap.count < capacity ? -.infinity : heap[0].score
  }

  @inline(__always)
  mutating func offer(record: Int, score: Double) {
    let candidate = (record: record, score: score)
    guard capacity > 0 else { return }
    if heap.count < capacity {
      heap.append(candidate)
      siftUp(heap.count - 1)
    } else if TopHits.ranks(candidate, before: heap[0]) {
      heap[0] = candidate
      siftDown(0)
    }
  }

  /// `ranks(before:)` reversed: the heap keeps the worst hit on top.
  @inline(__always)
  private func isWorse(_ a: Int, than b: Int) -> Bool { TopHits.ranks(heap[b], before: heap[a]) }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard isWorse(child, than: parent) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      var worst = parent
      let left = 2 * parent + 1
      if left < heap.count, isWorse(left, than: worst) { worst = left }
      if left + 1 < heap.count, isWorse(left + 1, than: worst) { worst = left + 1 }
      guard worst != parent else { return }
      heap.swapAt(parent, worst)
      parent = worst
    }
  }
}
