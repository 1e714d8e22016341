import Foundation
import HIGCommandLine
import TestSupport
import Testing

/// Odd but possible input gets a clear answer: an empty HIG_CACHE_DIR is unset, standard input is
/// capped as files are, errors read as sentences (never "NSCocoaErrorDomain Code=260"), and what
/// a user typed is echoed without its control characters.
@Suite struct HostileInputTests {
  @Test func anEmptyCacheDirVariableMeansTheDefaultCache() throws {
    let scratch = TemporaryFolder("hig-cli")
    let captured = CapturedOutput()
    let console = Console(write: { captured.appendOutput($0) }, writeError: { captured.appendError($0) })
    let status = CLI(console: console, environment: ["HIG_CACHE_DIR": ""], workingDirectory: scratch.url)
      .run(["stats", "--content", Fixtures.contentFolder.path])
    #expect(status == 0, "\(captured.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
    #expect(names == [".hig-cache"], "cache folders went to \(names)")
  }

  @Test(arguments: [["stats", "--cache-dir", ""], ["stats", "--content="], ["site", "--out", ""]])
  func anEmptyOptionValueIsAUsageError(_ arguments: [String]) throws {
    let result = try CLIRun().run(arguments)
    #expect(result.status == 64)
    #expect(result.error.contains("not an empty one"), "\(result.error)")
  }

  @Test func standardInputIsCappedLikeFiles() throws {
    let zero = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
    let cache = TemporaryFolder("hig-exe")
    let finished = try HigProcess.run(
      ["check", "-", "--content", Fixtures.contentFolder.path, "--cache-dir", cache.url.path], standardInput: zero,
      timeout: 30)
    #expect(!finished.timedOut, "hig check - read /dev/zero without end")
    #expect(finished.status == 1)
    #expect(finished.error.contains("standard input is larger than 8 MB"), "\(finished.error)")
  }

  @Test func aLargeInjectedInputIsRefusedToo() throws {
    let result = try CLIRun().run(["check", "-"], input: String(repeating: "HIG:modality ", count: 700_000))
    #expect(result.status == 1)
    #expect(result.error.contains("standard input is larger than 8 MB"), "\(result.error)")
  }

  /// Failures that go through Foundation read as sentences.
  @Test func foundationErrorsReadAsSentences() throws {
    let run = try CLIRun()
    try run.folder.write("", to: "afile")
    try run.folder.write(#"{"siteURL": 3}"#, to: "hig.json")
    let theme = Fixtures.repositoryRoot.appendingPathComponent("site").path
    // A cache that cannot be written still answers (status 0), with a warning.
    for (arguments, status) in [
      (["eval", "missing.tsv"], 1), (["site", "--out", "afile/sub", "--theme", theme], 1),
      (["stats", "--cache-dir", "afile/x"], 0), (["cite", "drag-and-drop/4h8tpa"], 1), (["check", "missing.md"], 1),
    ] as [([String], Int32)] {
      let result = run.run(arguments)
      #expect(result.status == status, "\(arguments): \(result.error)")
      #expect(!result.error.isEmpty, "\(arguments)")
      for raw in ["NSCocoaErrorDomain", "Error Domain=", "The operation could not be completed", "Code="] {
        #expect(!result.error.contains(raw), "\(arguments): \(result.error)")
      }
    }
  }

  @Test func controlCharactersInWhatWasTypedAreEscapedWhenEchoed() throws {
    let run = try CLIRun()
    for arguments in [
      ["search", "\u{1B}[2Jzzqqxx"], ["show", "\u{1B}[2Jzzqq"], ["frobnicate\u{1B}[2J"], ["search", "모달", "--kind", "\u{1B}[2J"],
      ["check", "\u{1B}[2J.md"], ["cite", "zz\u{7}qq/aaaaaa"],
    ] {
      let result = run.run(arguments)
      #expect(!result.output.contains("\u{1B}") && !result.error.contains("\u{1B}"), "\(arguments): \(result.error)")
      #expect(!result.output.contains("\u{7}") && !result.error.contains("\u{7}"))
      #expect(result.output.contains("\\u{1b}") || result.error.contains("\\u{1b}") || result.error.contains("\\u{7}"), "\(arguments): \(result.output) \(result.error)")
    }
  }
}
