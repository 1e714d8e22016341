import HIGIngest
import HIGSearch

/// The search index a search starts with, before the content's freshness check has finished:
/// the one in memory or in the cache file, or none (and why), with the check running alongside.
@usableFromInline
final class OpenedSearchIndex {
  @usableFromInline let index: SearchIndex?
  /// Whether `index` is the workspace's own from an earlier request rather than the file's.
  let fromMemory: Bool
  /// Why there is no usable index, when there is none ("no search index yet", a damage).
  let problem: String?
  private let check: ContentFingerprint.Check
  private var finished: String?

  init(index: SearchIndex?, fromMemory: Bool = false, problem: String? = nil, check: ContentFingerprint.Check) {
    self.index = index
    self.fromMemory = fromMemory
    self.problem = problem
    self.check = check
  }

  /// The content's fingerprint, waiting for the check once.
  func fingerprint() -> String {
    if let finished { return finished }
    let fingerprint = check.finish()
    finished = fingerprint
    return fingerprint
  }
}
