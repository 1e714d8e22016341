import Foundation
import HIGSearch
import TestSupport
import Testing

/// The analyzer as the browser runs it (HIGSearch compiled to WebAssembly, run in node) against
/// the terminal's build of the same code: the golden token table HIGSearch's own tests pin
/// (Tests/HIGSearchTests/Fixtures/analyzer-tokens.tsv) must come out unchanged, and both builds must
/// agree on every text of the fixture site's content, where the browser's folds come from a table and its
/// standard library is Embedded Swift's.
@Suite(.serialized) struct AnalyzerParityTests {
  struct Row {
    var input: String
    var words: String
    var grams: String
  }

  static let tableFile = Fixtures.file("analyzer-tokens.tsv", target: "HIGSearchTests")

  /// The table's rows, with "\uXXXX" in the input column read as that code point.
  static func rows() throws -> [Row] {
    let text = try String(contentsOf: tableFile, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#"), !line.hasPrefix("input\t") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Row(
        input: TokenTable.unescape(fields[0]), words: fields.count > 1 ? fields[1] : "",
        grams: fields.count > 2 ? fields[2] : "")
    }
  }

  /// Inputs for folding and script rules the table does not cover: rare folds, NFC, other scripts.
  static let extraInputs = [
    "Ｄｒａｇ “Exposé”", "ⓐⓑ", "ﬁle", "日本語 テキスト", "Ελληνικά", "e-mail · 이메일", "don't", "app's icons",
    "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", "  ", "",
    // Folded through the table the core is built with: compatibility forms, case, accents.
    "㈜ ㎏ ½ Ⅻ ﬃ ㌀", "İstanbul ΣΊΣΥΦΟΣ Ǆ ẞ", "ｶﾀｶﾅ ﾃｽﾄ", "Cafe\u{301} naïve façade", "\u{1113}\u{1161} 드래그",
    "tag\u{E0041}\u{E0042} 👩‍💻 x\u{200D}y", "\u{897}\u{323}\u{301}",
  ]

  @Test func theBrowsersAnalyzerReproducesTheGoldenTokenTable() throws {
    let rows = try Self.rows()
    #expect(rows.count >= 20)
    let written = try SearchParityTests.WrittenSite.shared.get()
    let output = try #require(
      try NodeRunner.run("analyze", site: written.site, input: rows.map(\.input)) as? [[String: Any]])
    #expect(output.count == rows.count)
    for (row, result) in zip(rows, output) {
      let words = (result["words"] as? [String] ?? []).joined(separator: " ")
      let grams = (result["grams"] as? [String] ?? []).map { String($0.dropFirst(Analyzer.gramPrefix.count)) }
        .joined(separator: " ")
      #expect(words == row.words, "words of '\(row.input)'")
      #expect(grams == row.grams, "grams of '\(row.input)'")
    }
  }

  @Test func bothBuildsAgreeOnEveryTextOfTheFixtureContent() throws {
    let written = try SearchParityTests.WrittenSite.shared.get()
    let kb = try BuiltSite.fixture.get().knowledgeBase
    var texts = kb.records.flatMap { [$0.text.ko, $0.text.en].compactMap { $0 } }
    texts += kb.guidelines.flatMap { [$0.title.ko, $0.title.en].compactMap { $0 } }
    texts += kb.glossary.flatMap { [$0.ko, $0.en] }
    texts += Self.extraInputs
    let output = try #require(try NodeRunner.run("analyze", site: written.site, input: texts) as? [[String: Any]])
    #expect(output.count == texts.count)
    for (text, result) in zip(texts, output) {
      let analyzed = Analyzer.analyze(text)
      #expect(result["words"] as? [String] == analyzed.words, "words of: \(text.prefix(60))")
      #expect(result["grams"] as? [String] == analyzed.grams, "grams of: \(text.prefix(60))")
      // Offsets drive the highlighting of search results: code points of the NFC text on both sides.
      let tokens = (result["tokens"] as? [[Any]] ?? []).map { "\($0[0])-\($0[1]) \($0[2])" }
      #expect(
        tokens == analyzed.tokens.map { "\($0.token.start)-\($0.token.end) \($0.stem)" },
        "offsets of: \(text.prefix(60))")
    }
  }
}
