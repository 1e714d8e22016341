import HIGModel
import Testing

@testable import HIGSearch

/// The byte-level analysis the index builder runs, against the String-based analyzer it replaced
/// (Oracle/StringAnalyzer.swift): the same tokens, words and bigrams for every text of the real
/// Content and for inputs chosen to break a byte-level path, and the same terms per index field.
@Suite struct ByteAnalysisTests {
  static let tricky: [String] = [
    "", " ", "\n\n", "'", "''s", "users' app's don't", "a's", "x'", "'tis",
    "탐색모음", "탐색 모음과", "뷰를 닫기", "UIPresentationController를 참조하십시오", "iOS용 앱", "Sheets 를 사용", "보조 창 은",
    "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}",  // 한글 as conjoining jamo (NFD)
    "e\u{0301}xpose\u{0301} Expose\u{0301} Exposé", "\u{0301}뷰", "뷰\u{0301}를",
    "Ｄｒａｇ ＡＮＤ ｄｒｏｐ", "ｱﾌﾟﾘ", "ﬁle ﬂow", "“Quoted” ‘single’ it’s „low‟",
    "日本語のテキスト 漢字かな 中文", "ㄱㄴㄷ ㅏㅑ", "Ελληνικά Кириллица ١٢٣ ४५६", "٣ ½ ² ⅷ",
    "emoji 👍🏽 앱👩‍👩‍👧을 🇰🇷 ❤️", "tab\there\r\nnew\u{2028}line\u{00A0}nbsp\u{3000}ideo",
    "A–B—C…D·E•F", "뷰。앱、창", "ＵＩＶｉｅｗ를", "dragging titles activities classes", "사용하기를 복원합니다 간단한 제한",
    "\u{FEFF}zero\u{200B}width\u{200D}joiner", "𝐁𝐨𝐥𝐝 𝕯𝖗𝖆𝖌", "İstanbul ß ŉ ǅ", "mixed한국어English한국어123숫자",
    "ＡＢＣ１２３가나다", "a\u{0308}\u{0323} o\u{0323}\u{0308}", "\u{AC00}\u{11A8}", "키 앱 창 뷰 를",
  ]

  static func contentTexts() -> [String] {
    var texts: [String] = []
    let kb = FixtureContent.knowledgeBase
    for guideline in kb.guidelines {
      texts += [guideline.title.ko, guideline.title.en].compactMap { $0 }
      for section in guideline.sections {
        texts += [section.heading?.ko, section.heading?.en].compactMap { $0 }
        for record in section.records {
          texts += [record.text.ko, record.text.en, record.statement?.ko, record.statement?.en].compactMap { $0 }
        }
      }
    }
    for term in kb.glossary { texts += [term.ko, term.en] }
    return texts
  }

  @Test("tricky inputs analyze as the String analyzer did", arguments: tricky)
  func trickyInput(text: String) {
    let analyzed = Analyzer.analyze(text)
    let oracle = StringAnalyzer.analyze(text)
    #expect(analyzed.words == oracle.words)
    #expect(analyzed.grams == oracle.grams)
    #expect(Tokenizer.tokens(in: text) == StringAnalyzer.tokens(in: text))
  }

  @Test func everyContentTextAnalyzesAsTheStringAnalyzerDid() {
    let texts = Self.contentTexts()
    #expect(texts.count > 300)
    // One cache for all, as the index builder uses it: a remembered stem must equal a fresh one.
    var cache = StemCache()
    for text in texts {
      var analyzed = AnalyzedText()
      Analyzer.analyze(text, cache: &cache, into: &analyzed)
      let oracle = StringAnalyzer.analyze(text)
      #expect(analyzed.words == oracle.words, "\(text)")
      #expect(analyzed.grams == oracle.grams, "\(text)")
      #expect(Tokenizer.tokens(in: text) == StringAnalyzer.tokens(in: text), "\(text)")
    }
  }

  @Test func everyRecordsPostingsCountTheStringAnalyzersTerms() {
    let kb = FixtureContent.knowledgeBase
    let oraclePairs = StringGlossaryPairs(knowledgeBase: kb)
    // Concept terms are not the analyzer's: `SearchTests` checks them.
    var worker = RecordAnalyzer(
      glossary: GlossaryPairs(knowledgeBase: kb), concepts: GlossaryPairs(conceptNames: []), textBytes: 0)
    var sectionNumber = 0
    var glossaryTerms = 0
    for guideline in kb.guidelines {
      for section in guideline.sections {
        let titleText = [guideline.title.ko, guideline.title.en, section.heading?.ko, section.heading?.en]
          .compactMap { $0 }.joined(separator: "\n")
        for record in section.records {
          worker.add(
            record, title: sectionNumber, titleText: titleText, section: 0,
            stored: StoredRecord(
              id: record.id, guideline: guideline.slug, guidelineTitle: guideline.title, section: section.heading,
              kind: record.kind, platforms: record.platforms, text: record.text))
          // What the oracle says each field holds, as counts per term.
          let body = StringAnalyzer.analyze([record.text.ko, record.text.en].compactMap { $0 }.joined(separator: "\n"))
          let oracleFields = [
            StringAnalyzer.analyze(titleText),
            StringAnalyzer.analyze(
              [record.statement?.ko, record.statement?.en].compactMap { $0 }.joined(separator: "\n")),
            body,
            StringAnalyzer.analyze(oraclePairs.equivalents(of: body.words).joined(separator: "\n")),
          ].map { $0.words + $0.grams }
          var expected: [String: [Int]] = [:]
          for (field, terms) in oracleFields.enumerated() {
            for term in terms { expected[term, default: [0, 0, 0, 0]][field] += 1 }
          }
          var actual: [String: [Int]] = [:]
          let number = worker.fields.ends.count - 1
          for index in worker.fields.postings(of: number) {
            let posting = worker.fields.postings[index]
            let term = worker.terms.table.withBytes(of: posting.term) { String(decoding: $0, as: UTF8.self) }
            actual[term] = [Int(posting.counts.0), Int(posting.counts.1), Int(posting.counts.2), Int(posting.counts.3)]
          }
          #expect(actual == expected, "\(record.id)")
          let lengths = worker.fields.lengths[number]
          #expect([lengths.0, lengths.1, lengths.2, lengths.3] == oracleFields.map(\.count), "\(record.id)")
          glossaryTerms += oracleFields[3].count
        }
        sectionNumber += 1
      }
    }
    #expect(glossaryTerms > 100)
  }
}
