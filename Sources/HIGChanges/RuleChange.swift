import HIGModel

/// One record of a guideline that a fetch added, reworded or removed, in one or both languages,
/// with its text before and after and whether its Korean fell behind its English.
public struct RuleChange: Codable, Hashable, Sendable {
  /// What happened to the record.
  public enum Kind: String, Codable, Sendable {
    /// New in this version.
    case added
    /// The same record in other words: its old ID is an alias of the new one (`AliasMatcher`), or
    /// only its Korean text changed and it kept its ID.
    case reworded
    /// Gone, with no record that rewords it.
    case removed
  }

  public var kind: Kind
  /// When the fetch that saw the change ran (ISO 8601, UTC).
  public var date: String
  public var guideline: String
  /// The ID before the change (nil for an added record) and after it (nil for a removed one).
  public var oldID: RecordID?
  public var newID: RecordID?
  public var recordKind: RecordKind
  /// The section heading the record sits under, in each language the page has.
  public var section: LocalizedText?
  public var oldText: LocalizedText?
  public var newText: LocalizedText?
  /// The languages whose text changed.
  public var languages: [Language]
  public var platforms: [Platform]
  /// When the record's English changed (or appeared) and its Korean did not follow: since when
  /// the Korean translation is pending.
  public var koreanPendingSince: String?

  /// The ID to link to: the new one, or the old one of a removed record.
  public var id: RecordID { newID ?? oldID! }
}
