/// Levenshtein distance between two strings, by Unicode characters: for "did you mean …?" and typos.
///
///     EditDistance.between("modalty", "modality")  // 1
///     EditDistance.between("드래그", "드레그")          // 1
public enum EditDistance {
  public static func between(_ a: String, _ b: String, limit: Int = .max) -> Int {
    between(Array(a), Array(b), limit: limit)
  }

  /// The distance between any two sequences of comparable elements (characters, UTF-8 bytes), giving
  /// up with `limit + 1` as soon as it must exceed `limit`. Inlinable so hot callers (typo
  /// correction over the whole vocabulary) get a specialised, allocation-free copy.
  @inlinable
  public static func between<A: RandomAccessCollection, B: RandomAccessCollection>(
    _ a: A, _ b: B, limit: Int = .max
  ) -> Int where A.Element == B.Element, A.Element: Equatable, A.Index == Int, B.Index == Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    if abs(a.count - b.count) > limit { return limit + 1 }
    let aStart = a.startIndex
    let bStart = b.startIndex
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { buffer in
      var previous = UnsafeMutableBufferPointer(rebasing: buffer[0...b.count])
      var current = UnsafeMutableBufferPointer(rebasing: buffer[(b.count + 1)...])
      for j in 0...b.count { previous[j] = j }
      for i in 1...a.count {
        current[0] = i
        var rowMinimum = i
        for j in 1...b.count {
          let cost = a[aStart + i - 1] == b[bStart + j - 1] ? 0 : 1
          current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          rowMinimum = min(rowMinimum, current[j])
        }
        if rowMinimum > limit { return limit + 1 }
        swap(&previous, &current)
      }
      return previous[b.count]
    }
  }

  /// The candidates closest to `word`, nearest first, within `maximum` edits.
  public static func closest(to word: String, in candidates: [String], maximum: Int = 3, count: Int = 3) -> [String] {
    let lowered = word.lowercased()
    var scored: [(candidate: String, distance: Int)] = []
    for candidate in candidates {
      let distance = between(lowered, candidate.lowercased(), limit: maximum)
      if distance <= maximum { scored.append((candidate, distance)) }
    }
    scored.sort { lhs, rhs in
      lhs.distance != rhs.distance ? lhs.distance < rhs.distance : lhs.candidate < rhs.candidate
    }
    return scored.prefix(count).map { $0.candidate }
  }
}
