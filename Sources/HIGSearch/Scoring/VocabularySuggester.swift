import Foundation
import HIGModel

/// For a query with no hits, the index words closest to what was typed, shown as they are written
/// in the texts (the index holds stems: "titl" is shown as "title").
///
///     VocabularySuggester(index: index).suggestions(for: ["드레그"])  // ["드래그"]
struct VocabularySuggester {
  let index: SearchIndex

  func suggestions(for words: [String], count: Int = 3) throws -> [String] {
    // Each term's length counted once, not once per typed word.
    let vocabulary = index.vocabulary.filter {
      !$0.term.hasPrefix(Analyzer.gramPrefix) && !$0.term.hasPrefix(CombinedEntry.prefix)
    }.map { ($0, $0.term.count) }
    var scored: [(term: SearchIndex.TermInfo, distance: Int)] = []
    for word in words {
      let length = word.count
      let limit = max(1, min(3, length / 3))
      for (info, termLength) in vocabulary where abs(termLength - length) <= limit && info.term != word {
        let distance = EditDistance.between(word, info.term, limit: limit)
        if distance <= limit { scored.append((info, distance)) }
      }
    }
    scored.sort {
      $0.distance != $1.distance
        ? $0.distance < $1.distance
        : $0.term.documentFrequency != $1.term.documentFrequency
          ? $0.term.documentFrequency > $1.term.documentFrequency : $0.term.term < $1.term.term
    }
    var result: [String] = []
    for candidate in scored {
      let surface = try surfaceForm(of: candidate.term)
      if !result.contains(surface) { result.append(surface) }
      if result.count == count { break }
    }
    return result
  }

  /// The word as a record writes it, found by re-reading one record that has the stem.
  private func surfaceForm(of info: SearchIndex.TermInfo) throws -> String {
    guard let posting = try index.postings(info).first else { return info.term }
    let text = try index.record(at: posting.record).text
    for language in [text.ko, text.en].compactMap({ $0 }) {
      let scalars = Array(TextNormalizer.nfc(language).unicodeScalars)
      for (token, stem) in Analyzer.analyze(language).tokens where stem == info.term {
        return String(scalars: scalars[token.start..<token.end])
      }
    }
    return info.term
  }
}
