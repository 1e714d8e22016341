/// What a fetch reports while it runs, for a progress bar or a log.
public enum FetchEvent: Sendable {
  /// The table of contents is in: `files` files of `pages` pages are to come (images add to it).
  case started(pages: Int, files: Int)
  /// A request for `file` went out.
  case requesting(file: String)
  /// `file` is done; `done` of `total` files are, and `bytes` body bytes came in so far.
  case finished(file: String, outcome: FileOutcome, bytes: Int, done: Int, total: Int)
  /// A request for `file` failed (`reason`) and goes out again in `delay` seconds.
  case retrying(file: String, reason: String, delay: Double, attempt: Int)
  /// Something the run continues past: an unreadable state file, an old table of contents used.
  case warning(String)
}
