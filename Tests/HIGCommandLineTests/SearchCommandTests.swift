import Foundation
import HIGCommandLine
import TestSupport
import Testing

@Suite(.serialized) struct SearchCommandTests {
  /// Runs `hig` in-process on a copy-free setup: the real Content, a fresh cache folder.
  func run(_ arguments: [String], cache: TemporaryFolder) -> (status: Int32, output: String, error: String) {
    let output = CapturedOutput()
    let console = Console(write: { output.appendOutput($0) }, writeError: { output.appendError($0) })
    let status = CLI(
      console: console, environment: ["HIG_CACHE_DIR": cache.url.path], workingDirectory: Fixtures.repositoryRoot
    )
    .run(arguments)
    return (status, output.standardOutput, output.standardError)
  }

  @Test func searchPrintsRankedHitsWithIDs() {
    let cache = TemporaryFolder()
    let result = run(["search", "탐색모음", "--limit", "3"], cache: cache)
    #expect(result.status == 0)
    #expect(result.output.contains("modality/"))
    #expect(result.output.contains("탐색 모음"))
    #expect(!result.output.contains("\u{1B}["), "no colour when not a terminal")
  }

  /// Two thousand unknown words once took 10 s (8,000: 35 s); past the caps a query is refused.
  @Test func aQueryOfThousandsOfWordsIsAUsageErrorNamingTheCap() {
    let cache = TemporaryFolder()
    let result = run(["search"] + (0..<2000).map { "낱말\($0)" }, cache: cache)
    #expect(result.status == 64)
    #expect(result.error.contains("over the 1000 a search reads"), "\(result.error)")
    let syllables = run(["search"] + (0..<200).map { _ in "낱" }, cache: cache)
    #expect(syllables.status == 64)
    #expect(syllables.error.contains("more than 128 words and phrases"), "\(syllables.error)")
    #expect(result.output.isEmpty && syllables.output.isEmpty)
  }

  @Test func jsonHasTheDocumentedShape() throws {
    let cache = TemporaryFolder()
    let result = run(["search", "UIPresentationController", "--json"], cache: cache)
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["query"] as? String == "UIPresentationController")
    #expect((object["total"] as? Int ?? 0) > 0)
    let hit = try #require((object["hits"] as? [[String: Any]])?.first)
    for key in ["id", "guideline", "title", "section", "kind", "platforms", "text", "statement", "breadcrumb", "score"] {
      #expect(hit.keys.contains(key), "\(key)")
    }
    // A rule's statement in each language it has, each the start of its text; null for other records.
    let hits = try #require(object["hits"] as? [[String: Any]])
    for hit in hits {
      let text = try #require(hit["text"] as? [String: String])
      if hit["kind"] as? String == "rule" {
        let statement = try #require(hit["statement"] as? [String: String])
        for (language, lead) in statement { #expect(text[language]?.hasPrefix(lead) == true, "\(lead)") }
      } else {
        #expect(hit["statement"] is NSNull)
      }
      #expect(!(hit["breadcrumb"] as? [String] ?? []).isEmpty)
    }
    #expect(((hit["text"] as? [String: String])?["ko"] ?? "").contains("UIPresentationController"))
  }

  @Test func explainShowsEachHitsTermsByChannel() throws {
    let cache = TemporaryFolder()
    // "window" finds Korean-only rules about 창 through the glossary field and the terminology.
    let text = run(["search", "window", "--explain", "--limit", "2"], cache: cache)
    #expect(text.status == 0)
    #expect(text.output.contains("terminology  #window"))
    #expect(text.output.contains("(coordination, 1 of 1 clauses)"))
    let json = run(["search", "window", "--explain", "--json", "--limit", "2"], cache: cache)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let hits = try #require(object["hits"] as? [[String: Any]])
    for hit in hits {
      let explanation = try #require(hit["explanation"] as? [String: Any])
      let matches = try #require(explanation["matches"] as? [[String: Any]])
      #expect(matches.contains { $0["channel"] as? String == "terminology" && $0["term"] as? String == "#window" })
      // The parts add up to the hit's score (both rounded to 4 places).
      let sum = matches.reduce(0.0) { $0 + ($1["score"] as? Double ?? 0) }
      let factors = (explanation["recordFactor"] as? Double ?? 0) * (explanation["coordination"] as? Double ?? 0)
      #expect(abs(sum * factors - (hit["score"] as? Double ?? 0)) < 0.01)
    }
    // Without --explain the JSON has no explanation.
    let plain = run(["search", "window", "--json", "--limit", "1"], cache: cache)
    #expect(!plain.output.contains("explanation"))
  }

  @Test func noHitsExitOneAndSuggest() {
    let cache = TemporaryFolder()
    // (드레그 would be read as the loanword "drag": 탐샥 reads as no English word.)
    let result = run(["search", "탐샥"], cache: cache)
    #expect(result.status == 1)
    #expect(result.output.contains("탐색"))
  }

  @Test func aDashWordIsAnExclusionNotAnOption() {
    let cache = TemporaryFolder()
    let unquoted = run(["search", "모달", "-드래그", "-modal", "--limit", "3"], cache: cache)
    let quoted = run(["search", "모달 -드래그 -modal", "--limit", "3"], cache: cache)
    #expect(unquoted.status == 0)
    #expect(unquoted.output == quoted.output)
    let attached = run(["search", "모달", "-n3"], cache: cache)
    #expect(attached.status == 64)
    #expect(attached.error.contains("did you mean '-n 3'?"))
  }

  @Test func aLongQueryIsEchoedShort() {
    let cache = TemporaryFolder()
    let result = run(["search", String(repeating: "없음", count: 200)], cache: cache)
    #expect(result.status == 1)
    #expect(result.output.contains(String(repeating: "없음", count: 39) + "없…'"))
    #expect(result.output.count < 300)
  }

  @Test func badOptionsAreUsageErrors() {
    let cache = TemporaryFolder()
    #expect(run(["search", "뷰", "--platform", "android"], cache: cache).status == 64)
    #expect(run(["search", "뷰", "--limit", "zero"], cache: cache).status == 64)
    #expect(run(["search", "\"unclosed"], cache: cache).status == 64)
  }

  @Test func damagedIndexIsRebuiltWithANote() throws {
    let cache = TemporaryFolder()
    let first = run(["search", "시트", "--json"], cache: cache)
    #expect(first.status == 0)
    let folder = try #require(
      FileManager.default.contentsOfDirectory(at: cache.url, includingPropertiesForKeys: nil).first)
    let file = folder.appendingPathComponent("search-index.bin")
    var bytes = [UInt8](try Data(contentsOf: file))
    // Damage the stored text of the top hit, which the search reads only while showing hits.
    struct Output: Decodable {
      struct Hit: Decodable { var text: [String: String] }
      var hits: [Hit]
    }
    let hit = try #require(try JSONDecoder().decode(Output.self, from: Data(first.output.utf8)).hits.first)
    let text = Array(try #require(hit.text["ko"] ?? hit.text["en"]).utf8)
    let at = try #require(
      (0...(bytes.count - text.count)).first { bytes[$0..<($0 + text.count)].elementsEqual(text) })
    bytes[at + text.count / 2] ^= 0xFF
    try Data(bytes).write(to: file)
    let result = run(["search", "시트"], cache: cache)
    #expect(result.status == 0)
    #expect(result.error.contains("damaged"))
    #expect(run(["search", "시트"], cache: cache).error.isEmpty, "the rebuilt index is used silently")
    // Damage in the core (just after the header) is caught on opening.
    var again = [UInt8](try Data(contentsOf: file))
    again[60] ^= 0xFF
    try Data(again).write(to: file)
    let second = run(["search", "시트"], cache: cache)
    #expect(second.status == 0)
    #expect(second.error.contains("damaged"))
  }

  /// A cache that cannot be written (a full disk, a read-only folder, a file in the way) does not
  /// stop a search: it is answered from the index built in memory, with a warning.
  @Test func anUnwritableCacheStillAnswersTheQuery() throws {
    let scratch = TemporaryFolder()
    let blocker = try scratch.write("a file where the cache folder would go", to: "blocker")
    let cache = blocker.appendingPathComponent("cache").path
    for _ in 0..<2 {
      let output = CapturedOutput()
      let console = Console(write: { output.appendOutput($0) }, writeError: { output.appendError($0) })
      let status = CLI(console: console, workingDirectory: Fixtures.repositoryRoot).run([
        "search", "드래그", "--cache-dir", cache,
      ])
      #expect(status == 0, "\(output.standardError)")
      #expect(output.standardOutput.contains("drag-and-drop/"))
      #expect(output.standardError.contains("warning[cache.unsaved]"))
      #expect(output.standardError.contains("could not save the search index in the cache"))
      #expect(output.standardError.contains("blocker/cache: Not a directory"))
    }
  }

  /// An edited text is found by the very next search: the index is rebuilt first.
  @Test func editedContentIsSearchedAtOnce() throws {
    let run = try CLIRun()
    #expect(run.run(["search", "zyxwvut"]).status == 1)
    try run.edit("guidelines/modality.txt") { $0 + "\n\nZyxwvut 규칙을 지키세요.\n" }
    let result = run.run(["search", "zyxwvut"])
    #expect(result.status == 0)
    #expect(result.output.contains("modality/"))
    #expect(result.error.contains("content changed"))
  }

  @Test func evalPrintsScoresPerKind() {
    let cache = TemporaryFolder()
    let file = Fixtures.file("eval-extra.tsv", target: "HIGSearchTests").path
    let result = run(["eval", file], cache: cache)
    #expect(result.status == 0)
    #expect(result.output.contains("MRR@10"))
    #expect(result.output.contains("xling"))
    #expect(run(["eval", "missing.tsv"], cache: cache).status == 1)
  }
}
