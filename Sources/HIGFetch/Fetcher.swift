import Foundation
import HIGModel
import HTTPWire

/// Downloads Apple's HIG as JSON: the table of contents, then every page it lists in each language
/// asked for (and, with `images`, each figure's image), at most `jobs` requests at a time.
///
/// Each file is asked for conditionally when an earlier copy is on disk, is checked before it
/// replaces that copy, and replaces it atomically; see `FetchFolder`, `BodyCheck`, `RetryPolicy`.
///
///     let summary = try Fetcher(options: options).run(client: helper) { event in … }
public struct Fetcher: Sendable {
  public var options: FetchOptions

  public init(options: FetchOptions) {
    self.options = options
  }

  /// Runs the fetch; a file that cannot be had is in the summary's failures, and only problems that
  /// stop the whole run (no writable folder, no table of contents) are thrown.
  public func run(client: HTTPClient, report: @escaping (FetchEvent) -> Void) throws -> FetchSummary {
    let run = FetchRun(options: options, client: client, report: report)
    return try run.run()
  }
}
