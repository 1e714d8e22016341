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

  /// Levenshtein distance over bytes, giving up (returning `limit + 1`) once it must exceed
  /// `limit`: `EditDistance.between` on UTF-8, the same measure as for ASCII words.
  static func distance(_ a: [UInt8], _ b: UnsafeRawBufferPointer, limit: Int) -> Int {
    EditDistance.between(a, b, limit: limit)
  }
}
