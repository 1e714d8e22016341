/// What a fetch did, as `hig fetch` prints it (and `--json` writes it).
public struct FetchSummary: Codable, Equatable, Sendable {
  /// How many files ended one way or the other.
  public struct Counts: Codable, Equatable, Sendable {
    public var new = 0
    public var changed = 0
    public var unchanged = 0
    public var failed = 0

    public init(new: Int = 0, changed: Int = 0, unchanged: Int = 0, failed: Int = 0) {
      self.new = new
      self.changed = changed
      self.unchanged = unchanged
      self.failed = failed
    }

    mutating func add(_ outcome: FileOutcome) {
      switch outcome {
      case .new: new += 1
      case .changed: changed += 1
      case .unchanged: unchanged += 1
      case .failed: failed += 1
      case .koreanMissing: break
      }
    }
  }

  /// A file that could not be had, and why.
  public struct Failure: Codable, Equatable, Sendable {
    public var file: String
    public var url: String
    public var reason: String
  }

  public var source: String
  /// The output folder's absolute path.
  public var out: String
  /// Pages of the table of contents fetched (after `--only`).
  public var pages = 0
  /// Page files (one per page and language).
  public var files = Counts()
  /// Slugs whose Korean page the server does not have: English-only pages.
  public var koreanMissing: [String] = []
  /// Page files an earlier run fetched whose page left the table of contents; kept in the history.
  public var removed: [String] = []
  public var images = Counts()
  /// What became of the table of contents (`index.json`).
  public var index = "unchanged"
  public var failures: [Failure] = []
  /// Requests made (retries included) and body bytes received.
  public var requests = 0
  public var bytes = 0
  public var seconds = 0.0

  public init(source: String, out: String) {
    self.source = source
    self.out = out
  }

  /// True when every file could be had: `hig fetch` then exits with 0.
  public var succeeded: Bool { failures.isEmpty }
}
