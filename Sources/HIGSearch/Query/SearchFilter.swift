import HIGModel

/// Which records a search may return, from `--platform`, `--lang`, `--kind` or the same words
/// inside the query (`platform:macOS`, `lang:ko`, `kind:rule`).
///
/// Platforms and kinds are kept as bit masks (the index stores platforms the same way): a `Set`
/// of either type would cost every `hig search` process a scan of the runtime's conformance
/// records the first time one is made or copied.
///
///     SearchFilter(platforms: [.iOS])  // records that apply to iOS (or name no platform)
public struct SearchFilter: Hashable, Sendable {
  /// `Platform.mask` of the platforms asked for; 0 for any.
  public private(set) var platformMask: UInt8 = 0
  public var language: Language?
  /// One bit per `RecordKind.allCases` position; 0 for any.
  private var kindMask: UInt16 = 0

  public init() {}

  public init(platforms: Set<Platform> = [], language: Language? = nil, kinds: Set<RecordKind> = []) {
    platformMask = Platform.mask(Array(platforms))
    self.language = language
    for kind in kinds { insert(kind) }
  }

  public var platforms: Set<Platform> { Set(Platform.platforms(in: platformMask)) }
  public var kinds: Set<RecordKind> { Set(RecordKind.allCases.filter(includes)) }
  /// Whether the filter keeps only some kinds.
  public var limitsKinds: Bool { kindMask != 0 }

  public mutating func insert(_ platform: Platform) { platformMask |= Platform.mask([platform]) }
  public mutating func insert(_ kind: RecordKind) { kindMask |= SearchFilter.bit(kind) }

  /// Whether records of `kind` pass (all do when the filter names no kind).
  public func includes(_ kind: RecordKind) -> Bool { kindMask == 0 || kindMask & SearchFilter.bit(kind) != 0 }

  /// Whether a record passes, from what the indexes store of it: its platforms (`Platform.mask`;
  /// none named passes any platform filter), its languages (Korean 1, English 2) and its kind.
  func admits(platforms: UInt8, languages: UInt8, kind: RecordKind) -> Bool {
    if platformMask != 0, platforms != 0, platforms & platformMask == 0 { return false }
    if let language, languages & (language == .ko ? 1 : 2) == 0 { return false }
    return includes(kind)
  }

  private static func bit(_ kind: RecordKind) -> UInt16 { 1 << UInt16(kind.position) }

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
    "rule", "explanation", "list-item", "note", "translator-note", "table", "availability", "figure",
  ]
}
