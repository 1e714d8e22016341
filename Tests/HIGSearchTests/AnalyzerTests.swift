import Foundation
import HIGSearch
import TestSupport
import Testing

@Suite struct AnalyzerTests {
  /// One row of Fixtures/analyzer-tokens.tsv.
  struct Row: CustomTestStringConvertible, Sendable {
    var input: String
    var words: String
    var grams: String
    var testDescription: String { input }
  }

  static let tableFile = Fixtures.file("analyzer-tokens.tsv", target: "HIGSearchTests")

  static func rows() throws -> [Row] {
    let text = try String(contentsOf: tableFile, encoding: .utf8)
    return text.split(separator: "\n").dropFirst(0).compactMap { line in
      guard !line.hasPrefix("#"), !line.hasPrefix("input\t") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Row(input: fields[0], words: fields.count > 1 ? fields[1] : "", grams: fields.count > 2 ? fields[2] : "")
    }
  }


  static func analyzed(_ input: String) -> (words: String, grams: String) {
    let result = Analyzer.analyze(TokenTable.unescape(input))
    return (
      result.words.joined(separator: " "),
      result.grams.map { String($0.dropFirst(Analyzer.gramPrefix.count)) }.joined(separator: " ")
    )
  }

  @Test("the golden token table matches the analyzer", arguments: try rows())
  func goldenTokenTable(row: Row) {
    let actual = Self.analyzed(row.input)
    #expect(actual.words == row.words, "words of \(row.input)")
    #expect(actual.grams == row.grams, "grams of \(row.input)")
  }

  /// With HIG_RECORD_SNAPSHOTS=1, rewrites the table's term columns from the analyzer (then fails,
  /// so a person reviews the diff before committing).
  @Test func recordingTheTableIsDeliberate() throws {
    guard ProcessInfo.processInfo.environment["HIG_RECORD_SNAPSHOTS"] == "1" else { return }
    let text = try String(contentsOf: Self.tableFile, encoding: .utf8)
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("input\t") else {
        lines.append(line)
        continue
      }
      let input = String(line.split(separator: "\t", omittingEmptySubsequences: false)[0])
      let actual = Self.analyzed(input)
      lines.append([input, actual.words, actual.grams].joined(separator: "\t"))
    }
    try lines.joined(separator: "\n").write(to: Self.tableFile, atomically: true, encoding: .utf8)
    Issue.record("re-recorded \(Self.tableFile.path); review it and run the tests again")
  }

  @Test(
    "Korean particles and endings do not change the word",
    arguments: [
      ("뷰를", "뷰"), ("뷰의", "뷰"), ("앱이", "앱"), ("키를", "키"), ("창을", "창"), ("창의", "창"),
      ("복원하다", "복원"), ("복원합니다", "복원"), ("복원하여", "복원"), ("복원할", "복원"), ("사용하는", "사용"),
      ("표시됩니다", "표시"), ("탐색모음과", "탐색모음"), ("추가", "추가"), ("제한", "제한"),
    ])
  func koreanStems(word: String, stem: String) {
    #expect(KoreanStemmer.stem(word) == stem)
  }

  @Test(
    "a particle glued to a Latin name is dropped",
    arguments: ["UIPresentationController를", "UIPresentationController의", "UIPresentationController에서는"])
  func particleAfterLatin(text: String) {
    #expect(Analyzer.analyze(text).words == ["uipresentationcontroller"])
  }

  @Test(
    "spacing variants share their bigrams",
    arguments: [("탐색모음", "탐색 모음"), ("홈스크린", "홈 스크린"), ("빠른작업", "빠른 작업")])
  func spacingVariants(joined: String, spaced: String) {
    #expect(Analyzer.analyze(joined).grams == Analyzer.analyze(spaced).grams)
    #expect(!Analyzer.analyze(joined).grams.isEmpty)
  }

  @Test(
    "English inflections meet at one stem",
    arguments: [
      ("titles", "title"), ("dragging", "drag"), ("dropped", "drop"), ("activities", "activity"), ("using", "use"),
      ("windows", "window"), ("app's", "app"),
    ])
  func englishStems(inflected: String, base: String) {
    #expect(EnglishStemmer.stem(inflected) == EnglishStemmer.stem(base))
  }

  @Test(
    "derived English words meet their base",
    arguments: [
      ("legibility", "legible"), ("readability", "readable"), ("customizations", "customize"),
      ("clearly", "clear"), ("carefully", "careful"), ("easily", "easy"), ("automatically", "automatic"),
      ("finally", "final"), ("typically", "typical"), ("darkness", "dark"), ("awareness", "aware"),
    ])
  func derivedEnglishStems(derived: String, base: String) {
    #expect(EnglishStemmer.stem(derived) == EnglishStemmer.stem(base))
  }

  @Test func formsOfBeMeetEachOtherNotTheAcronymAR() {
    #expect(EnglishStemmer.stem("are") == EnglishStemmer.stem("is"))
    #expect(EnglishStemmer.stem("were") == EnglishStemmer.stem("been"))
    #expect(EnglishStemmer.stem("are") != EnglishStemmer.stem("ar"))
  }

  @Test("a derivational suffix stays when fewer than four letters would remain", arguments: ["only", "apply", "daily", "early", "witness"])
  func shortWordsKeepTheirEnding(word: String) {
    #expect(EnglishStemmer.stem(word) == word)
  }

  @Test(
    "Unicode variants fold to the same terms",
    arguments: [
      ("Ｄｒａｇ", "drag"), ("DRAG", "drag"), ("Expose\u{301}", "exposé"), ("\u{1112}\u{1169}\u{11B7}", "홈"),
      ("“title”", "\"title\""), ("don’t", "don't"),
    ])
  func unicodeFolding(variant: String, plain: String) {
    #expect(Analyzer.analyze(variant) == Analyzer.analyze(plain))
  }

  @Test func tokensKeepScalarOffsetsIntoTheText() {
    let tokens = Tokenizer.tokens(in: "뷰를 UIView에")
    #expect(tokens.map(\.text) == ["뷰를", "uiview", "에"])
    #expect(tokens.map(\.start) == [0, 3, 9])
    #expect(tokens.map(\.end) == [2, 9, 10])
    #expect(tokens.map(\.gap) == [.punctuation, .space, .none])
  }
}
