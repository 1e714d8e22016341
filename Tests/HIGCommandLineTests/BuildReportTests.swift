import Foundation
import HIGCommandLine
import TestSupport
import Testing

@Suite(.serialized) struct BuildReportTests {
  /// A folder of mixed files: Markdown in two languages, a saved HTML page, plain text, a read-me,
  /// an empty file and a binary one.
  func mixedFolder() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    let fixtures = Fixtures.repositoryRoot.appendingPathComponent("Tests/HIGIngestTests/Fixtures")
    for name in ["apple/toggles.ko.md", "apple/toggles.en.md", "html/apple-sidebars.html"] {
      try folder.write(Data(contentsOf: fixtures.appendingPathComponent(name)), to: name)
    }
    try folder.write(
      Data(contentsOf: Fixtures.contentFolder.appendingPathComponent("guidelines/modality.txt")), to: "modality.txt")
    try folder.write(
      "# 목록\n\n- [토글](apple/toggles.ko.md)\n- [사이드바](html/apple-sidebars.html)\n- [모달리티](modality.txt)\n",
      to: "README.md")
    try folder.write("", to: "empty.md")
    try folder.write(Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0]), to: "logo.txt")
    return folder
  }

  func run(_ arguments: [String], in folder: TemporaryFolder) -> CLIHarness.Result {
    var harness = CLIHarness()
    harness.content = folder.url
    return harness.run(arguments)
  }

  @Test func reportsEveryFileOfAMixedFolder() throws {
    let folder = try mixedFolder()
    let result = run(["build", "--report"], in: folder)
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    func row(_ file: String) -> [String] {
      lines.first { $0.hasPrefix(file + " ") }.map { $0.split(separator: " ").map(String.init) } ?? []
    }
    #expect(
      row("apple/toggles.en.md") == [
        "apple/toggles.en.md", "toggles", "markdown", "1", "13", "4", "11", "0", "ingested",
      ])
    #expect(row("apple/toggles.ko.md").suffix(3) == ["merged", "into", "toggles"])
    #expect(row("html/apple-sidebars.html").prefix(4) == ["html/apple-sidebars.html", "sidebars", "html", "1"])
    #expect(row("modality.txt").prefix(3) == ["modality.txt", "modality", "text"])
    #expect(row("README.md").suffix(2) == ["skipped:", "not-a-guideline"])
    #expect(row("empty.md").suffix(2) == ["skipped:", "empty-file"])
    #expect(row("logo.txt").suffix(2) == ["skipped:", "binary-file"])
    #expect(result.error.contains("warning[ingest.binary-file] logo.txt"))
  }

  @Test func listsNotesUnderTheReportAndCountsThemWithout() throws {
    let folder = TemporaryFolder()
    try folder.write("---\ntitle: 토글\nplatforms: [iOS, CarPlay]\n---\n\n**토글을 사용하세요.** 설명입니다.\n", to: "toggles.md")
    let report = run(["build", "--report"], in: folder)
    #expect(report.status == 0)
    #expect(report.output.contains("toggles.md: note: ingest.unknown-platform: front matter names 'CarPlay'"))
    #expect(!report.output.contains("note(s)"))
    let plain = run(["build", "--force"], in: folder)
    #expect(plain.status == 0)
    #expect(plain.output.contains("1 note(s)"))
    #expect(plain.output.contains("'hig build --report' lists them"))
  }

  @Test func printsTheReportAsJSON() throws {
    let folder = try mixedFolder()
    let output = run(["build", "--report", "--json"], in: folder).output
    struct Report: Decodable {
      struct File: Decodable {
        var file: String
        var pages: Int
        var status: String
      }
      var guidelines: Int
      var files: [File]
    }
    let report = try JSONDecoder().decode(Report.self, from: Data(output.utf8))
    #expect(report.guidelines == 3)
    #expect(report.files.first { $0.file == "apple/toggles.ko.md" }?.status == "merged into toggles")
    #expect(report.files.filter { $0.pages == 1 }.count == 4)
  }
}
