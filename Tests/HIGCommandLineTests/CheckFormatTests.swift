import Foundation
import HIGCommandLine
import TestSupport
import Testing

/// `hig check --format github|sarif`: the same problems, worded for CI.
@Suite struct CheckFormatTests {
  static let note = """
    # 리뷰, with Hangul before the tag so columns differ in UTF-16 and bytes

    드롭 취소: HIG:drag-and-drop/2rtass
    오타: HIG:drag-and-drop/4h8tpb, and an old one: HIG:modality/zzzzzz.

    """

  /// A copy of the content in which modality/zzzzzz is an old ID of a current rule.
  func run() throws -> CLIRun {
    let run = try CLIRun()
    try "old\tnew\nmodality/zzzzzz\tmodality/dy5qt2\n".write(
      to: run.content.appendingPathComponent("aliases.tsv"), atomically: true, encoding: .utf8)
    try run.folder.write(Self.note, to: "review, notes.md")
    return run
  }

  @Test func githubPrintsWorkflowCommandsOnTheLinesOfTheProblems() throws {
    let result = try run().run(["check", "review, notes.md", "--format", "github"])
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines[0].hasPrefix(
        "::error file=review%2C notes.md,line=4,col=5,title=Broken HIG citation::broken citation HIG:drag-and-drop/4h8tpb: no rule or guideline 'drag-and-drop/4h8tpb'; did you mean: drag-and-drop/4h8tpa “"
      ))
    #expect(
      lines[1]
        == "::warning file=review%2C notes.md,line=4,col=47,title=Old HIG citation::HIG:modality/zzzzzz is an old ID; the rule is now modality/dy5qt2 (update the note to cite modality/dy5qt2)"
    )
    #expect(lines[2] == "3 citations: 1 current, 1 old ID, 1 broken")
    let strict = try run().run(["check", "review, notes.md", "--format", "github", "--strict"])
    #expect(strict.output.contains("::error file=review%2C notes.md,line=4,col=47,title=Old HIG citation::"))
  }

  @Test func githubEscapesWhatWouldEndAProperty() throws {
    let result = try CLIRun().run(["check", "--format", "github", "-"], input: "HIG:nope/zzzzzz\n")
    #expect(result.output.hasPrefix("::error file=<stdin>,line=1,col=1,title=Broken HIG citation::"))
    let unreadable = try CLIRun().run(["check", "--format", "github", "missing.md"])
    #expect(unreadable.output.hasPrefix("::error::missing.md: no such file\n"))
  }

  @Test func sarifIsAValidSARIF21LogOfTheSameProblems() throws {
    let result = try run().run(["check", "review, notes.md", "--format", "sarif"])
    #expect(result.status == 1)
    let data = Data(result.output.utf8)
    #expect(SARIFValidator().validate(data) == [])
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["hig/broken-citation", "hig/old-citation"])
    #expect(results.map { $0["level"] as? String } == ["error", "warning"])
    let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "review%2C%20notes.md")
    let region = try #require(location["region"] as? [String: Any])
    // "오타: " is four UTF-16 code units, as it is four characters.
    #expect(region["startLine"] as? Int == 4)
    #expect(region["startColumn"] as? Int == 5)
    #expect(region["endColumn"] as? Int == 5 + "HIG:drag-and-drop/4h8tpb".utf16.count)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "hig")
  }

  /// The log is written as the texts are checked, a result at a time: no write holds the log whole,
  /// so thousands of citations (100,000 once took 600 MB) cost no more than their checks.
  @Test func sarifIsWrittenAResultAtATime() throws {
    let run = try run()
    try run.folder.write(String(repeating: "HIG:modality/zzzzzz\n", count: 5_000), to: "many.md")
    let captured = CapturedOutput()
    let largest = LargestWrite()
    let console = Console(
      write: {
        largest.record($0.utf8.count)
        captured.appendOutput($0)
      }, writeError: { captured.appendError($0) })
    let status = CLI(console: console, workingDirectory: run.workingDirectory).run(
      ["check", "many.md", "review, notes.md", "--format", "sarif", "--content", run.content.path])
    #expect(status == 1)
    let data = Data(captured.standardOutput.utf8)
    #expect(SARIFValidator().validate(data) == [])
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(results.count == 5_002)
    #expect(largest.bytes < 4_096)
  }

  /// "설정.md" in CP949, as a Korean Windows archive names it: not UTF-8.
  static let cp949Name: [UInt8] = [0xBC, 0xB3, 0xC1, 0xA4] + Array(".md".utf8)

  /// Writes `text` to the file whose path is `bytes`.
  static func write(_ text: String, toPathBytes bytes: [UInt8]) throws {
    let descriptor = (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    }
    try #require(descriptor >= 0)
    try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(contentsOf: Data(text.utf8))
  }

  /// The SARIF URIs of a log's results.
  static func uris(_ output: String) throws -> [String] {
    let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    return results.compactMap {
      (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap {
        ($0["artifactLocation"] as? [String: Any])?["uri"] as? String
      }
    }
  }

  /// A file name that is not UTF-8 is opened by its own bytes (not "no such file"), shown decoded,
  /// and named in SARIF by those bytes, percent-encoded, so the URI is that very file.
  @Test func aFileNameThatIsNotUTF8IsReadAndNamedByItsBytes() throws {
    let run = try CLIRun()
    try Self.write(
      "HIG:nope/zzzzzz and HIG:modality/gyqth0\n", toPathBytes: Array(run.folder.url.path.utf8) + [UInt8(ascii: "/")] + Self.cp949Name)
    func check(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
      let captured = CapturedOutput()
      let console = Console(write: { captured.appendOutput($0) }, writeError: { captured.appendError($0) })
      var cli = CLI(console: console, workingDirectory: run.workingDirectory)
      cli.argumentBytes = [Self.cp949Name]
      let status = cli.run(arguments + ["--content", run.content.path])
      return (status, captured.standardOutput, captured.standardError)
    }
    let argument = String(decoding: Self.cp949Name, as: UTF8.self)
    let text = check(["check", argument])
    #expect(text.status == 1)
    #expect(text.output.contains("설정.md:1:1: error: broken citation HIG:nope/zzzzzz"))
    let sarif = check(["check", argument, "--format", "sarif"])
    #expect(try Self.uris(sarif.output) == ["%BC%B3%C1%A4.md"])
    #expect(SARIFValidator().validate(Data(sarif.output.utf8)) == [])
    // Found in a folder, the same.
    try FileManager.default.createDirectory(at: run.folder.url.appendingPathComponent("notes"), withIntermediateDirectories: true)
    try Self.write("HIG:nope/zzzzzz\n", toPathBytes: Array(run.folder.url.path.utf8) + Array("/notes/".utf8) + Self.cp949Name)
    #expect(try Self.uris(check(["check", "notes", "--format", "sarif"]).output) == ["notes/%BC%B3%C1%A4.md"])
    // Rewriting needs a name Foundation can hold: refused, saying why.
    let write = check(["check", "--expand", "--write", argument])
    #expect(write.error.contains("cannot rewrite 설정.md: its name is not UTF-8"))
  }

  /// The bytes reach `hig check` from the real argument vector, as a shell passes them.
  @Test func theProcessArgumentsKeepTheirBytes() throws {
    let run = try CLIRun()
    try Self.write("HIG:nope/zzzzzz\n", toPathBytes: Array(run.folder.url.path.utf8) + [UInt8(ascii: "/")] + Self.cp949Name)
    let result = try HigProcess.run(
      ["-c", #"exec "$0" check "$(printf '\274\263\301\244.md')" --format sarif --content "$1""#,
       HigProcess.executable.path, run.content.path],
      in: run.folder.url, executable: "/bin/sh")
    #expect(result.status == 1)
    #expect(try Self.uris(result.output) == ["%BC%B3%C1%A4.md"])
  }

  /// Columns count UTF-16 code units: a character outside the Basic Multilingual Plane counts two.
  @Test func sarifColumnsCountUTF16CodeUnits() throws {
    let result = try CLIRun().run(["check", "--format", "sarif", "-"], input: "😀 HIG:nope/zzzzzz\n")
    let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let location = try #require((results.first?["locations"] as? [[String: Any]])?.first)
    let region = try #require((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
    #expect(region["startColumn"] as? Int == 4)
    #expect(SARIFValidator().validate(Data(result.output.utf8)) == [])
  }

  /// The validator itself refuses what the schema refuses.
  @Test func theValidatorCatchesBrokenLogs() {
    let broken = """
      {"version": "2.0.0", "runs": [{"tool": {"driver": {"rules": [{"id": "a"}]}}, "colour": 1,
        "results": [{"ruleId": "b", "ruleIndex": 0, "level": "fatal", "message": {},
          "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a b.md"},
            "region": {"startLine": 0, "startColumn": 3, "endColumn": 2}}}]}]}]}
      """
    let problems = SARIFValidator().validate(Data(broken.utf8))
    for expected in [
      "$.version", "missing 'name'", "'colour' is no property of run", "$.runs[0].results[0].level",
      "needs one of [\"text\", \"id\"]", "'a b.md' is not a URI reference", "startLine: 0 is below 1",
      "ruleIndex 0 does not name rule 'b'", "endColumn 2 before startColumn 3",
    ] {
      #expect(problems.contains { $0.contains(expected) }, "\(expected) in \(problems)")
    }
  }

  @Test func formatsAndTheirCombinationsAreChecked() throws {
    let hig = CLIHarness()
    #expect(hig.run("check", "--format", "markdown", "a.md").error.contains("a citation form for --expand"))
    #expect(hig.run("check", "--expand", "--format", "sarif", "a.md").error.contains("markdown or text"))
    #expect(hig.run("check", "--json", "--format", "github", "a.md").error.contains("--json contradicts --format github"))
    #expect(hig.run("check", "--format", "yaml", "a.md").status == 64)
  }
}

/// The size of the largest single write a console was given.
final class LargestWrite: @unchecked Sendable {
  private let lock = NSLock()
  private var largest = 0

  func record(_ count: Int) {
    lock.lock()
    largest = max(largest, count)
    lock.unlock()
  }

  var bytes: Int {
    lock.lock()
    defer { lock.unlock() }
    return largest
  }
}
