import HIGModel
import HIGSearch

/// The `hig search --json` document: one object with the query, the total and the hits.
///
///     {"query": "시트", "total": 12, "hits": [{"id": "modality/wav38n", "guideline": "modality", …}]}
struct SearchResultsJSON: Encodable {
  struct Hit: Encodable {
    var id: String
    var guideline: String
    /// The guideline's title, English when it has one.
    var title: String
    /// The section heading, English when it has one; null for the overview.
    var section: String?
    var kind: String
    var platforms: [String]
    /// The record's full original text in each language it has.
    var text: LocalizedText
    var score: Double

    enum CodingKeys: String, CodingKey {
      case id, guideline, title, section, kind, platforms, text, score
    }

    /// Writes every key, `section` as null for the overview, so consumers see one fixed shape.
    func encode(to encoder: Encoder) throws {
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
      try container.encode(score, forKey: .score)
    }
  }

  var query: String
  var total: Int
  var hits: [Hit]

  init(_ results: SearchResults) {
    query = results.query.text
    total = results.total
    hits = results.hits.map { hit in
      Hit(
        id: hit.record.id.rawValue, guideline: hit.record.guideline,
        title: hit.record.guidelineTitle.en ?? hit.record.guidelineTitle.ko ?? hit.record.guideline,
        section: hit.record.section.map { $0.en ?? $0.ko ?? "" }, kind: hit.record.kind.rawValue,
        platforms: hit.record.platforms.map(\.rawValue), text: hit.record.text,
        score: (hit.score * 10_000).rounded() / 10_000)
    }
  }
}
