import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGSearch

@Suite struct LoanwordMatcherTests {
  /// English words a search may meet: the bundled texts' and the terminology layer's.
  static let vocabulary: [String] = {
    let kb = FixtureContent.knowledgeBase
    let texts =
      kb.records.compactMap(\.text.en) + kb.records.compactMap(\.text.ko) + kb.terminology.concepts.flatMap(\.english)
    return texts.flatMap { $0.split { !($0.isASCII && $0.isLetter) }.map(String.init) }
  }()

  @Test(arguments: [
    ("슬라이더", "slider"), ("스크롤", "scroll"), ("토글", "toggle"), ("팝오버", "popover"), ("위젯", "widget"),
    ("배지", "badge"), ("제스처", "gesture"), ("레이아웃", "layout"), ("드래그", "drag"), ("트랙패드", "trackpad"),
    ("플레이스홀더", "placeholder"), ("애니메이션", "animation"), ("스위치", "switch"), ("사이드바", "sidebar"),
  ])
  func aTransliterationMeetsItsEnglishWord(_ hangul: String, _ english: String) {
    #expect(LoanwordMatcher.matches(hangul, english))
    #expect(LoanwordMatcher(vocabulary: [english.capitalized, "other"]).matches(for: hangul) == [english])
  }

  @Test func voicingTellsApartWhatKoreanSpellsApart() {
    let matcher = LoanwordMatcher(vocabulary: ["drag", "track", "dark", "tag", "grid", "clip", "glyph"])
    #expect(matcher.matches(for: "드래그") == ["drag"])
    #expect(matcher.matches(for: "트랙") == ["track"])
    #expect(matcher.matches(for: "태그") == ["tag"])
    #expect(matcher.matches(for: "글리프") == ["glyph"])
  }

  @Test func ordinaryKoreanWordsMatchNothing() {
    // Words whose readings come close: which ≈ 위치, design ≈ 대신, sing ≈ 사용, pillow ≈ 필요.
    let matcher = LoanwordMatcher(
      vocabulary: ["which", "design", "sing", "song", "pillow", "change", "slam", "color", "guide", "force", "poke"])
    for word in ["사용", "화면", "설정", "보기", "위치", "대신", "필요", "전체", "사람", "가로", "기대", "표시", "앱", "뷰"] {
      #expect(matcher.matches(for: word) == [], "\(word)")
    }
    #expect(matcher.matches(for: "slider") == [])
  }

  @Test func readingsFollowKoreanSpelling() {
    #expect(HangulReading.phonemes("슬라이더") == "slaidE")
    #expect(HangulReading.phonemes("픽커") == "pikE")
    #expect(HangulReading.phonemes("위젯") == "wizeT")
    #expect(HangulReading.phonemes("slider") == nil)
    #expect(EnglishReading.singular("sliders") == "slider" && EnglishReading.singular("contents") == "contents")
    #expect(EnglishReading.sounds("iOS17") == nil)
  }

  /// The labelled list (Fixtures/loanwords.tsv): recall over loanwords, precision over matches,
  /// and how many ordinary words matched anything. `hig-bench loanwords` prints the same table.
  @Test func scoresOnTheLabelledList() throws {
    let evaluation = try LoanwordEvaluation(
      text: try String(contentsOf: Fixtures.file("loanwords.tsv", target: "HIGSearchTests"), encoding: .utf8),
      source: "loanwords.tsv")
    let scores = evaluation.run(vocabulary: Self.vocabulary)
    print(LoanwordEvaluation.table(scores))
    #expect(scores.loanwords >= 200 && scores.ordinary >= 200)
    #expect(scores.recall >= 0.90)
    #expect(scores.precision >= 0.95)
    #expect(scores.noise <= 0.01)
  }

  @Test func aMalformedLabelledLineNamesTheFileAndLine() {
    #expect(throws: LoanwordEvaluationError.malformedLine(source: "l.tsv", line: 3)) {
      try LoanwordEvaluation(text: "# c\n슬라이더\tslider\nslider\t슬라이더\n", source: "l.tsv")
    }
  }
}
