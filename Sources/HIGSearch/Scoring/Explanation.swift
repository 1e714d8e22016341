import HIGModel

/// Why a record scored what it did for a query: each query term it matched, through which channel,
/// with its weight and the record's stored contribution, then the factors applied to their sum (the
/// record's kind, section and platform; the share of query words matched). Like tantivy's
/// `explain`, it is how the next ranking failure is found (`hig search --explain`).
///
///     let explanation = try searcher.explain(try SearchQuery.parse("탭 바"), record: 17)
///     explanation.matches.first  // terminology #tab-bar 1.0 × 4.12
///     explanation.score          // the hit's score
public struct Explanation: Sendable, Hashable {
  /// One query term the record matched.
  public struct Match: Sendable, Hashable {
    /// `word`, `bigram`, `adjacency`, `glossary` (a word found only in the record's glossary
    /// field, the other language's side of a pair), `terminology` (a concept), `loanword`, `typo`.
    public var channel: String
    public var term: String
    public var weight: Double
    /// The term's BM25F contribution to the record, as the index stores it.
    public var contribution: Double
    /// What the term adds to the sum: weight × contribution.
    public var score: Double { weight * contribution }
  }

  public var matches: [Match]
  /// The sum of the matches' scores.
  public var sum: Double
  /// The record's factor (`ScoringParameters.recordFactor`) and why: "figure ×0.5", "macOS section ×1.5".
  public var recordFactor: Double
  public var reasons: [String]
  /// The coordination factor: the share of the query's clauses the record matched.
  public var coordination: Double
  public var matchedClauses: Int
  public var clauses: Int
  /// sum × record factor × coordination: the hit's score.
  public var score: Double
}

extension Searcher {
  /// The explanation of record `record`'s score for `query` (a record number, as hits carry).
  public func explain(_ query: SearchQuery, record: Int) throws -> Explanation {
    let plan = QueryPlan(query: query, index: index, parameters: parameters)
    let stored = try index.record(at: record)
    // The words the record's own text and titles have: a word matched without them came from the
    // glossary field.
    let analyzed = Analyzer.analyze(
      [stored.text.ko, stored.text.en, stored.guidelineTitle.ko, stored.guidelineTitle.en, stored.section?.ko,
        stored.section?.en].compactMap { $0 }.joined(separator: "\n"))
    let own = analyzed.words + analyzed.grams
    var matches: [Explanation.Match] = []
    var mask: UInt64 = 0
    for term in plan.terms where term.weight > 0 {
      guard let info = index.lookup(term.term),
        let posting = try index.postings(info).first(where: { $0.record == record })
      else { continue }
      mask |= term.clauseMask
      let channel: String
      switch term.channel {
      case .word: channel = own.contains(term.term) ? "word" : "glossary"
      case .gram: channel = own.contains(term.term) ? "bigram" : "glossary"
      case .adjacency: channel = "adjacency"
      case .typo: channel = "typo"
      case .concept: channel = "terminology"
      case .loanword: channel = "loanword"
      }
      matches.append(
        Explanation.Match(channel: channel, term: term.term, weight: term.weight, contribution: posting.contribution))
    }
    var sum = 0.0
    for match in matches { sum += match.score }
    let kind = index.kind(record: record)
    let section = index.recordFlags(record: record)
    let platforms = index.platformMask(record: record)
    let factor = parameters.recordFactor(
      kind: kind, section: section, platforms: platforms, boosted: plan.boostedPlatforms,
      asks: plan.asks)
    var reasons: [String] = []
    if kind != .rule, parameters.nonRulePrior != 1 { reasons.append("not a rule ×\(parameters.nonRulePrior)") }
    if kind == .figure, parameters.figurePrior != 1 { reasons.append("figure ×\(parameters.figurePrior)") }
    if section & RecordFlags.reference != 0, parameters.referencePrior != 1 {
      reasons.append("resources or change log ×\(parameters.referencePrior)")
    }
    if section & RecordFlags.platform != 0, platforms & plan.boostedPlatforms != 0, parameters.platformBoost != 1 {
      let names = Platform.platforms(in: platforms & plan.boostedPlatforms).map(\.rawValue).joined(separator: ", ")
      reasons.append("\(names) section ×\(parameters.platformBoost)")
    }
    if section & plan.asks != 0, parameters.answerBoost != 1 {
      reasons.append("answers what was asked (\(RecordFlags.names(of: section & plan.asks))) ×\(parameters.answerBoost)")
    }
    let coordination = Coordination(plan: plan)
    let matched = (mask & plan.scoringMask).nonzeroBitCount
    return Explanation(
      matches: matches, sum: sum, recordFactor: factor, reasons: reasons,
      coordination: coordination.factor(matching: mask), matchedClauses: matched,
      clauses: plan.scoringMask.nonzeroBitCount, score: factor * sum * coordination.factor(matching: mask))
  }
}
