import Foundation
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
