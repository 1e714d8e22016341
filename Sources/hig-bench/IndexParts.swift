import HIGModel
import HIGSearch

/// The search index's lists by kind of term — English words, Korean words, Korean bigrams, Korean
/// words' combined entries, terminology concepts — with their postings and the bytes the site's
/// postings files (`PostingsFile`, before compression) give them: which part grows with the
/// vocabulary.
///
///     try IndexParts.table(of: index)   // | kind | terms | postings | raw MiB | bytes per posting |
enum IndexParts {
  struct Part {
    var terms = 0
    var postings = 0
    var bytes = 0
  }

  static let kinds = ["English and other words", "Korean words", "Korean bigrams", "combined entries", "concepts"]

  static func kind(of term: String) -> Int {
    if term.hasPrefix(Analyzer.gramPrefix) { return 2 }
    if term.hasPrefix(CombinedEntry.prefix) { return 3 }
    if term.hasPrefix(ConceptNames.prefix) { return 4 }
    return term.unicodeScalars.first.map { Hangul.isSyllable($0.value) } == true ? 1 : 0
  }

  static func parts(of index: SearchIndex) throws -> [Part] {
    var parts = [Part](repeating: Part(), count: kinds.count)
    let combined = index.combinedUnit(for: .standard) != nil
    for info in index.vocabulary where combined || !info.term.hasPrefix(CombinedEntry.prefix) {
      let postings = try index.contributions(of: info).sorted {
        $0.score != $1.score ? $0.score > $1.score : $0.record < $1.record
      }
      var file = PostingsFile()
      file.append(
        term: info.term, maxima: [],
        postings: postings.lazy.map { (record: $0.record, units: Int(($0.score * info.unit).rounded()), flags: 0) })
      let kind = kind(of: info.term)
      parts[kind].terms += 1
      parts[kind].postings += postings.count
      parts[kind].bytes += file.bytes.count
    }
    return parts
  }

  /// One row per corpus and kind.
  static func rows(corpus: String, parts: [Part]) -> [[String]] {
    zip(kinds, parts).map { kind, part in
      [
        corpus, kind, String(part.terms), String(part.postings),
        String(format: "%.2f", Double(part.bytes) / 1_048_576),
        String(format: "%.2f", Double(part.bytes) / Double(max(1, part.postings))),
      ]
    }
  }

  static let header = ["corpus", "kind of term", "terms", "postings", "raw MiB", "bytes per posting"]
}
