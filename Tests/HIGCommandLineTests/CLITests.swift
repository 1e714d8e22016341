import Foundation
import TestSupport
import Testing

@Suite struct CLITests {
  let hig = CLIHarness()

  @Test func statsJSONReportsTheFourGuidelinesAndTheirRules() throws {
    let result = hig.run("stats", "--json")
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["guidelines"] as? Int == 4)
    #expect((object["rules"] as? Int ?? 0) > 40)
    #expect(result.error.contains("Ingested"))
  }

  @Test func statsTextNamesEveryCount() {
    let output = hig.run("stats").output
    for label in ["Guidelines", "Records", "Rules", "Bilingual pairs", "Glossary terms", "Warnings", "iPadOS"] {
      #expect(output.contains(label))
    }
  }

  @Test func showPrintsSectionsAndRulesWithIDsAndPlatforms() {
    let result = hig.run("show", "drag-and-drop")
    #expect(result.status == 0)
    #expect(result.output.contains("### macOS"))
    #expect(result.output.contains("drag-and-drop/"))
    #expect(result.output.contains("rule·consider  [macOS]"))
    #expect(result.output.contains("Platforms: iOS, iPadOS, macOS · not supported: tvOS, watchOS"))
  }

  @Test func showFindsGuidelinesByKoreanTitleAndRecordsByID() throws {
    #expect(hig.run("show", "모달리티").output.contains("(modality)"))
    let json = hig.run("show", "home-screen-quick-actions", "--json").output
    let page = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let sections = try #require(page["sections"] as? [[String: Any]])
    let records = try #require(sections.first?["records"] as? [[String: Any]])
    let id = try #require(records.last?["id"] as? String)
    let record = hig.run("show", id)
    #expect(record.status == 0)
    #expect(record.output.contains("No additional considerations for iOS or iPadOS"))
  }

  @Test func unknownNamesFailWithSuggestions() {
    let result = hig.run("show", "drag-and-dorp")
    #expect(result.status == 1)
    #expect(result.error.contains("did you mean 'drag-and-drop'?"))
    let topic = hig.run("show", "alerts")
    #expect(topic.status == 1)
    #expect(topic.error.contains("https://developer.apple.com/design/human-interface-guidelines/alerts"))
  }

  @Test func usageErrorsExit64WithAHint() {
    let command = hig.runBare(["stast"])
    #expect(command.status == 64)
    #expect(command.error.contains("did you mean 'stats'?"))
    let option = hig.runBare(["stats", "--jsno"])
    #expect(option.status == 64)
    #expect(option.error.contains("'--json'"))
    #expect(hig.runBare(["show"]).error.contains("missing argument SLUG|ID"))
    #expect(hig.runBare(["show", "x", "--lang", "fr"]).status == 64)
  }

  /// Options that contradict each other are refused before any work: even before the content
  /// folder is looked at.
  @Test func contradictoryOptionsAreRefusedBeforeAnyWork() {
    for arguments in [
      ["aliases", "--write"], ["check", "--write", "a.md"], ["cite", "x", "--json", "-f", "html"],
    ] {
      let result = hig.runBare(arguments + ["--content", "/nonexistent/folder"])
      #expect(result.status == 64, "\(arguments)")
      #expect(!result.error.contains("does not exist"))
    }
  }

  /// A value an option cannot read is refused by the parser, naming what it needs.
  @Test func optionValuesAreCheckedWhereTheyAreParsed() {
    let limit = hig.runBare(["search", "뷰", "--limit", "0"])
    #expect(limit.status == 64)
    #expect(limit.error.contains("'--limit' needs a positive whole number, got '0'"))
    let platform = hig.runBare(["search", "뷰", "--platform", "iOSS"])
    #expect(platform.error.contains("did you mean 'iOS'?"))
    let kind = hig.runBare(["search", "뷰", "--kind", "rul"])
    #expect(kind.error.contains("did you mean 'rule'?"))
    let fraction = hig.runBare(["eval", "x.tsv", "--min-mrr", "2"])
    #expect(fraction.error.contains("'--min-mrr' needs a number from 0 to 1, got '2'"))
  }

  @Test func everyCommandHasHelp() {
    let overview = hig.runBare(["--help"])
    #expect(overview.status == 0)
    for command in ["build", "show", "stats"] {
      #expect(overview.output.contains(command))
      let help = hig.runBare([command, "--help"])
      #expect(help.status == 0)
      #expect(help.output.contains("Usage: hig \(command)"))
      #expect(help.output.contains("--content DIR"))
    }
  }

  @Test func aMissingContentFolderIsAClearError() {
    let result = hig.runBare(["stats", "--content", "/nonexistent/folder"])
    #expect(result.status == 1)
    #expect(result.error.contains("content folder '/nonexistent/folder' does not exist"))
  }

  @Test func buildExitsOneWhenInputWasSkippedAndReportsPerFile() throws {
    var harness = CLIHarness()
    let content = try harness.scratch.copyContent()
    try harness.scratch.write(Data([0x00, 0x01, 0x02]), to: "Content/guidelines/broken.txt")
    harness.content = content
    let result = harness.run("build", "--report")
    #expect(result.status == 1)
    #expect(result.error.contains("guidelines/broken.txt"))
    #expect(result.output.contains("guidelines/drag-and-drop.txt"))
    #expect(harness.run("build").output.hasPrefix("Up to date:"))
  }
}
