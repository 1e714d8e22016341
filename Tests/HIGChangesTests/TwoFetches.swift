import Foundation
import HIGFetch
import HTTPWire
import TestSupport

/// A content folder fetched twice from a `RevisionServer` through the real HTTP helper: revision 1,
/// then revision 2, so `Content/apple/.history/` holds what the second fetch replaced.
final class TwoFetches {
  let server: RevisionServer
  let folder = TemporaryFolder("hig-changes")
  var content: URL { folder.url.appendingPathComponent("Content") }
  var apple: URL { content.appendingPathComponent("apple") }
  private(set) var summaries: [FetchSummary] = []

  /// `firstOnly`: the first fetch gets only these pages, as `hig fetch --only` does.
  init(fetchTwice: Bool = true, firstOnly: [String]? = nil) throws {
    server = try RevisionServer()
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    try fetch { $0.only = firstOnly }
    if fetchTwice {
      try server.serve(2)
      try fetch()
    }
  }

  deinit { server.stop() }

  private(set) var warnings: [String] = []

  func fetch(_ adjust: (inout FetchOptions) -> Void = { _ in }) throws {
    var options = FetchOptions(source: server.baseURL, output: apple, userAgent: "hig-tests/1")
    options.retryDelays = [0.05]
    adjust(&options)
    let helper = try HTTPHelperProcess(
      path: BuildProducts.product(HTTPHelperProcess.programName).path,
      settings: HTTPSettings(
        userAgent: options.userAgent, idleTimeout: 5000, requestTimeout: 10000, maximumConnections: options.jobs))
    defer { helper.finish() }
    summaries.append(
      try Fetcher(options: options).run(client: helper) { [self] event in
        if case .warning(let text) = event { warnings.append(text) }
      })
  }
}
