import Foundation
import HIGChanges
import HIGFetch
import HTTPWire
import TestSupport
import Testing

/// The history `hig fetch` keeps: bounded, written only inside the fetch folder, and no page
/// counted as added by Apple that an earlier `--only` run merely left out.
@Suite struct FetchHistoryTests {
  @Test func onlyTheLastFetchesAreKeptAndOlderFoldersGo() throws {
    let fetches = try TwoFetches()
    try fetches.server.serve(1)
    try fetches.fetch { $0.keptHistory = 1 }
    let history = try FetchHistory.load(from: fetches.apple)
    #expect(history.fetches.count == 1)
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: fetches.apple.appendingPathComponent(FetchHistory.folderName).path
    ).filter { !$0.hasSuffix(".json") }
    #expect(folders == [history.fetches[0].folder])
    // Back to revision 1: steppers came back (added), toggles changed back.
    let changes = history.fetches[0].files.map { "\($0.change.rawValue) \($0.file)" }
    #expect(changes.contains("added en/steppers.json") && changes.contains("changed en/toggles.json"))
  }

  @Test func aHistoryFolderThatIsALinkOutIsNeverWrittenThrough() throws {
    let fetches = try TwoFetches(fetchTwice: false)
    let outside = TemporaryFolder("hig-outside")
    try FileManager.default.createSymbolicLink(
      at: fetches.apple.appendingPathComponent(FetchHistory.folderName), withDestinationURL: outside.url)
    try fetches.server.serve(2)
    try fetches.fetch()
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
    #expect(fetches.warnings.contains { $0.contains("earlier versions are not kept this time") })
    // The pages themselves were still updated.
    #expect(fetches.summaries[1].files.changed == 3)
    #expect(throws: FetchHistoryError.self) { try ChangeFinder(apple: fetches.apple).report(since: nil, platform: nil, languages: [.en]) }
  }

  @Test func pagesAnEarlierOnlyRunLeftOutAreNotAdded() throws {
    let server = try RevisionServer()
    let folder = TemporaryFolder("hig-changes-only")
    var options = FetchOptions(source: server.baseURL, output: folder.url.appendingPathComponent("apple"), userAgent: "t")
    options.retryDelays = [0.05]
    func fetch(_ only: [String]?) throws {
      var options = options
      options.only = only
      let helper = try HTTPHelperProcess(
        path: try HTTPHelperProcess.locate(environmentPath: nil).get(),
        settings: HTTPSettings(userAgent: "t", idleTimeout: 5000, requestTimeout: 10000, maximumConnections: 4))
      defer { helper.finish() }
      _ = try Fetcher(options: options).run(client: helper) { _ in }
    }
    try fetch(["toggles"])
    try fetch(nil)
    #expect(try FetchHistory.load(from: options.output).fetches.isEmpty)
    server.stop()
  }
}
