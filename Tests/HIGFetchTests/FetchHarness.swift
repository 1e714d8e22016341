import Foundation
import HIGFetch
import HIGModel
import HTTPWire
import TestSupport
import Testing

/// A fetch of a small mirror (three pages, Korean for some) through the real HTTP helper, run in
/// this process with short retry delays.
final class FetchHarness {
  static let topics = AppleMirror.sampleTopics

  let server: MirrorServer
  let folder = TemporaryFolder("hig-fetch")
  var options: FetchOptions
  private(set) var events: [FetchEvent] = []

  init(englishOnly: Set<String> = ["buttons"], latency: Double = 0) throws {
    var mirror = AppleMirror(topics: FetchHarness.topics)
    mirror.englishOnly = englishOnly
    server = try MirrorServer(mirror: mirror, latency: latency)
    options = FetchOptions(
      source: server.baseURL, output: folder.url.appendingPathComponent("apple"), userAgent: "hig-tests/1")
    options.retryDelays = [0.05, 0.1, 0.2]
  }

  deinit { server.stop() }

  var out: URL { options.output }

  /// Runs one fetch with the harness's options; the events it reported are in `events`.
  func run() throws -> FetchSummary {
    events = []
    let helper = try HTTPHelperProcess(
      path: BuildProducts.product(HTTPHelperProcess.programName).path, settings: settings)
    defer { helper.finish() }
    return try Fetcher(options: options).run(client: helper) { [self] in events.append($0) }
  }

  var settings: HTTPSettings {
    HTTPSettings(
      userAgent: options.userAgent, idleTimeout: Int(options.idleTimeout * 1000),
      requestTimeout: Int(options.requestTimeout * 1000), maximumConnections: options.jobs)
  }

  /// What became of `file` in the last run, as its event said.
  func finished(_ file: String) -> FileOutcome? {
    for case .finished(file, let outcome, _, _, _) in events { return outcome }
    return nil
  }

  /// How often the last run retried `file`.
  func retries(_ file: String) -> Int {
    events.filter { if case .retrying(file, _, _, _) = $0 { return true } else { return false } }.count
  }

  var warnings: [String] {
    events.compactMap { if case .warning(let text) = $0 { return text } else { return nil } }
  }

  /// A file of the output folder.
  func file(_ path: String) -> Data? { FileManager.default.contents(atPath: out.appendingPathComponent(path).path) }

  /// Every file name in the output folder and its subfolders, hidden ones included.
  func listing() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: out.path)
    return (enumerator?.allObjects as? [String] ?? []).sorted()
  }
}

/// `data` as a JSON object, or a test failure saying what it was instead.
func jsonObject(_ data: Data?) throws -> [String: Any] {
  let data = try #require(data)
  let object = try JSONSerialization.jsonObject(with: data)
  return try #require(object as? [String: Any])
}
