import Foundation
import TestSupport
import Testing

/// `hig fetch` twice from a `RevisionServer`, then `hig changes`, `hig stats`: arguments, output,
/// JSON and exit status.
@Suite(.serialized) struct ChangesCommandTests {
  let hig = CLIHarness()
  var content: URL { hig.scratch.url.appendingPathComponent("Content") }

  func fetchedTwice() throws -> RevisionServer {
    let server = try RevisionServer()
    let first = hig.runBare(["fetch", "--source", server.baseURL, "--content", content.path])
    #expect(first.status == 0, "\(first.error)")
    try server.serve(2)
    let second = hig.runBare(["fetch", "--source", server.baseURL, "--content", content.path])
    #expect(second.status == 0, "\(second.error)")
    #expect(second.output.contains("moved to Content/apple/.history: en/steppers.json, ko/steppers.json."))
    #expect(second.output.contains("'hig changes' shows what changed"))
    return server
  }

  func changes(_ arguments: String...) -> CLIHarness.Result {
    var harness = hig
    harness.content = content
    return harness.run(["changes"] + arguments)
  }

  @Test func theJSONNamesEveryChangedRuleWithOldAndNewTextAndTheKoreanLag() throws {
    let server = try fetchedTwice()
    defer { server.stop() }
    let result = changes("--json")
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let guidelines = try #require(object["guidelines"] as? [[String: Any]])
    let rules = guidelines.flatMap { $0["rules"] as? [[String: Any]] ?? [] }
    func english(_ rule: [String: Any], _ key: String) -> String? { (rule[key] as? [String: Any])?["en"] as? String }
    for (old, new) in RevisionMirror.rewordedEnglish {
      #expect(rules.contains { $0["kind"] as? String == "reworded" && english($0, "oldText") == old && english($0, "newText") == new })
    }
    for added in RevisionMirror.addedEnglish { #expect(rules.contains { english($0, "newText") == added }) }
    for removed in RevisionMirror.removedEnglish { #expect(rules.contains { english($0, "oldText") == removed }) }
    for unchanged in RevisionMirror.unchangedEnglish {
      #expect(!rules.contains { english($0, "oldText") == unchanged || english($0, "newText") == unchanged })
    }
    let counts = try #require(object["counts"] as? [String: Int])
    #expect(counts["koreanPending"] == 2)
    #expect(Set(guidelines.compactMap { $0["slug"] as? String }) == ["toggles", "sliders", "steppers", "gauges"])
  }

  @Test func theTextMarksChangedWordsAndThePendingTranslation() throws {
    let server = try fetchedTwice()
    defer { server.stop() }
    let result = changes()
    #expect(result.status == 0)
    #expect(result.output.contains("Show the current value [-near-]{+beside+} the"))
    #expect(result.output.contains("Korean translation pending since 20"))
    #expect(result.output.contains("steppers) — page removed"))
    #expect(result.output.contains("gauges) — new page"))
    #expect(result.output.contains("2026-12-01  Reworded the guidance on labels."))
    let korean = changes("--lang", "ko")
    #expect(!korean.output.contains("sliders/") && !korean.output.contains("pending"))
    #expect(changes("--since", "2999-01-01").status == 1)
    let stats = hig.runBare(["stats", "--json", "--content", content.path, "--cache-dir", hig.scratch.url.appendingPathComponent("cache").path])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any])
    let pending = try #require(object["koreanPending"] as? [String: Int])
    #expect(pending["englishChanged"] == 1 && pending["total"] ?? 0 >= 1)
    let text = hig.runBare(["stats", "--content", content.path, "--cache-dir", hig.scratch.url.appendingPathComponent("cache").path])
    #expect(text.output.contains("Korean pending") && text.output.contains("1 English changes not yet followed"))
  }

  @Test func withoutHistoryNothingChangedAndBadDatesAreUsageErrors() {
    let none = hig.run("changes")
    #expect(none.status == 1)
    #expect(none.output.contains("the history starts with the second 'hig fetch'"))
    let bad = hig.run("changes", "--since", "last week")
    #expect(bad.status == 64)
    #expect(bad.error.contains("--since"))
    let help = hig.runBare(["changes", "--help"])
    #expect(help.status == 0 && help.output.contains("--since DATE") && help.output.contains(".history"))
    #expect(hig.runBare(["fetch", "--help"]).output.contains("DIR/.history"))
    #expect(hig.runBare(["--help"]).output.contains("  changes "))
  }

  @Test func checkSinceWarnsAboutACitedRuleRewordedAfterTheDateInEveryFormat() throws {
    let server = try fetchedTwice()
    defer { server.stop() }
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(changes("--json").output.utf8)) as? [String: Any])
    let rules = (json["guidelines"] as? [[String: Any]] ?? []).flatMap { $0["rules"] as? [[String: Any]] ?? [] }
    let reworded = try #require(rules.first { $0["kind"] as? String == "reworded" && $0["guideline"] as? String == "toggles" })
    let newID = try #require(reworded["newID"] as? String)
    let notes = hig.scratch.url.appendingPathComponent("notes.md")
    try "We follow HIG:\(newID) here.\n".write(to: notes, atomically: true, encoding: .utf8)
    var harness = hig
    harness.content = content
    let plain = harness.run(["check", notes.path])
    #expect(plain.status == 0 && !plain.output.contains("reworded"))
    let text = harness.run(["check", notes.path, "--since", "2026-01-01"])
    #expect(text.status == 0)
    #expect(text.output.contains("warning: HIG:\(newID) cites a rule Apple reworded on 20"))
    #expect(text.output.contains("was “Label every switch with its effect."))
    #expect(text.output.contains("now “Label every switch with the effect it has right away."))
    let github = harness.run(["check", notes.path, "--since", "2026-01-01", "--format", "github"])
    #expect(github.output.contains("::warning file=") && github.output.contains("title=Reworded HIG rule::"))
    let sarif = harness.run(["check", notes.path, "--since", "2026-01-01", "--format", "sarif"])
    #expect(sarif.output.contains("\"ruleId\" : \"hig/reworded-rule\""))
    let later = harness.run(["check", notes.path, "--since", "2999-01-01"])
    #expect(!later.output.contains("reworded"))
    let report = harness.run(["check", notes.path, "--since", "2026-01-01", "--json"])
    #expect(report.output.contains("\"reworded\""))
  }

  @Test func theSiteShowsWhatsNewLastChangedDatesAndTheKoreanLag() throws {
    let server = try fetchedTwice()
    defer { server.stop() }
    var harness = hig
    harness.content = content
    let out = hig.scratch.url.appendingPathComponent("site")
    let built = harness.run(["site", "--out", out.path])
    #expect(built.status == 0, "\(built.error)")
    func page(_ name: String) throws -> String {
      try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
    }
    let changes = try page("changes.html")
    #expect(changes.contains("What's new"))
    #expect(changes.contains("<del>near</del>") && changes.contains("<ins>beside</ins>"))
    #expect(changes.contains("href=\"toggles.html#toggles/"))
    #expect(changes.contains("id=\"korean-lag\""))
    #expect(changes.contains("Offer labels for the smallest and largest values."))
    #expect(!changes.contains("Keep the on state visually distinct."))
    let toggles = try page("toggles.html")
    #expect(toggles.contains("마지막 변경") && toggles.contains("changes.html#toggles-"))
    #expect(toggles.contains("href=\"changes.html\""))
    let sliders = try page("sliders.html")
    #expect(sliders.contains("class=\"badge korean-lag\""))
    #expect(!toggles.contains("class=\"badge korean-lag\""))
    #expect(try page("sitemap.xml").contains("changes.html"))
  }

  @Test func aDamagedHistoryIsNamedAndStatsStillCount() throws {
    let server = try fetchedTwice()
    defer { server.stop() }
    let journal = content.appendingPathComponent("apple/.history/history.json")
    try "{ not json".write(to: journal, atomically: true, encoding: .utf8)
    let result = changes()
    #expect(result.status == 1)
    #expect(result.error.contains("cannot read the fetch history") && result.error.contains("history.json"))
    let stats = hig.runBare(["stats", "--content", content.path, "--cache-dir", hig.scratch.url.appendingPathComponent("cache").path])
    #expect(stats.status == 0)
    #expect(stats.error.contains("'Korean pending' counts only records with no Korean text"))
    #expect(stats.output.contains("Korean pending"))
  }
}
