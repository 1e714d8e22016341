import HIGModel

/// Picks the records a free-text query most likely means, for `hig cite 드래그 취소` and the like.
///
/// A deliberately small matcher (terms found in a record's text or headings, rules first) so
/// citing works on its own; the search index is the tool for browsing many results.
///
///     RecordFinder(knowledgeBase).matches(for: "드래그 취소").first?.record.id  // drag-and-drop/2rtass
public struct RecordFinder: Sendable {
  /// A record with how well it matched the query.
  public struct Match: Sendable {
    public var guideline: Guideline
    public var record: Record
    public var score: Double
  }

  public let knowledgeBase: KnowledgeBase

  public init(_ knowledgeBase: KnowledgeBase) {
    self.knowledgeBase = knowledgeBase
  }

  /// The best matches, best first; empty when no record contains any query term.
  public func matches(for query: String, limit: Int = 5) -> [Match] {
    let terms = RecordFinder.terms(query)
    guard !terms.isEmpty else { return [] }
    var matches: [Match] = []
    for guideline in knowledgeBase.guidelines {
      let title = TextIdentity.fingerprint(
        [guideline.title.ko, guideline.title.en].compactMap { $0 }.joined(separator: " "))
      for record in guideline.records {
        let body = TextIdentity.fingerprint([record.text.ko, record.text.en].compactMap { $0 }.joined(separator: " "))
        let lead = TextIdentity.fingerprint(
          [record.statement?.ko, record.statement?.en].compactMap { $0 }.joined(separator: " "))
        var score = 0.0
        for term in terms {
          if lead.contains(term) {
            score += 2
          } else if body.contains(term) {
            score += 1
          } else if title.contains(term) {
            score += 0.5
          }
        }
        guard score > 0 else { continue }
        // Whole-query matches first, then rules over prose, then the closer wording.
        if terms.allSatisfy({ body.contains($0) || title.contains($0) }) { score += Double(terms.count) }
        if record.kind == .rule { score += 0.5 }
        score += TextSimilarity.score(query, record.statement?.preferring(.ko) ?? record.text.preferring(.ko))
        matches.append(Match(guideline: guideline, record: record, score: score))
      }
    }
    return Array(matches.sorted { $0.score > $1.score }.prefix(limit))
  }

  /// The query's words in identity form, dropping Korean particles a word ends with when the
  /// remaining stem is still a word ("드래그를" → "드래그").
  static func terms(_ query: String) -> [String] {
    let particles = ["으로", "에서", "에게", "을", "를", "은", "는", "이", "가", "의", "에", "로", "와", "과", "도"]
    return query.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).compactMap { word in
      var term = TextIdentity.fingerprint(String(word))
      if let particle = particles.first(where: { term.hasSuffix($0) && term.count > $0.count + 1 }) {
        term.removeLast(particle.count)
      }
      return term.isEmpty ? nil : term
    }
  }
}
