/// Levenshtein distance between two strings, by Unicode characters: for "did you mean …?" and typos.
///
///     EditDistance.between("modalty", "modality")  // 1
///     EditDistance.between("드래그", "드레그")          // 1
public enum EditDistance {
  public static func between(_ a: String, _ b: String, limit: Int = .max) -> Int {
    between(Array(a), Array(b), limit: limit)
  }

  /// The distance between any two sequences of comparable elements (characters, UTF-8 bytes): exact
  /// when it is at most `limit`, and some number above `limit` otherwise. Only the cells within
  /// `limit` of the diagonal are computed (no path outside them costs `limit` or less), and it
  /// gives up as soon as a row exceeds `limit`: a typo check of one edit fills three cells a row,
  /// not the whole row. Inlinable so hot callers (typo correction over the whole vocabulary) get
  /// a specialised, allocation-free copy.
  @inlinable
  public static func between<A: RandomAccessCollection, B: RandomAccessCollection>(
    _ a: A, _ b: B, limit: Int = .max
  ) -> Int where A.Element == B.Element, A.Element: Equatable, A.Index == Int, B.Index == Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // No distance exceeds the longer length: a larger limit is no limit, and `beyond` cannot overflow.
    let band = min(limit, max(a.count, b.count))
    let beyond = band + 1
    if abs(a.count - b.count) > band { return beyond }
    let aStart = a.startIndex
    let bStart = b.startIndex
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 2)) { buffer in
      var previous = UnsafeMutableBufferPointer(rebasing: buffer[0...(b.count + 1)])
      var current = UnsafeMutableBufferPointer(rebasing: buffer[(b.count + 2)...])
      for j in 0...(b.count + 1) { previous[j] = j <= band ? j : beyond }
      for i in 1...a.count {
        let low = max(1, i - band)
        let high = min(b.count, i + band)
        // The cells beside the band stand for paths that already cost more than `limit`.
        current[low - 1] = low == 1 && i <= band ? i : beyond
        current[high + 1] = beyond
        var rowMinimum = current[low - 1]
        for j in low...high {
          let cost = a[aStart + i - 1] == b[bStart + j - 1] ? 0 : 1
          current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          rowMinimum = min(rowMinimum, current[j])
        }
        if rowMinimum > band { return beyond }
        swap(&previous, &current)
      }
      return min(previous[b.count], beyond)
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
