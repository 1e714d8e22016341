/// A word's combined entry in the index (`"=드래그"`): what the word and its bigrams add to each
/// record, summed into one list, so a Korean query reads one list per word as an English one does,
/// not one per bigram. `hig search` reads them from the index file, the browser from the site's
/// files, which export them.
///
/// Contributions are whole numbers of 1/`ScoringParameters.contributionUnit` and the weights of a word
/// and of a bigram are power-of-two fractions, so each sum is a whole number of `unit` and exact:
/// added to the other lists in any order it gives the score of adding every part, bit for bit.
/// The index builder writes these entries (`CombinedEntry.sums`, `IndexFileWriter`); a search uses one wherever its plan
/// lists a word followed by exactly the word's bigrams (`PlannedTerm.combining`).
///
///     CombinedEntry.parts(of: "드래그", parameters: .standard)
///     // [("드래그", 1), ("~드래", 0.5), ("~래그", 0.5)]
public enum CombinedEntry {
  /// Marks a combined entry's term, which no analyzed word starts with.
  public static let prefix = "="

  /// The entry's term in the index.
  public static func key(of word: String) -> String { prefix + word }

  /// The word and its distinct bigrams with the weights a plan gives them; only the word when it
  /// has no bigrams (a Latin word, a single syllable), which then has no combined entry.
  public static func parts(of word: String, parameters: ScoringParameters) -> [(term: String, weight: Double)] {
    var parts: [(term: String, weight: Double)] = [(word, parameters.wordWeight)]
    for gram in Analyzer.grams(ofStem: word) where !parts.contains(where: { $0.term == gram }) {
      parts.append((gram, parameters.gramWeight))
    }
    return parts
  }

  /// The unit of combined entries: every weighted sum is a whole number of it. Nil when the word,
  /// bigram or adjacency weight is not a whole number of some power-of-two fraction (0.3, say):
  /// then sums depend on the order of addition, and the index has no combined entries.
  ///
  ///     word 1, bigram 0.5, adjacency 2  →  2 × ScoringParameters.contributionUnit
  public static func unit(parameters: ScoringParameters) -> Double? {
    let weights = [parameters.wordWeight, parameters.gramWeight, parameters.adjacencyWeight]
    for shift in 0...16 {
      let scale = Double(1 << shift)
      if weights.allSatisfy({ ($0 * scale).rounded() == $0 * scale }) { return ScoringParameters.contributionUnit * scale }
    }
    return nil
  }
}
