import HIGModel

/// What one fetch changed in one guideline: the page added, changed or removed, its records'
/// changes, and the entries of Apple's own change log the new version adds.
public struct GuidelineChanges: Codable, Hashable, Sendable {
  /// What happened to the page as a whole.
  public enum PageChange: String, Codable, Sendable {
    case added, changed, removed
  }

  public var slug: String
  public var title: LocalizedText
  public var category: String
  /// When the fetch that saw the change ran (ISO 8601, UTC).
  public var date: String
  /// When the version it replaced was first seen, when the history knows.
  public var previousSeen: String?
  public var page: PageChange
  /// The page files that changed: `en`, `ko` or both.
  public var languages: [Language]
  public var rules: [RuleChange]
  /// Apple's change-log entries dated after the previous version was first seen (or `--since`).
  public var appleChangeLog: [ChangeLogEntry]
}
