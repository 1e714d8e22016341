import Foundation
import HIGSearch
import Testing
import TestSupport

/// One golden token table (input → words, grams) pins the analyzer; the Swift analyzer and the
/// site's JavaScript port must both reproduce it, so the two cannot drift apart.
@Suite(.serialized) struct AnalyzerParityTests {
  /// Inputs chosen for the rules they exercise: particles, verb endings, spacing, Latin words
  /// with glued particles, folding (full-width, accents, curly quotes), apostrophes, numbers.
  static let inputs: [String] = [
    "드래그 앤 드롭", "드래그앤드롭을 지원하세요", "탐색 모음을", "탐색모음과", "뷰를 닫기", "복원합니다", "사용하기를",
    "추가", "제한", "간단한", "UIPresentationController를 참조하십시오", "iOS용 앱", "Mac에서는", "App Exposé",
    "Ｄｒａｇ “Exposé”", "app's icons", "don't", "dragging dropped titles", "activities", "scrolling presses",
    "3D Touch 장치에서", "iPadOS 15", "홈 스크린 빠른 작업", "모달리티(Modality)", "멀티태스킹 컨텍스트 저장",
    "드롭 대상 강조", "사람들이 콘텐츠를 약 3개 지점으로 드래그하면", "日本語 テキスト", "Ελληνικά", "e-mail · 이메일",
    "표시됩니다", "잊어버릴", "놓으면", "돕습니다", "", "   ", "ⓐⓑ", "ﬁle",
  ]

  static func table(_ rows: [(input: String, words: [String], grams: [String])]) -> String {
    var lines = ["# input\twords\tgrams (the analyzer's golden token table; Swift and JavaScript must both match it)"]
    for row in rows {
      lines.append([row.input, row.words.joined(separator: " "), row.grams.joined(separator: " ")].joined(separator: "\t"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func theSwiftAnalyzerMatchesTheGoldenTable() {
    let rows = Self.inputs.map { input -> (String, [String], [String]) in
      let analyzed = Analyzer.analyze(input)
      return (input, analyzed.words, analyzed.grams)
    }
    if let failure = Golden.check(Self.table(rows), named: "analyzer-tokens.tsv", target: "HIGSiteTests") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func theJavaScriptAnalyzerMatchesTheGoldenTable() throws {
    let written = try SearchParityTests.WrittenSite.shared.get()
    let output = try #require(try NodeRunner.run("analyze", site: written.site, input: Self.inputs) as? [[String: Any]])
    let rows = zip(Self.inputs, output).map { input, result in
      (input, result["words"] as? [String] ?? [], result["grams"] as? [String] ?? [])
    }
    if let failure = Golden.check(Self.table(rows), named: "analyzer-tokens.tsv", target: "HIGSiteTests") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func bothAnalyzersAgreeOnEverySentenceOfTheRealContent() throws {
    let written = try SearchParityTests.WrittenSite.shared.get()
    let kb = try BuiltSite.real.get().knowledgeBase
    var texts = kb.records.flatMap { [$0.text.ko, $0.text.en].compactMap { $0 } }
    texts += kb.guidelines.flatMap { [$0.title.ko, $0.title.en].compactMap { $0 } }
    texts += kb.glossary.flatMap { [$0.ko, $0.en] }
    let output = try #require(try NodeRunner.run("analyze", site: written.site, input: texts) as? [[String: Any]])
    #expect(output.count == texts.count)
    for (text, result) in zip(texts, output) {
      let analyzed = Analyzer.analyze(text)
      #expect(result["words"] as? [String] == analyzed.words, "words of: \(text.prefix(60))")
      #expect(result["grams"] as? [String] == analyzed.grams, "grams of: \(text.prefix(60))")
    }
  }
}
