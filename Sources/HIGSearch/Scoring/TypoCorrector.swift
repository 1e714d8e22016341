import HIGModel

/// Finds index words within a small edit distance of a mistyped Latin word: one edit for words
/// of up to seven letters, two for longer ones.
///
///     TypoCorrector(index: index).corrections(for: "modalty")  // ["modality"]
struct TypoCorrector {
  let candidates: [String]

  init(index: SearchIndex) {
    candidates = index.vocabulary.lazy.map(\.term).filter { term in
      !term.hasPrefix(Analyzer.gramPrefix) && term.unicodeScalars.allSatisfy { Script.of($0) == .alphanumeric }
    }
  }

  func corrections(for word: String) -> [String] {
    let limit = word.count >= 8 ? 2 : 1
    var best: [String] = []
    var bestDistance = limit + 1
    for candidate in candidates where abs(candidate.count - word.count) <= limit {
      let distance = EditDistance.between(word, candidate, limit: limit)
      if distance < bestDistance {
        best = [candidate]
        bestDistance = distance
      } else if distance == bestDistance {
        best.append(candidate)
      }
    }
    return Array(best.prefix(5))
  }
}
