import HIGModel

/// The `hig search --json` document (and the MCP server's `search` answer): one object with the
/// query, the total and the hits (keys are only ever added, so older readers keep working).
///
///     {"query": "시트", "total": 12, "hits": [{"id": "modality/wav38n", "guideline": "modality", …}]}
public struct SearchResultsJSON: Encodable, Sendable {
  public struct Hit: Encodable, Sendable {
    public var id: String
    public var guideline: String
    /// The guideline's title, English when it has one.
    public var title: String
    /// The section heading, English when it has one; null for the overview.
    public var section: String?
    public var kind: String
    public var platforms: [String]
    /// The record's full original text in each language it has.
    public var text: LocalizedText
    /// For a rule, its statement (lead sentence) in each language it has; null for other records.
    public var statement: LocalizedText?
    /// The guideline's title and the section's heading as the hit shows them: each once, in the
    /// query's language where they have it (`HitSummary.breadcrumb`).
    public var breadcrumb: [String]
    public var score: Double
    /// The tag a reviewer writes to cite the record, which `hig check` verifies: `HIG:<id>`.
    public var citation: String { "HIG:\(id)" }
    /// With `--explain`: the terms matched, by channel, and the factors (`Explanation`).
    var explanation: ExplanationJSON?

    enum CodingKeys: String, CodingKey {
      case id, guideline, title, section, kind, platforms, text, statement, breadcrumb, score, citation, explanation
    }

    /// Writes every key, `section` as null for the overview, so consumers see one fixed shape.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(guideline, forKey: .guideline)
      try container.encode(title, forKey: .title)
      if let section {
        try container.encode(section, forKey: .section)
      } else {
        try container.encodeNil(forKey: .section)
      }
      try container.encode(kind, forKey: .kind)
      try container.encode(platforms, forKey: .platforms)
      try container.encode(text, forKey: .text)
      if let statement {
        try container.encode(statement, forKey: .statement)
      } else {
        try container.encodeNil(forKey: .statement)
      }
      try container.encode(breadcrumb, forKey: .breadcrumb)
      try container.encode(score, forKey: .score)
      try container.encode(citation, forKey: .citation)
      try container.encodeIfPresent(explanation, forKey: .explanation)
    }
  }

  public var query: String
  public var total: Int
  public var hits: [Hit]

  public init(_ results: SearchResults, explanations: [Explanation] = []) {
    query = results.query.text
    total = results.total
    hits = results.hits.indices.map { rank in
      let hit = results.hits[rank]
      return Hit(
        id: hit.record.id.rawValue, guideline: hit.record.guideline,
        title: hit.record.guidelineTitle.en ?? hit.record.guidelineTitle.ko ?? hit.record.guideline,
        section: hit.record.section.map { $0.en ?? $0.ko ?? "" }, kind: hit.record.kind.rawValue,
        platforms: hit.record.platforms.map(\.rawValue), text: hit.record.text,
        statement: hit.record.kind == .rule ? RuleStatement.statement(of: hit.record.text) : nil,
        breadcrumb: hit.summary.breadcrumb, score: SearchResultsJSON.rounded(hit.score),
        explanation: explanations.indices.contains(rank) ? ExplanationJSON(explanations[rank]) : nil)
    }
  }

  static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}

/// One hit's `Explanation` in `hig search --explain --json`.
struct ExplanationJSON: Encodable {
  struct Match: Encodable {
    var channel: String
    var term: String
    var weight: Double
    var contribution: Double
    var score: Double
  }

  var matches: [Match]
  var sum: Double
  var recordFactor: Double
  var reasons: [String]
  var coordination: Double
  var matchedClauses: Int
  var clauses: Int

  init(_ explanation: Explanation) {
    matches = explanation.matches.map { match in
      Match(
        channel: match.channel, term: match.term, weight: SearchResultsJSON.rounded(match.weight),
        contribution: SearchResultsJSON.rounded(match.contribution), score: SearchResultsJSON.rounded(match.score))
    }
    sum = SearchResultsJSON.rounded(explanation.sum)
    recordFactor = SearchResultsJSON.rounded(explanation.recordFactor)
    reasons = explanation.reasons
    coordination = SearchResultsJSON.rounded(explanation.coordination)
    matchedClauses = explanation.matchedClauses
    clauses = explanation.clauses
  }
}
