/// Pairs up two ordered lists without crossing, maximising the total score of the pairs (a
/// Needleman–Wunsch alignment with free gaps), for lining up a translation with its original.
///
///     SequenceAlignment.align(["a", "b", "c"], ["a", "c"]) { $0 == $1 ? 1 : nil }
///     // [(0, 0), (1, nil), (2, 1)]
enum SequenceAlignment {
  /// Lists longer than this are paired by position: the table would need too much memory.
  static let maximumCells = 1_000_000

  /// Index pairs in order; nil on one side where an element has no partner. `score` returns nil
  /// for elements that must not be paired.
  static func align<A, B>(_ a: [A], _ b: [B], score: (A, B) -> Int?) -> [(Int?, Int?)] {
    guard a.count * b.count <= maximumCells else {
      return (0..<max(a.count, b.count)).map { ($0 < a.count ? $0 : nil, $0 < b.count ? $0 : nil) }
    }
    let width = b.count + 1
    var best = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        var value = max(best[(i + 1) * width + j], best[i * width + j + 1])
        if let pair = score(a[i], b[j]) { value = max(value, pair + best[(i + 1) * width + j + 1]) }
        best[i * width + j] = value
      }
    }
    var result: [(Int?, Int?)] = []
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
      if let pair = score(a[i], b[j]), best[i * width + j] == pair + best[(i + 1) * width + j + 1] {
        result.append((i, j))
        i += 1
        j += 1
      } else if best[i * width + j] == best[(i + 1) * width + j] {
        result.append((i, nil))
        i += 1
      } else {
        result.append((nil, j))
        j += 1
      }
    }
    while i < a.count {
      result.append((i, nil))
      i += 1
    }
    while j < b.count {
      result.append((nil, j))
      j += 1
    }
    return result
  }
}
