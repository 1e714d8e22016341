import Foundation
import TestSupport
import Testing

/// `hig check` verifies every citation `hig cite` prints, in every format, and the site's
/// permalinks: a pasted Markdown citation with its ID then mistyped once got "No HIG citations
/// found" and exit status 0.
@Suite struct PrintedCitationTests {
  static let id = "drag-and-drop/4h8tpa"
  static let typo = "drag-and-drop/4h8tpb"
  static let site = ["--base-url", "https://hig.example.kr"]

  struct Form: Sendable, CustomTestStringConvertible {
    var format: String
    var options: [String]
    var testDescription: String { ([format] + options).joined(separator: " ") }
  }

  static let forms: [Form] = ["markdown", "text", "html", "json"].flatMap { format in
    [Form(format: format, options: []), Form(format: format, options: site)]
  }

  /// Checks `text` read from standard input.
  func check(_ text: String, _ run: CLIRun) -> CLIRun.Result { run.run(["check", "-"], input: text) }

  @Test(arguments: forms)
  func aPrintedCitationIsCheckedAndAMistypedIDFails(_ form: Form) throws {
    let run = try CLIRun()
    let cited = run.run(["cite", Self.id, "--format", form.format] + form.options)
    try #require(cited.status == 0, "\(cited.error)")
    let good = check(cited.output, run)
    #expect(good.status == 0, "\(good.output)")
    #expect(good.output.contains("1 citation: 1 current"), "\(good.output)")
    // Mistyped everywhere, or only where the ID first stands (the rest of the citation intact).
    let everywhere = cited.output.replacingOccurrences(of: Self.id, with: Self.typo)
    var once = cited.output
    once.replaceSubrange(try #require(once.range(of: Self.id)), with: Self.typo)
    for typed in [everywhere, once] {
      let bad = check(typed, run)
      #expect(bad.status == 1, "\(typed)")
      #expect(bad.output.contains("broken citation"), "\(bad.output)")
      #expect(bad.output.contains(Self.id), "the broken ID's suggestion: \(bad.output)")
    }
  }

  @Test(arguments: ["markdown", "text", "html", "json"])
  func aPrintedGuidelineCitationIsCheckedToo(_ format: String) throws {
    let run = try CLIRun()
    let cited = run.run(["cite", "modality", "--format", format])
    try #require(cited.status == 0, "\(cited.error)")
    #expect(check(cited.output, run).output.contains("1 citation: 1 current"), "\(cited.output)")
    let bad = check(cited.output.replacingOccurrences(of: "— modality\n", with: "— modalty\n")
      .replacingOccurrences(of: "`modality`", with: "`modalty`").replacingOccurrences(of: "\"modality\"", with: "\"modalty\""), run)
    #expect(bad.status == 1, "\(bad.output)")
  }

  @Test(arguments: ["markdown", "text"])
  func anExpandedCitationIsCheckedAgain(_ format: String) throws {
    let run = try CLIRun()
    for options in [[], Self.site] {
      let expanded = run.run(["check", "--expand", "--format", format, "-"] + options, input: "See HIG:\(Self.id) here.\n\nHIG:\(Self.id)\n")
      try #require(expanded.status == 0, "\(expanded.error)")
      #expect(check(expanded.output, run).status == 0)
      let bad = check(expanded.output.replacingOccurrences(of: Self.id, with: Self.typo), run)
      #expect(bad.status == 1, "\(expanded.output)")
      #expect(bad.output.contains("broken citation"))
    }
  }

  @Test func sitePermalinksAreCheckedWithTheirPage() throws {
    let run = try CLIRun()
    let good = "https://hig.example.kr/drag-and-drop.html#drag-and-drop/4h8tpa"
    #expect(check(good, run).output.contains("1 citation: 1 current"))
    for broken in [
      "https://hig.example.kr/drag-and-drop.html#drag-and-drop/4h8tpb",
      "https://hig.example.kr/drag-and-drop.html#drag-and-dorp/4h8tpa",
      "https://hig.example.kr/drag-and-dorp.html#drag-and-drop/4h8tpa",
    ] {
      let bad = check(broken, run)
      #expect(bad.status == 1, "\(broken): \(bad.output)")
      #expect(bad.output.contains("drag-and-drop/4h8tpa"), "\(bad.output)")
    }
    // An ordinary link with a slash in its anchor is no citation.
    #expect(check("https://example.com/guide.html#setup/install", run).output.contains("No HIG citations found"))
  }
}
