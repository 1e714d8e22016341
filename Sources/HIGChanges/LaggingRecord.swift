import HIGModel

/// A record whose Korean translation is older than its English, or missing on a page Apple
/// translated: "Korean translation pending since DATE".
public struct LaggingRecord: Codable, Hashable, Sendable {
  /// Why the Korean lags.
  public enum Reason: String, Codable, Sendable {
    /// The English changed or appeared after the Korean text it stands beside.
    case englishChanged = "english-changed"
    /// No Korean text, though Apple translated the page.
    case noKorean = "no-korean"
  }

  public var id: RecordID
  public var guideline: String
  public var title: LocalizedText
  public var section: LocalizedText?
  public var text: LocalizedText
  /// Since when the English has waited for its translation (ISO 8601), when known.
  public var since: String?
  public var reason: Reason

  /// Kinds of record that have a translation when the page has one (figures' and tables' text
  /// is often left as it is).
  static func translatable(_ kind: RecordKind) -> Bool {
    switch kind {
    case .rule, .explanation, .listItem, .note, .availability: return true
    case .translatorNote, .table, .figure: return false
    }
  }
}
