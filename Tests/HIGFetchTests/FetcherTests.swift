import Foundation
import HIGFetch
import HIGModel
import TestSupport
import Testing

/// `Fetcher` end to end: a local mirror, the real HTTP helper, and what lands in the folder.
@Suite struct FetcherTests {
  @Test func aFullFetchStoresTheIndexAndEveryPageExactlyAsServed() throws {
    let harness = try FetchHarness()
    let summary = try harness.run()
    #expect(summary.succeeded)
    #expect(summary.pages == 3)
    #expect(summary.files == FetchSummary.Counts(new: 5, changed: 0, unchanged: 0, failed: 0))
    #expect(summary.index == "new")
    #expect(harness.file("index.json") == harness.server.file(MirrorServer.indexPath))
    for topic in FetchHarness.topics {
      #expect(harness.file("en/\(topic.slug).json") == harness.server.file(MirrorServer.path(topic.slug, .en)))
    }
    #expect(harness.file("ko/toggles.json") == harness.server.file(MirrorServer.path("toggles", .ko)))
    let state = try jsonObject(harness.file("fetch-state.json"))
    #expect(state["higFetchState"] as? Int == 1)
    #expect((state["files"] as? [String: Any])?.count == 6)
    // No temporary file is left, and nothing but the documented layout is written.
    #expect(
      harness.listing() == [
        "en", "en/buttons.json", "en/tab-bars.json", "en/toggles.json", "fetch-state.json", "index.json", "ko",
        "ko/tab-bars.json", "ko/toggles.json",
      ])
    let agents = Set(harness.server.requests.compactMap { $0.header("user-agent") })
    #expect(agents == ["hig-tests/1"])
  }

  @Test func aSecondFetchOnlyAsksWhetherPagesChangedAndGetsNoBody() throws {
    let harness = try FetchHarness()
    _ = try harness.run()
    let before = harness.server.requests.count
    let modified =
      try FileManager.default.attributesOfItem(atPath: harness.out.appendingPathComponent("en/toggles.json").path)[
        .modificationDate] as? Date
    let summary = try harness.run()
    let second = harness.server.requests.dropFirst(before)
    let pages = second.filter { $0.path != MirrorServer.path("buttons", .ko) }
    #expect(pages.count == 6)
    #expect(pages.allSatisfy { $0.header("if-none-match") != nil && $0.status == 304 })
    #expect(summary.files == FetchSummary.Counts(new: 0, changed: 0, unchanged: 5, failed: 0))
    #expect(summary.index == "unchanged")
    #expect(summary.succeeded)
    let after =
      try FileManager.default.attributesOfItem(atPath: harness.out.appendingPathComponent("en/toggles.json").path)[
        .modificationDate] as? Date
    #expect(after == modified)
  }

  @Test func aChangedPageIsReplacedAndCountedAsChanged() throws {
    let harness = try FetchHarness()
    _ = try harness.run()
    var page = try jsonObject(harness.server.file(MirrorServer.path("toggles", .en)))
    page["abstract"] = [["type": "text", "text": "A newer abstract."]]
    let newer = try JSONSerialization.data(withJSONObject: page)
    harness.server.replace(MirrorServer.path("toggles", .en), with: newer)
    let summary = try harness.run()
    #expect(summary.files.changed == 1 && summary.files.unchanged == 4)
    #expect(harness.file("en/toggles.json") == newer)
  }

  @Test func aKoreanNotFoundMeansAnEnglishOnlyPageAndNoFailure() throws {
    let harness = try FetchHarness(englishOnly: ["buttons"])
    let summary = try harness.run()
    #expect(summary.koreanMissing == ["buttons"])
    #expect(summary.succeeded)
    #expect(harness.file("ko/buttons.json") == nil)
    #expect(harness.finished("ko/buttons.json") == .koreanMissing)
  }

  @Test func tooManyRequestsIsAskedAgainAfterTheRetryAfterTime() throws {
    let harness = try FetchHarness()
    let path = MirrorServer.path("tab-bars", .en)
    harness.server.script(path, [.init(status: 429, headers: [("Retry-After", "1")])])
    let summary = try harness.run()
    #expect(summary.succeeded)
    let requests = harness.server.requests(for: path)
    #expect(requests.map(\.status) == [429, 200])
    // Retry-After (1 s) wins over the schedule's first delay (0.05 s).
    #expect(requests[1].received.timeIntervalSince(requests[0].received) >= 0.9)
    #expect(harness.file("en/tab-bars.json") == harness.server.file(path))
  }

  @Test func serverErrorsUntilTheRetriesRunOutFailThePageAndKeepTheGoodFile() throws {
    let harness = try FetchHarness()
    _ = try harness.run()
    let good = try #require(harness.file("en/toggles.json"))
    let path = MirrorServer.path("toggles", .en)
    harness.server.replace(
      path,
      with: Data(
        #"{"identifier":{"url":"doc://com.apple.HIG/design/Human-Interface-Guidelines/toggles"},"newer":true}"#.utf8))
    harness.server.always(path, .init(status: 500, body: Data("oops".utf8)))
    let before = harness.server.requests(for: path).count
    let summary = try harness.run()
    #expect(!summary.succeeded)
    #expect(summary.files.failed == 1)
    #expect(harness.server.requests(for: path).count - before == 4)
    let failure = try #require(summary.failures.first)
    #expect(failure.file == "en/toggles.json")
    #expect(failure.reason.contains("HTTP 500, 4 times"))
    #expect(harness.file("en/toggles.json") == good)
    #expect(harness.retries("en/toggles.json") == 3)
  }

  @Test func aServerSlowerThanTheTimeoutFailsAfterItsRetries() throws {
    let harness = try FetchHarness()
    _ = try harness.run()
    let good = try #require(harness.file("ko/tab-bars.json"))
    let path = MirrorServer.path("tab-bars", .ko)
    harness.server.always(path, .init(status: 200, body: Data("{}".utf8), delay: 3))
    harness.options.requestTimeout = 0.3
    harness.options.retryDelays = [0.05]
    let summary = try harness.run()
    #expect(summary.files.failed == 1)
    #expect(summary.failures.first?.reason.hasPrefix("timed out") == true)
    #expect(harness.server.requests(for: path).count >= 3)
    #expect(harness.file("ko/tab-bars.json") == good)
  }

  @Test func aSlowAnswerThatArrivesInTimeAfterATimeoutIsKept() throws {
    let harness = try FetchHarness()
    let path = MirrorServer.path("toggles", .en)
    harness.server.script(path, [.init(status: 200, body: Data("{}".utf8), delay: 2)])
    harness.options.requestTimeout = 0.5
    let summary = try harness.run()
    #expect(summary.succeeded)
    #expect(harness.server.requests(for: path).count == 2)
    #expect(harness.file("en/toggles.json") == harness.server.file(path))
  }

  @Test(arguments: [
    ("not JSON", Data("<html>Please turn on JavaScript</html>".utf8), "is not JSON"),
    (
      "another page",
      Data(#"{"identifier":{"url":"doc://com.apple.HIG/design/Human-Interface-Guidelines/switches"}}"#.utf8),
      "is the page 'switches', not 'toggles'"
    ),
    ("no identifier", Data(#"{"kind":"article"}"#.utf8), "has no identifier.url"),
  ])
  func aBodyThatIsNotThePageNeverReplacesTheGoodFile(_ name: String, _ body: Data, _ reason: String) throws {
    let harness = try FetchHarness()
    _ = try harness.run()
    let good = try #require(harness.file("en/toggles.json"))
    harness.server.always(MirrorServer.path("toggles", .en), .init(status: 200, body: body))
    let summary = try harness.run()
    #expect(summary.files.failed == 1)
    let failure = try #require(summary.failures.first)
    #expect(failure.reason.contains(reason))
    #expect(failure.reason.contains("the earlier copy was kept"))
    #expect(harness.file("en/toggles.json") == good)
    #expect(!harness.listing().contains { $0.contains(".tmp-") })
  }

  @Test func theIdentifierSlugIsComparedIgnoringCase() throws {
    let harness = try FetchHarness()
    let body = Data(#"{"identifier":{"url":"doc://com.apple.HIG/design/HUMAN-interface-guidelines/Toggles"}}"#.utf8)
    harness.server.always(MirrorServer.path("toggles", .en), .init(status: 200, body: body))
    let summary = try harness.run()
    #expect(summary.succeeded)
    #expect(harness.file("en/toggles.json") == body)
  }

  @Test func imagesAreTheLightTwoTimesVariantsNamedAfterTheirURLs() throws {
    let harness = try FetchHarness()
    harness.options.images = true
    let summary = try harness.run()
    #expect(summary.succeeded)
    // hero and anatomy (light only) and the card, for each of the three pages.
    #expect(summary.images.new == 9)
    #expect(harness.file("images/toggles-hero-2x.png") == AppleMirror.png)
    #expect(harness.file("images/toggles-hero-dark-2x.png") == nil)
    #expect(harness.server.requests(for: "/images/com.apple.HIG/toggles-hero@2x.png").count == 1)
    let again = try harness.run()
    #expect(again.images == FetchSummary.Counts(new: 0, changed: 0, unchanged: 9, failed: 0))
  }

  @Test func onlyAndLangLimitWhatIsAskedFor() throws {
    let harness = try FetchHarness()
    harness.options.only = ["Tab-Bars"]
    harness.options.languages = [.ko]
    let summary = try harness.run()
    #expect(summary.pages == 1)
    #expect(harness.server.requests.map(\.path) == [MirrorServer.indexPath, MirrorServer.path("tab-bars", .ko)])
    #expect(harness.file("ko/tab-bars.json") != nil)
  }

  @Test func anUnknownOnlySlugIsAnErrorWithASuggestion() throws {
    let harness = try FetchHarness()
    harness.options.only = ["togles"]
    #expect(throws: FetchError.unknownSlugs(["togles"], suggestions: ["toggles"])) { try harness.run() }
  }

  @Test func withoutATableOfContentsNothingIsFetched() throws {
    let harness = try FetchHarness()
    harness.server.always(MirrorServer.indexPath, .notFound)
    #expect(throws: FetchError.self) { try harness.run() }
    #expect(harness.server.requests.count == 1)
  }

  @Test func anUnavailableIndexFallsBackToTheCopyOfAnEarlierRun() throws {
    let harness = try FetchHarness()
    _ = try harness.run()
    harness.server.always(MirrorServer.indexPath, .init(status: 503))
    let summary = try harness.run()
    #expect(summary.index == "failed")
    #expect(!summary.succeeded)
    #expect(summary.files.unchanged == 5)
    #expect(harness.warnings.contains { $0.contains("earlier run") })
  }

  @Test func aDamagedStateFileMeansFullRequestsButNoNeedlessWrites() throws {
    let harness = try FetchHarness()
    _ = try harness.run()
    try Data("{ half".utf8).write(to: harness.out.appendingPathComponent("fetch-state.json"))
    let before = harness.server.requests.count
    let summary = try harness.run()
    #expect(harness.server.requests.dropFirst(before).allSatisfy { $0.header("if-none-match") == nil })
    #expect(summary.files.unchanged == 5)
    #expect(harness.warnings.contains { $0.contains("fetch-state.json") })
    // The state is whole again, so the next run is conditional.
    let next = harness.server.requests.count
    _ = try harness.run()
    #expect(harness.server.requests.dropFirst(next).filter { $0.status == 304 }.count == 6)
  }

  @Test func aDeletedPageIsFetchedWholeEvenWithItsStateKept() throws {
    let harness = try FetchHarness()
    _ = try harness.run()
    try FileManager.default.removeItem(at: harness.out.appendingPathComponent("en/toggles.json"))
    let before = harness.server.requests.count
    let summary = try harness.run()
    let asked = harness.server.requests.dropFirst(before).filter { $0.path == MirrorServer.path("toggles", .en) }
    #expect(asked.count == 1 && asked[0].header("if-none-match") == nil)
    #expect(summary.files.new == 1)
  }

  @Test func anOutputFolderThatIsAFileIsRefusedByName() throws {
    let harness = try FetchHarness()
    try harness.folder.write("not a folder", to: "apple")
    #expect(throws: FetchError.unwritableOutput(harness.out.path, reason: "it is a file, not a folder")) {
      try harness.run()
    }
  }

  /// A cloned repository may carry `Content/apple/en` as a link to anywhere: fetch writes nothing
  /// there, removes nothing there, and says which link is in the way.
  @Test func aSubfolderLinkedOutOfTheOutputFolderIsRefusedAndItsTargetUntouched() throws {
    let harness = try FetchHarness()
    let elsewhere = try harness.folder.write("{\"mine\": true}", to: "elsewhere/settings.json")
    let leftover = try harness.folder.write("keep", to: "elsewhere/.settings.json.tmp-1-1")
    try FileManager.default.createDirectory(at: harness.out, withIntermediateDirectories: true)
    let target = elsewhere.deletingLastPathComponent().path
    try FileManager.default.createSymbolicLink(atPath: harness.out.appendingPathComponent("en").path, withDestinationPath: target)
    #expect(
      throws: FetchError.unwritableOutput(
        harness.out.path,
        reason: "\(harness.out.path)/en is a symbolic link to \(target), outside the output folder")
    ) { try harness.run() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: target).sorted() == [".settings.json.tmp-1-1", "settings.json"])
    #expect(FileManager.default.contents(atPath: elsewhere.path) == Data("{\"mine\": true}".utf8))
    #expect(FileManager.default.fileExists(atPath: leftover.path))
    #expect(harness.server.requests.isEmpty)
  }

  @Test func anOutputFolderLinkedOutOfTheContentFolderIsRefused() throws {
    let harness = try FetchHarness()
    let content = harness.folder.url.appendingPathComponent("Content")
    let target = harness.folder.url.appendingPathComponent("elsewhere").path
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    let apple = content.appendingPathComponent("apple")
    try FileManager.default.createSymbolicLink(atPath: apple.path, withDestinationPath: target)
    harness.options.output = apple
    harness.options.contentFolder = content
    #expect(
      throws: FetchError.unwritableOutput(
        apple.path, reason: "it is a symbolic link to \(target), outside the content folder")
    ) { try harness.run() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
  }

  @Test func aLinkThatStaysInsideTheContentFolderIsFollowed() throws {
    let harness = try FetchHarness()
    let content = harness.folder.url.appendingPathComponent("Content")
    try FileManager.default.createDirectory(at: content.appendingPathComponent("shared-en"), withIntermediateDirectories: true)
    let apple = content.appendingPathComponent("apple")
    try FileManager.default.createDirectory(at: apple, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: apple.appendingPathComponent("en").path, withDestinationPath: "../shared-en")
    harness.options.output = apple
    harness.options.contentFolder = content
    let summary = try harness.run()
    #expect(summary.succeeded)
    #expect(FileManager.default.fileExists(atPath: content.appendingPathComponent("shared-en/toggles.json").path))
  }

  /// A page file that is a link is never read through (it may lead anywhere); the body replaces the link.
  @Test func aPageFileThatIsALinkIsReplacedNotReadOrWrittenThrough() throws {
    let harness = try FetchHarness()
    let secret = try harness.folder.write("secret", to: "elsewhere/secret.json")
    try FileManager.default.createDirectory(at: harness.out.appendingPathComponent("en"), withIntermediateDirectories: true)
    let link = harness.out.appendingPathComponent("en/toggles.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: secret.path)
    let summary = try harness.run()
    #expect(summary.succeeded)
    #expect(FileManager.default.contents(atPath: secret.path) == Data("secret".utf8))
    #expect(harness.file("en/toggles.json") == harness.server.file(MirrorServer.path("toggles", .en)))
    #expect(harness.finished("en/toggles.json") == .new)
  }

  @Test func anOutputPathThroughAFileNamesTheFile() throws {
    let harness = try FetchHarness()
    let file = try harness.folder.write("a file", to: "afile")
    harness.options.output = file.appendingPathComponent("sub")
    #expect(
      throws: FetchError.unwritableOutput(harness.out.path, reason: "\(file.path) is a file, not a folder")
    ) { try harness.run() }
  }

  @Test func anOutputFolderThatIsALinkLoopIsNamedAsOne() throws {
    let harness = try FetchHarness()
    let loop = harness.folder.url.appendingPathComponent("loop")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
    harness.options.output = loop
    #expect(
      throws: FetchError.unwritableOutput(loop.path, reason: "it is a symbolic link that leads round in a loop")
    ) { try harness.run() }
    harness.options.output = loop.appendingPathComponent("apple")
    #expect(
      throws: FetchError.unwritableOutput(
        harness.out.path, reason: "\(loop.path) is a symbolic link that leads round in a loop")
    ) { try harness.run() }
  }

  /// 10 kB of gzip that decodes to 6 MB (a real attack sent 1.2 MB decoding to 1.26 GB): the
  /// helper stops reading at the page's bound, and the page fails saying so.
  @Test func aBodyThatDecodesPastTheBoundFailsThePage() throws {
    let harness = try FetchHarness()
    var page = try jsonObject(harness.server.file(MirrorServer.path("toggles", .en)))
    page["padding"] = String(repeating: " ", count: 6 << 20)
    let gzip = try FinishedProcess.runGzip(try JSONSerialization.data(withJSONObject: page))
    #expect(gzip.count < 100_000)
    harness.server.always(
      MirrorServer.path("toggles", .en),
      .init(status: 200, headers: [("Content-Encoding", "gzip"), ("Content-Type", "application/json")], body: gzip))
    let summary = try harness.run()
    #expect(summary.files.failed == 1)
    let failure = try #require(summary.failures.first)
    #expect(failure.file == "en/toggles.json")
    #expect(failure.reason == "the body is larger than 4 MB once decoded")
    #expect(harness.file("en/toggles.json") == nil)
    #expect(!harness.listing().contains { $0.contains(".tmp-") })
    // Never retried: the same page will be as large.
    #expect(harness.server.requests(for: MirrorServer.path("toggles", .en)).count == 1)
  }

  @Test func atMostJobsRequestsAreInFlight() throws {
    let harness = try FetchHarness(latency: 0.1)
    harness.options.jobs = 2
    harness.options.images = true
    let summary = try harness.run()
    #expect(summary.requests == 16)
    #expect(harness.server.mostAtOnce == 2)
  }
}

extension FinishedProcess {
  /// `data` compressed by gzip(1), which every Debian system has.
  static func runGzip(_ data: Data) throws -> Data {
    let folder = TemporaryFolder("hig-gzip")
    let file = try folder.write(data, to: "body")
    let result = try FinishedProcess.run(URL(fileURLWithPath: "/bin/gzip"), ["-k", "-9", file.path])
    try #require(result.status == 0)
    return try #require(FileManager.default.contents(atPath: file.path + ".gz"))
  }
}
