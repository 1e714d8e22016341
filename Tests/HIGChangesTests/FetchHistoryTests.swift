import Foundation
import HIGChanges
import HIGFetch
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

  @Test func fetchesWithinOneSecondKeepFoldersOfTheirOwn() throws {
    let fetches = try TwoFetches()
    for revision in [1, 2, 1] {
      try fetches.server.serve(revision)
      try fetches.fetch()
    }
    let history = try FetchHistory.load(from: fetches.apple)
    #expect(history.fetches.count == 4)
    #expect(Set(history.fetches.map(\.folder)).count == 4)
    // Each fetch's earlier toggles is the other revision's: none was written over.
    let finder = ChangeFinder(apple: fetches.apple)
    #expect(try finder.report(since: "2000-01-01", platform: nil, languages: [.en]).counts.reworded == 8)
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
    let fetches = try TwoFetches(fetchTwice: false, firstOnly: ["toggles"])
    try fetches.fetch()
    #expect(fetches.summaries[1].files.new > 0)
    #expect(try FetchHistory.load(from: fetches.apple).fetches.isEmpty)
  }
}
