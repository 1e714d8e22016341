import HIGModel

/// A rule whose text Apple reworded after a date a review gives (`hig check --since`), as
/// `hig changes` found it: a citation of either of its IDs gets a warning showing both texts, so a
/// reviewer sees that the rule cited may no longer say what the note relies on.
public struct RewordedRule: Codable, Hashable, Sendable {
  /// When the fetch that saw the rewording ran (ISO 8601).
  public var date: String
  public var oldID: RecordID
  public var newID: RecordID
  /// The text before and after, in the language that changed (English when both did).
  public var oldText: String
  public var newText: String

  public init(date: String, oldID: RecordID, newID: RecordID, oldText: String, newText: String) {
    self.date = date
    self.oldID = oldID
    self.newID = newID
    self.oldText = oldText
    self.newText = newText
  }

  /// "reworded on 2026-12-07: was “…”, now “…”".
  public var sentence: String {
    "reworded on \(date.prefix(10)): was “\(Citation.shortened(oldText, limit: 160))”, now “\(Citation.shortened(newText, limit: 160))”"
  }

  /// The rewording that concerns `check`: of the ID it names or of the rule it resolves to.
  public static func concerning(_ check: CitationCheck, in reworded: [RecordID: RewordedRule]) -> RewordedRule? {
    guard !reworded.isEmpty, let citation = check.citation else { return nil }
    if let named = RecordID(check.token.reference), let found = reworded[named] { return found }
    if case .alias(_, let current) = check.verdict, let found = reworded[current] { return found }
    return RecordID(citation.identifier).flatMap { reworded[$0] }
  }
}
