import Foundation
import HIGModel
import TestSupport
import Testing

/// `hig fetch` as a user runs it: arguments checked by name, progress, the summary, exit status.
@Suite struct FetchCommandTests {
  let hig = CLIHarness()

  /// Toggles and tab bars.
  static let topics = Array(AppleMirror.sampleTopics.prefix(2))

  func server(englishOnly: Set<String> = []) throws -> MirrorServer {
    var mirror = AppleMirror(topics: Self.topics)
    mirror.englishOnly = englishOnly
    return try MirrorServer(mirror: mirror)
  }

  var out: String { hig.scratch.url.appendingPathComponent("apple").path }

  @Test(arguments: [
    (["--jobs", "0"], "'--jobs' needs a whole number from 1 to 16, got '0'"),
    (["--jobs", "many"], "'--jobs' needs a whole number"),
    (["--lang", "ko,fr"], "'--lang' needs ko, en or ko,en, got 'ko,fr'"),
    (["--source", "developer.apple.com"], "'--source developer.apple.com' is not a usable server address"),
    (["--source", "ftp://mirror.example"], "it needs to start with http:// or https://"),
    (["--source", "http://"], "it names no host"),
    (["--only", ","], "'--only' needs one or more slugs"),
    (["--jbos", "2"], "did you mean '--jobs'?"),
  ])
  func badArgumentsAreUsageErrorsNamingTheArgument(_ arguments: [String], _ message: String) {
    let result = hig.runBare(["fetch", "--out", out] + arguments)
    #expect(result.status == 64)
    #expect(result.error.contains(message))
    #expect(result.error.contains("hig fetch --help"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func anUnwritableOutputFolderIsNamed() throws {
    try hig.scratch.write("a file", to: "taken")
    let result = hig.runBare([
      "fetch", "--out", hig.scratch.url.appendingPathComponent("taken/apple").path, "--source", "http://127.0.0.1:9",
    ])
    #expect(result.status == 1)
    #expect(result.error.contains("error: cannot write to '--out "))
    #expect(result.error.contains("taken/apple"))
  }

  @Test func aFetchPrintsOneLinePerFileAndASummary() throws {
    let server = try server(englishOnly: ["tab-bars"])
    let result = hig.runBare(["fetch", "--source", server.baseURL, "--out", out])
    #expect(result.status == 0)
    // Files are listed as they finish, in whatever order the answers arrive.
    #expect(result.error.contains("] new       en/toggles.json\n"))
    #expect(result.error.contains("] no-korean ko/tab-bars.json\n"))
    #expect(result.error.contains("[4/4] "))
    #expect(result.output.contains("Fetched 2 pages into \(out): 3 new, 0 changed, 0 unchanged, none failed."))
    #expect(result.output.contains("1 page has no Korean version (English only): tab-bars."))
    let again = hig.runBare(["fetch", "--source", server.baseURL, "--out", out])
    #expect(again.output.contains("0 new, 0 changed, 3 unchanged, none failed."))
  }

  @Test func jsonPrintsTheSummaryAsOneObject() throws {
    let server = try server()
    let result = hig.runBare(["fetch", "--source", server.baseURL + "/", "--out", out, "--json", "--images", "-j", "2"])
    #expect(result.status == 0)
    let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(summary["pages"] as? Int == 2)
    #expect((summary["files"] as? [String: Int])?["new"] == 4)
    #expect((summary["images"] as? [String: Int])?["new"] == 6)
    #expect(summary["koreanMissing"] as? [String] == [])
    #expect(summary["source"] as? String == server.baseURL)
    #expect(summary["out"] as? String == out)
    #expect(server.mostAtOnce <= 2)
  }

  @Test func aPageThatCannotBeHadExitsWithOneAndIsNamed() throws {
    let server = try server()
    server.always(MirrorServer.path("toggles", .ko), .init(status: 403))
    let result = hig.runBare(["fetch", "--source", server.baseURL, "--out", out])
    #expect(result.status == 1)
    #expect(result.error.contains("failed ko/toggles.json: HTTP 403"))
    #expect(result.output.contains("1 failed."))
    #expect(result.output.contains("  ko/toggles.json: HTTP 403"))
  }

  @Test func anUnknownOnlySlugIsAUsageErrorWithASuggestion() throws {
    let server = try server()
    let result = hig.runBare(["fetch", "--source", server.baseURL, "--out", out, "--only", "toggels"])
    #expect(result.status == 64)
    #expect(
      result.error.contains("'--only': 'toggels' is not in the HIG's table of contents (did you mean 'toggles'?)"))
  }

  @Test func theDefaultFolderIsAppleInsideTheContentFolder() throws {
    let server = try server()
    let content = hig.scratch.url.appendingPathComponent("MyContent")
    let result = hig.runBare(["fetch", "--source", server.baseURL, "--content", content.path, "--only", "toggles"])
    #expect(result.status == 0)
    #expect(FileManager.default.fileExists(atPath: content.appendingPathComponent("apple/en/toggles.json").path))
    #expect(result.output.contains("Fetched 1 page into MyContent/apple: 2 new"))
  }

  @Test func anUnreachableServerIsReportedWithTheURL() {
    let result = hig.runBare(["fetch", "--source", "http://127.0.0.1:9", "--out", out])
    #expect(result.status == 1)
    #expect(
      result.error.contains(
        "cannot download the HIG's table of contents from http://127.0.0.1:9/tutorials/data/index/design--human-interface-guidelines"
      ))
  }

  @Test func helpDescribesTheCommandAndTheOverviewListsIt() {
    let help = hig.runBare(["fetch", "--help"])
    #expect(help.status == 0)
    for text in [
      "--source URL", "--lang LANGS", "--only SLUGS", "--jobs N", "--images", "--json", "Content/apple", "© Apple",
    ] {
      #expect(help.output.contains(text))
    }
    #expect(hig.runBare(["help", "fetch"]).output == help.output)
    #expect(hig.runBare(["--help"]).output.contains("  fetch "))
  }
}
