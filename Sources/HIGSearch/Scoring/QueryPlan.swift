import HIGModel

/// The weighted terms a query turns into, and the masks that enforce required words: what the
/// searcher executes.
///
///     QueryPlan("탐색 모음") → 탐색 (clause 0), ~탐색 (0, bigram), 모음 (1), ~모음 (1), ~색모 (spanning)
struct QueryPlan {
  var terms: [Searcher.WeightedTerm] = []
  /// Bits of clauses every hit must match (`+word` and quoted phrases).
  var requiredMask: UInt64 = 0
  /// Bits of clauses that score (everything but `-word`).
  var scoringMask: UInt64 = 0
  /// Folded phrases a hit's text must contain.
  var phrases: [String] = []
  /// The words of each `-word` clause.
  var excludedWords: [[String]] = []
  /// The words and bigrams snippets mark (a handful: arrays, as `Set<String>` hashes each Korean
  /// string through Unicode normalization).
  var highlightWords: [String] = []
  var highlightGrams: [String] = []
  /// The positive words as typed (stemmed), for suggestions when nothing matches.
  var typedWords: [String] = []
  var isKorean = false

  init(query: SearchQuery, index: SearchIndex, parameters: ScoringParameters) {
    // A set, so a long word's many bigrams are told apart in linear time.
    var clauseGrams: Set<String> = []
    var positiveText: [String] = []
    var corrector: TypoCorrector?
    // Positions rather than `enumerated()`: a new generic type costs a conformance scan per process.
    for number in query.clauses.indices {
      let clause = query.clauses[number]
      let analyzed = Analyzer.analyze(clause.text)
      if clause.occurrence == .mustNot {
        excludedWords.append(analyzed.words)
        continue
      }
      let bit: UInt64 = 1 << UInt64(min(number, 63))
      scoringMask |= bit
      if clause.occurrence == .must || clause.isPhrase { requiredMask |= bit }
      if clause.isPhrase { phrases.append(SnippetBuilder.phraseForm(clause.text)) }
      positiveText.append(clause.text)
      isKorean = isKorean || analyzed.tokens.contains { $0.token.script != .alphanumeric }
      for word in analyzed.words {
        typedWords.append(word)
        terms.append(.init(term: word, weight: parameters.wordWeight, clause: number))
        highlightWords.append(word)
        for gram in Analyzer.grams(ofStem: word) where clauseGrams.insert(gram).inserted {
          terms.append(.init(term: gram, weight: parameters.gramWeight, clause: number))
          highlightGrams.append(gram)
        }
        // A Latin word the index lacks is probably mistyped: try vocabulary words one or two
        // edits away, weighted below an exact match.
        if word.count >= 4, word.unicodeScalars.allSatisfy({ Script.of($0) == .alphanumeric }),
          index.lookup(word) == nil
        {
          if corrector == nil { corrector = TypoCorrector(index: index) }
          let corrections = corrector!.corrections(for: word)
          for correction in corrections {
            terms.append(
              .init(term: correction, weight: parameters.typoWeight / Double(corrections.count), clause: number))
            highlightWords.append(correction)
          }
        }
      }
    }
    // Bigrams across two query words: records where the words stand together (or are written as
    // one compound) score a little more.
    for gram in Analyzer.analyze(positiveText.joined(separator: " ")).grams where clauseGrams.insert(gram).inserted {
      terms.append(.init(term: gram, weight: parameters.adjacencyWeight, clause: nil))
    }
  }
}
