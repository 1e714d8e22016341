import HIGModel

/// Which records a search may return, from `--platform`, `--lang`, `--kind` or the same words
/// inside the query (`platform:macOS`, `lang:ko`, `kind:rule`).
///
///     SearchFilter(platforms: [.iOS])  // records that apply to iOS (or name no platform)
public struct SearchFilter: Hashable, Sendable {
  public var platforms: Set<Platform>
  public var language: Language?
  public var kinds: Set<RecordKind>

  public init(platforms: Set<Platform> = [], language: Language? = nil, kinds: Set<RecordKind> = []) {
    self.platforms = platforms
    self.language = language
    self.kinds = kinds
  }

  /// Reads a kind as people type it: "rule", "list-item", "listItem", "translator-note".
  ///
  ///     SearchFilter.kind(named: "list-item")  // .listItem
  public static func kind(named name: String) -> RecordKind? {
    let key = name.lowercased().filter { $0.isLetter }
    return RecordKind.allCases.first { $0.rawValue.lowercased() == key }
      ?? ["rules": .rule, "notes": .note, "item": .listItem, "list": .listItem][key]
  }

  /// The names `kind(named:)` accepts, for help and errors.
  public static let kindNames = [
    "rule", "explanation", "list-item", "note", "translator-note", "table", "availability",
  ]
}
