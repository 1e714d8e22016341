import HIGModel

/// What `hig changes` reports: every guideline change of the fetches asked about, newest fetch
/// first, and the counts; the same value is printed as text, written with `--json`, answered by
/// the MCP tool `changes` and drawn on the site's "What's new" page.
public struct ChangeReport: Codable, Hashable, Sendable {
  /// What was asked: the date (nil: the last fetch that changed something), platform and languages.
  public var since: String?
  public var platform: Platform?
  public var lang: String
  /// The dates of the fetches reported, oldest first.
  public var fetches: [String]
  public var guidelines: [GuidelineChanges]
  public var counts: Counts

  /// How many records changed, and how many of them wait for their Korean translation.
  public struct Counts: Codable, Hashable, Sendable {
    public var added = 0
    public var reworded = 0
    public var removed = 0
    public var koreanPending = 0
    public var guidelines = 0
  }

  public init(since: String?, platform: Platform?, lang: String, fetches: [String], guidelines: [GuidelineChanges]) {
    self.since = since
    self.platform = platform
    self.lang = lang
    self.fetches = fetches
    self.guidelines = guidelines
    var counts = Counts()
    counts.guidelines = Set(guidelines.map(\.slug)).count
    for rule in guidelines.flatMap(\.rules) {
      switch rule.kind {
      case .added: counts.added += 1
      case .reworded: counts.reworded += 1
      case .removed: counts.removed += 1
      }
      if rule.koreanPendingSince != nil { counts.koreanPending += 1 }
    }
    self.counts = counts
  }

  /// True when nothing changed: `hig changes` exits with 1, as `hig search` does with no match.
  public var isEmpty: Bool { guidelines.isEmpty }
}
