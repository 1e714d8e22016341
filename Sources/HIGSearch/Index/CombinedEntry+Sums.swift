extension CombinedEntry {
  /// One combined entry as the index builder writes it: its term's number, and each part's term
  /// number with how many of the entry's units one unit of the part's contribution makes
  /// (weight × unit / `contributionUnit`: 2 for a word, 1 for a bigram, in units of 1/2048).
  struct Sum {
    var key: Int32
    var parts: [(term: Int32, scale: UInt32)]
  }

  /// The combined entries of the words in `terms` that have bigrams, their keys added to `terms`;
  /// none when `parameters` make sums inexact (`unit(parameters:)` is nil). A part of no weight is
  /// left out, as a search skips it.
  static func sums(adding terms: inout TermTable, parameters: ScoringParameters) -> [Sum] {
    guard let unit = unit(parameters: parameters) else { return [] }
    var found: [(word: String, parts: [(term: Int32, scale: UInt32)])] = []
    for number in 0..<Int32(terms.count) {
      let word = terms.withBytes(of: number) { String(decoding: $0, as: UTF8.self) }
      guard isWord(word) else { continue }
      let parts = CombinedEntry.parts(of: word, parameters: parameters)
      guard parts.count > 1 else { continue }
      var numbered: [(term: Int32, scale: UInt32)] = []
      for part in parts where part.weight > 0 {
        guard let term = terms.existingNumber(of: part.term) else { continue }
        numbered.append((term, UInt32(part.weight * unit / ScoringParameters.contributionUnit)))
      }
      if !numbered.isEmpty { found.append((word, numbered)) }
    }
    // Keys are numbered after every word was looked at, so the loop above met words only.
    return found.map { Sum(key: terms.number(of: key(of: $0.word)), parts: $0.parts) }
  }

  /// Whether an index term is a word (not a bigram, a concept or a combined entry).
  private static func isWord(_ term: String) -> Bool {
    guard let first = term.utf8.first else { return false }
    return first != Analyzer.gramPrefixByte && !term.hasPrefix(ConceptNames.prefix) && !term.hasPrefix(prefix)
  }
}
