/// A list a search reads: a term of the plan, or a word's combined entry standing for the word and
/// its bigrams (`parts`). Both searchers rank these (`Searcher` over the index file, `BrowserSearch`
/// over the site's files), made from the plan by `combining`.
///
///     PlannedTerm.combining(plan("드래그 앤").terms, combinedUnit: 2048, parameters: .standard)
///     // =드래그 (clause 0, for 드래그 ~드래 ~래그), 앤 (1), ~그앤 (adjacency)
struct PlannedTerm {
  var term: String
  var weight: Double
  var clause: Int?
  /// How many clauses from `clause` on the term matches (a concept several query words name).
  var span = 1
  /// The mask bits of the clauses the term matches (`QueryPlan.Term.clauseMask`).
  var clauseMask: UInt64
  /// What the list's contributions are whole numbers of.
  var unit: Double
  /// The plan's terms a combined entry stands for; empty for a term of the plan.
  var parts: [QueryPlan.Term] = []

  /// A term of the plan, read as it is.
  init(_ term: QueryPlan.Term) {
    self.term = term.term
    weight = term.weight
    clause = term.clause
    span = term.span
    clauseMask = term.clauseMask
    unit = ScoringParameters.contributionUnit
  }

  private init(combining parts: [QueryPlan.Term], unit: Double) {
    let word = parts[0]
    term = CombinedEntry.key(of: word.term)
    weight = 1
    clause = word.clause
    clauseMask = word.clauseMask
    self.unit = unit
    self.parts = parts
  }

  /// The plan's terms with each word that is followed by exactly its own bigrams (as
  /// `CombinedEntry.parts` lists them) replaced by the word's combined entry. A word whose bigrams
  /// an earlier word of the query already brought keeps its parts. Only when every weight of the
  /// plan is a whole number of 1/`combinedUnit`ths of a contribution unit: a weight such as a
  /// typo correction's (0.6 / n) makes sums depend on their order, and then each term is read
  /// on its own and added in plan order, as the browser and the terminal both do.
  static func combining(_ terms: [QueryPlan.Term], combinedUnit: Double?, parameters: ScoringParameters)
    -> [PlannedTerm]
  {
    guard let unit = combinedUnit, terms.allSatisfy({ isExact($0.weight, unit: unit) }) else {
      return terms.map(PlannedTerm.init)
    }
    var result: [PlannedTerm] = []
    var position = 0
    while position < terms.count {
      let word = terms[position]
      let parts = CombinedEntry.parts(of: word.term, parameters: parameters)
      let run = terms[position..<min(terms.count, position + parts.count)]
      let whole =
        word.channel == .word && parts.count > 1 && run.count == parts.count
        && zip(run, parts).allSatisfy { term, part in
          term.term == part.term && term.weight == part.weight && term.clause == word.clause
            && (term.channel == .word || term.channel == .gram)
        }
      guard whole else {
        result.append(PlannedTerm(word))
        position += 1
        continue
      }
      result.append(PlannedTerm(combining: Array(run), unit: unit))
      position += parts.count
    }
    return result
  }

  /// Whether `weight` times a contribution is a whole number of 1/`unit`.
  private static func isExact(_ weight: Double, unit: Double) -> Bool {
    let scaled = weight * unit / ScoringParameters.contributionUnit
    // Toward zero: WebAssembly has that instruction, not a libm call.
    return scaled == scaled.rounded(.towardZero)
  }
}
