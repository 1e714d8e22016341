import HIGModel

/// Finds vocabulary words within a small edit distance of a mistyped Latin word: one edit for
/// words of up to seven letters, two for longer ones; at most five, the first met among equals.
///
///     TypoCorrector.corrections(for: "modalty", in: index.forEachASCIITerm)  // ["modality"]
enum TypoCorrector {
  /// `vocabulary` calls its argument with the UTF-8 bytes of each candidate (the index's terms of
  /// ASCII letters and digits, in the index's order), read in place: only the closest ones are
  /// turned into strings.
  /// Always inlined, so that the caller's `vocabulary` (`SearchIndex.forEachASCIITerm`) is called
  /// directly and specialised for this closure: through a function value, a typo query cost
  /// `hig search` about 13,000 more instructions.
  @inline(__always)
  static func corrections(
    for word: String, in vocabulary: ((UnsafeRawBufferPointer) -> Void) -> Void
  ) -> [String] {
    let typed = Array(word.utf8)
    guard typed.allSatisfy({ $0 < 0x80 }) else { return [] }
    let limit = typed.count >= 8 ? 2 : 1
    var best: [[UInt8]] = []
    var bestDistance = limit + 1
    vocabulary { candidate in
      guard abs(candidate.count - typed.count) <= limit else { return }
      // Levenshtein over bytes, the same measure as over characters for ASCII words.
      let distance = EditDistance.between(typed, candidate, limit: bestDistance)
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
}
