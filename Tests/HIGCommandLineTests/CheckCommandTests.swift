import Foundation
import TestSupport
import Testing

@Suite struct CheckCommandTests {
  static let note = """
    # 리뷰

    드롭 대상이 취소를 무시합니다: HIG:drag-and-drop/2rtass

    HIG:drag-and-drop/4h8tpa
    오타: HIG:drag-and-drop/4h8tpb

    """

  @Test func catchesABrokenIDInAReviewNoteAndFails() throws {
    let run = try CLIRun()
    try run.folder.write(Self.note, to: "notes.md")
    let result = run.run(["check", "notes.md"])
    #expect(result.status == 1)
    #expect(result.output.contains("notes.md:6:5: error: broken citation HIG:drag-and-drop/4h8tpb"))
    #expect(result.output.contains("    drag-and-drop/4h8tpa  “가능한 앱 전체에서"))
    #expect(result.output.hasSuffix("3 citations: 2 current, 0 old IDs, 1 broken\n"))
  }

  @Test func catchesTheBrokenCitationsOfTheSampleReviewNote() throws {
    // The note cites HIGCiteTests' fixture content.
    let note = Fixtures.file("review-note.md", target: "HIGCiteTests").path
    let content = Fixtures.file("content", target: "HIGCiteTests").path
    let result = try CLIRun().run(["check", note, "--content", content])
    #expect(result.status == 1)
    #expect(result.output.contains("review-note.md:8:"))
    #expect(result.output.contains("error: broken citation HIG:drag-and-drop/s1ca73"))
    #expect(result.output.contains("error: broken citation HIG:drag-n-drop"))
    #expect(result.output.hasSuffix("6 citations: 4 current, 0 old IDs, 2 broken\n"))
  }

  @Test func passesWhenEveryCitationResolves() throws {
    let result = try CLIRun().run(["check", "-"], input: "OK: HIG:drag-and-drop/2rtass, HIG:modality\n")
    #expect(result.status == 0)
    #expect(result.output == "2 citations: 2 current, 0 old IDs, 0 broken\n")
  }

  @Test func reportsEveryCitationAsJSON() throws {
    let run = try CLIRun()
    try run.folder.write(Self.note, to: "notes.md")
    let result = run.run(["check", "--json", "notes.md"])
    #expect(result.status == 1)
    struct Report: Decodable {
      struct Entry: Decodable {
        var line: Int
        var status: String
        var suggestions: [String]?
      }
      var citations: [Entry]
    }
    let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
    #expect(report.citations.map(\.status) == ["current", "current", "broken"])
    #expect(report.citations.last?.suggestions?.first == "drag-and-drop/4h8tpa")
  }

  @Test func expandsTagsToStandardOutputAndReportsOnStandardError() throws {
    let result = try CLIRun().run(["check", "--expand", "-"], input: "HIG:drag-and-drop/4h8tpa\n")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("> **드래그 앤 드롭 (Drag and drop) › Best practices** · `drag-and-drop/4h8tpa`\n"))
    #expect(result.error.contains("1 citation: 1 current"))
  }

  @Test func writesExpandedCitationsInPlaceAndKeepsBrokenTags() throws {
    let run = try CLIRun()
    try run.folder.write(Self.note, to: "notes.md")
    let result = run.run(["check", "--expand", "--write", "notes.md"])
    #expect(result.status == 1)
    let rewritten = try run.read("notes.md")
    #expect(rewritten.contains("> **가능한 앱 전체에서 드래그 앤 드롭을 지원하는 것이 좋습니다.**"))
    #expect(rewritten.contains("오타: HIG:drag-and-drop/4h8tpb"))
    #expect(!rewritten.contains("HIG:drag-and-drop/2rtass"))
  }

  @Test func aMissingFileIsNamedAndTheOthersAreStillChecked() throws {
    let run = try CLIRun()
    try run.folder.write("HIG:modality\n", to: "ok.md")
    let result = run.run(["check", "missing.md", "ok.md"])
    #expect(result.status == 1)
    #expect(result.error.contains("missing.md: no such file"))
    #expect(result.output.contains("1 citation: 1 current"))
  }

  @Test(
    "rejects contradictory options with usage status",
    arguments: [
      ["check", "--write", "notes.md"],
      ["check", "--expand", "--write", "-"],
      ["check", "--expand", "a.md", "b.md"],
      ["check", "--expand", "--json", "a.md"],
    ])
  func rejectsContradictoryOptions(arguments: [String]) throws {
    #expect(try CLIRun().run(arguments).status == 64)
  }
}

@Suite struct CheckCommandFolderTests {
  @Test func checksTheMarkdownAndTextFilesOfAFolder() throws {
    let run = try CLIRun()
    try run.folder.write("HIG:modality\n", to: "reviews/a.md")
    try run.folder.write("HIG:drag-and-drop/zzzzzz\n", to: "reviews/sub/b.txt")
    try run.folder.write("HIG:nothing/zzzzzz\n", to: "reviews/image.png")
    let result = run.run(["check", "reviews"])
    #expect(result.status == 1)
    #expect(result.output.contains("reviews/sub/b.txt:1:1: error: broken citation HIG:drag-and-drop/zzzzzz"))
    #expect(!result.output.contains("image.png"))
    #expect(result.output.contains("2 citations: 1 current, 0 old IDs, 1 broken"))
  }

  @Test func aFileOfTheFolderThatIsNoTextIsNamedAndTheRestChecked() throws {
    let run = try CLIRun()
    try run.folder.write("HIG:modality\n", to: "reviews/a.md")
    try run.folder.write(Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0]), to: "reviews/logo.md")
    try run.folder.write(Data([0xC7, 0xD1, 0x0A]), to: "reviews/euc-kr.txt")
    let result = run.run(["check", "reviews"])
    #expect(result.status == 1)
    #expect(result.error.contains("reviews/logo.md is not a text file (it holds NUL bytes)"))
    #expect(result.error.contains("reviews/euc-kr.txt is not UTF-8 text"))
    #expect(result.output.contains("1 citation: 1 current"))
  }

  /// A folder is walked as a content folder is: a link out of it is named and skipped, never read
  /// or rewritten (`--expand --write` once rewrote whatever file a link named), a FIFO never opened.
  @Test func aLinkOutOfTheFolderIsSkippedAndNeverRewritten() throws {
    let run = try CLIRun()
    let outside = TemporaryFolder()
    let target = try outside.write("HIG:modality\n", to: "outside.md")
    try run.folder.write("HIG:modality\n", to: "reviews/a.md")
    try FileManager.default.createSymbolicLink(
      at: run.folder.url.appendingPathComponent("reviews/linked.md"), withDestinationURL: target)
    #expect(mkfifo(run.folder.url.appendingPathComponent("reviews/pipe.md").path, 0o644) == 0)
    let result = run.run(["check", "--expand", "--write", "reviews"])
    #expect(result.status == 1)
    #expect(result.error.contains("reviews/linked.md: symbolic link to \(target.path)"), "\(result.error)")
    #expect(result.error.contains("reviews/pipe.md: a FIFO"))
    #expect(try String(contentsOf: target, encoding: .utf8) == "HIG:modality\n")
    #expect(try run.read("reviews/a.md") != "HIG:modality\n")
  }
}
