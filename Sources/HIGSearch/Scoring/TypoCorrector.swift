import HIGModel

/// Finds index words within a small edit distance of a mistyped Latin word: one edit for words
/// of up to seven letters, two for longer ones.
///
///     TypoCorrector(index: index).corrections(for: "modalty")  // ["modality"]
struct TypoCorrector {
  let index: SearchIndex

  init(index: SearchIndex) {
    self.index = index
  }

  /// Scans the index's ASCII terms in place; only the closest ones are turned into strings.
  func corrections(for word: String) -> [String] {
    let typed = Array(word.utf8)
    guard typed.allSatisfy({ $0 < 0x80 }) else { return [] }
    let limit = typed.count >= 8 ? 2 : 1
    var best: [[UInt8]] = []
    var bestDistance = limit + 1
    index.forEachASCIITerm { candidate in
      guard abs(candidate.count - typed.count) <= limit else { return }
      let distance = TypoCorrector.distance(typed, candidate, limit: bestDistance)
      if distance < bestDistance {
        best = [Array(candidate)]
        bestDistance = distance
      } else if distance == bestDistance, distance <= limit, best.count < 5 {
        best.append(Array(candidate))
      }
    }
    guard bestDistance <= limit else { return [] }
    return best.map { String(decoding: $0, as: UTF8.self) }
  }

  /// Levenshtein distance over bytes, giving up (returning `limit + 1`) once every cell of a row
  /// exceeds `limit`; the same measure as `EditDistance.between` for ASCII words, without
  /// allocating per character.
  static func distance(_ a: [UInt8], _ b: UnsafeRawBufferPointer, limit: Int) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { buffer in
      var previous = UnsafeMutableBufferPointer(rebasing: buffer[0...b.count])
      var current = UnsafeMutableBufferPointer(rebasing: buffer[(b.count + 1)...])
      for j in 0...b.count { previous[j] = j }
      for i in 1...a.count {
        current[0] = i
        var rowMinimum = i
        for j in 1...b.count {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          rowMinimum = min(rowMinimum, current[j])
        }
        if rowMinimum > limit { return limit + 1 }
        swap(&previous, &current)
      }
      return previous[b.count]
    }
  }
}
