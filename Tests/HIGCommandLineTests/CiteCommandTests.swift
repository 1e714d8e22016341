import Foundation
import TestSupport
import Testing

@Suite struct CiteCommandTests {
  @Test func citesADragAndDropRuleAsMarkdownForAReviewComment() throws {
    let result = try CLIRun().run([
      "cite", "drag-and-drop/4h8tpa", "--format", "markdown", "--base-url", "https://hig.example.kr",
    ])
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix(
        "> **[드래그 앤 드롭 (Drag and drop) › Best practices](https://hig.example.kr/drag-and-drop.html#drag-and-drop/4h8tpa)** · `drag-and-drop/4h8tpa`\n"
      ))
    #expect(result.output.contains("> **가능한 앱 전체에서 드래그 앤 드롭을 지원하는 것이 좋습니다.**"))
  }

  @Test func takesTheSiteURLFromHigJSON() throws {
    let run = try CLIRun()
    try run.folder.write(#"{"siteURL": "https://docs.example.kr/hig/"}"#, to: "hig.json")
    let result = run.run(["cite", "HIG:drag-and-drop/4h8tpa", "-f", "text"])
    #expect(result.status == 0)
    #expect(result.output.contains("hig:   https://docs.example.kr/hig/drag-and-drop.html#drag-and-drop/4h8tpa\n"))
  }

  @Test func aBrokenHigJSONIsNamedInTheError() throws {
    let run = try CLIRun()
    try run.folder.write("{siteURL: nope", to: "hig.json")
    let result = run.run(["cite", "drag-and-drop/4h8tpa"])
    #expect(result.status == 1)
    #expect(result.error.contains("hig.json is not a valid hig configuration"))
  }

  @Test func wordsCiteTheBestMatchAndSayWhichOneWasChosen() throws {
    let result = try CLIRun().run(["cite", "드래그", "취소", "-f", "text"])
    #expect(result.status == 0)
    #expect(result.output.contains("— drag-and-drop/2rtass"))
    #expect(result.error.contains("note: citing the best match for '드래그 취소': drag-and-drop/2rtass"))
  }

  @Test(
    "words cite the rule hig search ranks first",
    arguments: [
      ("드래그를 취소", "drag-and-drop/2rtass"), ("emoji", "home-screen-quick-actions/kfm8pc"),
      ("모달 뷰를 닫는 버튼", "modality/"),
    ])
  func wordsCiteTheTopSearchHit(query: String, expectedPrefix: String) throws {
    let run = try CLIRun()
    let top = run.run(["search", query, "--json", "--limit", "1"])
    let hits = try #require(
      (try JSONSerialization.jsonObject(with: Data(top.output.utf8)) as? [String: Any])?["hits"] as? [[String: Any]])
    let id = try #require(hits.first?["id"] as? String)
    #expect(id.hasPrefix(expectedPrefix))
    let cited = run.run(["cite", query, "--json"])
    #expect(cited.status == 0)
    #expect(cited.output.contains("\"id\" : \"\(id)\""))
  }

  @Test func wordsFoundNowhereAreAClearFailure() throws {
    let result = try CLIRun().run(["cite", "블록체인", "quantum"])
    #expect(result.status == 1)
    #expect(result.error.contains("no rule matches '블록체인 quantum'"))
  }

  @Test func anUnknownIDFailsWithTheClosestIDs() throws {
    let result = try CLIRun().run(["cite", "drag-and-drop/4h8tpb"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("did you mean 'drag-and-drop/4h8tpa'?"))
  }

  @Test func aMistypedShortKeyGetsSuggestionsRatherThanAWordSearch() throws {
    let result = try CLIRun().run(["cite", "drag-and-drop/4h8tp"])
    #expect(result.status == 1)
    #expect(result.error.contains("rule 'drag-and-drop/4h8tp' not found; did you mean 'drag-and-drop/4h8tpa'?"))
  }

  @Test func severalIDsCiteSeveralRulesInOrder() throws {
    let result = try CLIRun().run(["cite", "drag-and-drop/2rtass", "HIG:drag-and-drop/4h8tpa", "-f", "text"])
    #expect(result.status == 0)
    let first = try #require(result.output.range(of: "— drag-and-drop/2rtass\n"))
    let second = try #require(result.output.range(of: "— drag-and-drop/4h8tpa\n"))
    #expect(first.lowerBound < second.lowerBound)

    let json = try CLIRun().run(["cite", "drag-and-drop/2rtass", "drag-and-drop/4h8tpa", "--json"])
    let array = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
    #expect(array?.compactMap { $0["id"] as? String } == ["drag-and-drop/2rtass", "drag-and-drop/4h8tpa"])
  }

  @Test(
    "rejects bad options with usage status",
    arguments: [
      ["cite", "drag-and-drop/4h8tpa", "--format", "pdf"],
      ["cite", "drag-and-drop/4h8tpa", "--base-url", "not a url"],
      ["cite", "drag-and-drop/4h8tpa", "--base-url", "/hig"],
      ["cite", "drag-and-drop/4h8tpa", "--json", "--format", "text"],
      ["cite"],
    ])
  func rejectsBadOptions(arguments: [String]) throws {
    let result = try CLIRun().run(arguments)
    #expect(result.status == 64)
    #expect(result.error.contains("hig cite --help"))
  }

  @Test func anOldIDOfARewrittenRuleKeepsCitingIt() throws {
    let run = try CLIRun()
    let before = run.run(["cite", "적합할 때 모달리티를 사용하십시오", "--format", "json"])
    struct Cited: Decodable { var id: String }
    let oldID = try JSONDecoder().decode(Cited.self, from: Data(before.output.utf8)).id
    #expect(oldID.hasPrefix("modality/"))
    try run.edit("guidelines/modality.txt") {
      $0.replacingOccurrences(of: "적합할 때 모달리티를 사용하십시오.", with: "적합할 때에만 모달리티를 사용하세요.")
    }
    let build = run.run(["build"])
    #expect(build.error.contains("note: kept \(oldID) as an alias of modality/"))
    #expect(try run.read("Content/aliases.tsv").contains("\(oldID)\tmodality/"))

    let after = run.run(["cite", oldID, "-f", "text"])
    #expect(after.status == 0)
    #expect(after.output.contains("적합할 때에만 모달리티를 사용하세요."))
    #expect(after.error.contains("note: \(oldID) is an old ID; the rule is now modality/"))
    #expect(run.run(["show", oldID]).status == 0)
  }
}

@Suite struct AliasKeepingTests {
  static let oldRule = "적합할 때 모달리티를 사용하십시오."
  static let newRule = "적합할 때에만 모달리티를 사용하세요."

  /// Every file of the content folder with its bytes.
  static func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
      let url = folder.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  /// What a user's `hig search` writes must not depend on their cache: read commands keep the alias
  /// of a rewritten rule in the cache, say once that `hig build` records it, and `hig build` does.
  @Test func readCommandsNeverWriteTheContentAndBuildRecordsTheAlias() throws {
    let run = try CLIRun()
    let before = run.run(["cite", Self.oldRule, "--format", "json"])
    struct Cited: Decodable { var id: String }
    let oldID = try JSONDecoder().decode(Cited.self, from: Data(before.output.utf8)).id
    try run.edit("guidelines/modality.txt") { $0.replacingOccurrences(of: Self.oldRule, with: Self.newRule) }
    let edited = try Self.snapshot(run.content)

    let first = run.run(["search", "모달리티"])
    #expect(first.status == 0)
    #expect(first.error.contains("note: kept \(oldID) as an alias of modality/"))
    #expect(first.error.contains("'hig build' records it in Content/aliases.tsv"))
    for command in [["cite", oldID, "-f", "text"], ["show", oldID], ["check", "-"], ["stats"], ["aliases"]] {
      let later = run.run(command, input: "HIG:\(oldID)\n")
      #expect(!later.error.contains("records it"), "said once: \(command)")
      #expect(later.status == 0, "\(command): \(later.error)")
      if command[0] == "cite" { #expect(later.output.contains(Self.newRule)) }
      if command[0] == "aliases" { #expect(later.output.contains("pending: 'hig build' records it")) }
    }
    #expect(try Self.snapshot(run.content) == edited, "no read command wrote the content folder")

    let build = run.run(["build"])
    #expect(build.status == 0)
    #expect(build.error.contains("note: kept \(oldID) as an alias of modality/"))
    #expect(build.error.contains("in Content/aliases.tsv"))
    #expect(!build.error.contains("records it"))
    #expect(try run.read("Content/aliases.tsv").contains("\(oldID)\tmodality/"))
    let again = run.run(["build"])
    #expect(again.output.hasPrefix("Up to date:"))
    #expect(again.error.isEmpty)
    #expect(!run.run(["aliases"]).output.contains("pending"))
    #expect(run.run(["show", oldID]).status == 0)
  }

  @Test func anUnwritableAliasFileFailsTheBuildWithTheLinesToAdd() throws {
    let run = try CLIRun()
    #expect(run.run(["build"]).status == 0)
    // A folder where the file should be: writing fails even for root, which ignores permissions.
    try FileManager.default.createDirectory(
      at: run.content.appendingPathComponent("aliases.tsv"), withIntermediateDirectories: false)
    try run.edit("guidelines/modality.txt") { $0.replacingOccurrences(of: Self.oldRule, with: Self.newRule) }
    let cited = run.run(["cite", "적합할 때에만 모달리티를", "-f", "text"])
    #expect(cited.status == 0)
    #expect(cited.output.contains(Self.newRule))
    #expect(!cited.error.contains("unwritable"))
    let result = run.run(["build"])
    #expect(result.status == 1)
    #expect(result.error.contains("warning[cite.aliases-unwritable] Content/aliases.tsv: cannot record 1 alias(es)"))
    #expect(result.error.contains("<TAB>modality/"))
  }

  @Test func removedRecordsAreListedAsIDsThatNoLongerResolve() throws {
    let run = try CLIRun()
    #expect(run.run(["build"]).status == 0)
    try FileManager.default.removeItem(at: run.content.appendingPathComponent("guidelines/modality.txt"))
    let result = run.run(["build"])
    #expect(result.error.contains("note: 22 record ID(s) no longer resolve"))
    #expect(!FileManager.default.fileExists(atPath: run.content.appendingPathComponent("aliases.tsv").path))
  }
}
