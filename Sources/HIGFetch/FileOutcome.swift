/// What became of one file of a fetch.
public enum FileOutcome: Equatable, Sendable {
  /// Downloaded for the first time.
  case new
  /// Downloaded, and different from the copy it replaced.
  case changed
  /// The server said it had not changed (304), or sent the same bytes again.
  case unchanged
  /// The page has no Korean version on the server (404): an English-only page, not an error.
  case koreanMissing
  /// Not had this time; any earlier copy is kept as it was.
  case failed(String)

  /// One word for progress lines and JSON.
  public var label: String {
    switch self {
    case .new: return "new"
    case .changed: return "changed"
    case .unchanged: return "unchanged"
    case .koreanMissing: return "no-korean"
    case .failed: return "failed"
    }
  }
}
