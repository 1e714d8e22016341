import Foundation
import HIGModel
import Testing

@testable import HIGIngest

@Suite struct SentenceSplitterTests {
  @Test(arguments: [
    ("창의 기존 상태를 유지합니다. 사용자들은 기대합니다.", ["창의 기존 상태를 유지합니다.", "사용자들은 기대합니다."]),
    ("조정 해야 합니다 . 개발자 가이드라인은 X를 참고하십시오 .", ["조정 해야 합니다 .", "개발자 가이드라인은 X를 참고하십시오 ."]),
    ("만들 수 있게 해줍니다.Mac Catalyst를 사용하면 됩니다.", ["만들 수 있게 해줍니다.", "Mac Catalyst를 사용하면 됩니다."]),
    ("Use 34.67 pt, e.g. icons. Next.", ["Use 34.67 pt, e.g. icons.", "Next."]),
    ("지정해서 제공하지 마세요.. 사람들이", ["지정해서 제공하지 마세요..", "사람들이"]),
  ])
  func splitsKoreanAndEnglishSentences(_ text: String, _ sentences: [String]) {
    #expect(SentenceSplitter.split(text) == sentences)
    #expect(SentenceSplitter.first(text) == sentences[0])
  }

  /// Scalars the splitter walks instead of characters are characters of their own, with the same
  /// properties, next to each other and next to common neighbours.
  @Test func scalarsItWalksAreCharacters() {
    let walked = (0..<0x1_0000).compactMap(Unicode.Scalar.init).filter {
      ScalarCharacters.areCharacters(String($0))
    }
    #expect(walked.count > 11_000)
    for scalar in walked {
      let character = Character(scalar)
      #expect(character.isWhitespace == scalar.isWhitespace)
      #expect(character.isNumber == scalar.isNumber)
      #expect(character.isLetter == scalar.isLetter)
      #expect(character.isHangul == scalar.isHangul)
    }
    var all = String.UnicodeScalarView()
    all.append(contentsOf: walked)
    all.append(contentsOf: walked.reversed())
    for neighbour in ["a", "가", ".", " ", "\n", "é", "”"].flatMap(\.unicodeScalars) {
      for scalar in walked { all.append(contentsOf: [neighbour, scalar]) }
    }
    #expect(String(all).count == all.count)
  }

  @Test(arguments: [
    "창의 기존 상태를 유지합니다. 사용자들은 기대합니다.", "조정 해야 합니다 . 개발자 가이드라인은 X를 참고하십시오 .",
    "만들 수 있게 해줍니다.Mac Catalyst를 사용하면 됩니다.", "Use 34.67 pt, e.g. icons. Next.", "지정해서 제공하지 마세요.. 사람들이",
    "합니다 \" . 다음 문장.", "Café au lait. “Quoted.” (Aside.) Etc. E.G. more", "", " . ", "끝。다음! 정말? 예.",
  ])
  func scalarsAndCharactersSplitAlike(_ text: String) {
    #expect(ScalarCharacters.areCharacters(text))
    for limit in [1, 2, Int.max] {
      #expect(
        SentenceSplitter.split(text, units: text.unicodeScalars, limit: limit)
          == SentenceSplitter.split(text, units: text, limit: limit))
    }
  }

  @Test(arguments: ["창의 기존 상태를 유지합니다.", "Café “x” …", "e\u{301}clair", "한\u{11AB}국", "👍🏽👍", "a\r\nb", ""])
  func scalarCountsAreCharacterCounts(_ text: String) {
    #expect(ScalarCharacters.count(text) == text.count)
  }

  @Test func textsWithJoiningScalarsAreWalkedByCharacter() {
    #expect(!ScalarCharacters.areCharacters("e\u{301}."))
    #expect(!ScalarCharacters.areCharacters("한\u{11AB}."))
    #expect(!ScalarCharacters.areCharacters("👍🏽."))
    #expect(!ScalarCharacters.areCharacters("a\r\nb"))
    #expect(SentenceSplitter.split("Voilà\u{301}. Next.") == ["Voilà\u{301}.", "Next."])
  }

  @Test func theFirstSentenceTakesALonePeriodAfterIt() {
    #expect(SentenceSplitter.first("합니다 \" . 다음 문장.") == SentenceSplitter.split("합니다 \" . 다음 문장.")[0])
    #expect(SentenceSplitter.first("") == "")
  }
}

@Suite struct AvailabilityStatementTests {
  @Test func readsEnglishStatements() throws {
    let support = try #require(
      AvailabilityStatement.parse(
        "No additional considerations for iOS or iPadOS. Not supported in macOS, watchOS, or tvOS."))
    #expect(support.supported == [.iOS, .iPadOS])
    #expect(support.unsupported == [.macOS, .tvOS, .watchOS])
  }

  @Test func readsKoreanStatements() throws {
    let support = try #require(
      AvailabilityStatement.parse("iOS, macOS 또는 tvOS에 대한 추가 고려 사항이 없습니다. watchOS에서는 지원되지 않습니다."))
    #expect(support.supported == [.iOS, .macOS, .tvOS])
    #expect(support.unsupported == [.watchOS])
  }

  @Test(arguments: ["알림을 적게 사용하세요.", "iPadOS는 다양한 구성의 창을 표시할 수 있습니다.", ""])
  func ignoresOtherSentences(_ text: String) {
    #expect(AvailabilityStatement.parse(text) == nil)
  }
}

@Suite struct PlatformMentionsTests {
  @Test(arguments: [
    ("iOS, iPadOS 및 macOS는", [Platform.iOS, .iPadOS, .macOS]), ("visionOS와 watchOS", [.visionOS, .watchOS]),
    ("Mac Catalyst를 사용하는 Mac", [.macOS]), ("맥락을 유지합니다", []), ("PadOS", []),
  ])
  func findsOperatingSystemNames(_ text: String, _ platforms: [Platform]) {
    #expect(PlatformMentions.find(in: text) == platforms)
  }

  @Test func devicesCountOnlyWhenAsked() {
    #expect(PlatformMentions.find(in: "iPad 멀티태스킹").isEmpty)
    #expect(PlatformMentions.find(in: "iPad 멀티태스킹", includingDevices: true) == [.iPadOS])
  }

  @Test(arguments: [
    ("iOS, iPadOS", true), ("macOS", true), ("맥 카탈리스트(Mac Catalyst)", true), ("iPad 멀티태스킹", false),
    ("Best practices", false),
  ])
  func platformHeadingsNameOnlyPlatforms(_ heading: String, _ expected: Bool) {
    #expect(PlatformMentions.isPlatformHeading(heading) == expected)
  }
}

@Suite struct RuleClassifierTests {
  /// English pointers are found by bytes where scalars are the characters, by characters elsewhere,
  /// with the answers lowercasing the characters gives.
  @Test(arguments: [
    ("See Alerts.", true), ("FOR GUIDANCE, see Sheets.", true), ("For more information, see Menus.", true),
    ("Seeing is believing.", false), ("For gui\u{0307}dance, see X.", false), ("See\u{0301} Alerts.", false),
    ("For guİdance, see X.", false), ("자세한 내용은 알림을 참고하세요.", true), ("To learn more about it.", true),
  ])
  func pointersAreNotRules(_ sentence: String, _ isPointer: Bool) {
    #expect(RuleClassifier.isReference(sentence) == isPointer)
    let lowered = String(sentence.prefix(24)).lowercased()
    let byCharacters = RuleClassifier.referenceOpenings.contains(where: lowered.hasPrefix)
    if !sentence.contains("참") { #expect(byCharacters == isPointer) }
  }

  @Test(arguments: [
    ("알림을 적게 사용하세요.", Strength.do), ("새 창에서 콘텐츠를 열 때 특정 레이아웃을 지정해서 제공하지 마세요..", .dont),
    ("새 창에서 콘텐츠를 열 수 있는 메뉴 항목을 제공하는 것을 고려하세요.", .consider), ("창의 기존 상태를 유지합니다.", .do),
    ("사용자들에게 드래그 앤 드롭의 허용 여부를 보여줘야 합니다.", .do),
  ])
  func koreanInstructionsAreRules(_ sentence: String, _ strength: Strength) {
    #expect(RuleClassifier.korean(sentence) == strength)
  }

  @Test(arguments: [
    "Mac Catalyst는 iPad 앱을 Mac 버전으로 만들 수 있게 해줍니다.", "사용자들은 다음 구성 중 하나를 선택하여 창을 열 수 있습니다.",
    "뛰어난 멀티태스킹 환경은 여러 앱에서 작업을 수행하는 데 도움이 됩니다.", "가이드라인은 오디오 재생 을 참고하십시오 .",
    "개념적으로, iPad 앱은 두 가지 유형의 창을 사용하여 콘텐츠를 제공합니다.", "드래그 앤 드롭은 여러 결과를 보여줄 수 있는 Dynamic process입니다.",
  ])
  func koreanDescriptionsAreNotRules(_ sentence: String) {
    #expect(RuleClassifier.korean(sentence) == nil)
  }

  @Test(arguments: [
    ("Avoid making unpredictable changes to quick actions.", Strength.dont), ("Don’t use an emoji.", .dont),
    ("Consider using an SF Symbol.", .consider), ("Provide a succinct title for each quick action.", .do),
  ])
  func englishImperativesAreRules(_ sentence: String, _ strength: Strength) {
    #expect(RuleClassifier.english(sentence) == strength)
  }

  @Test(arguments: [
    "People can get a menu of quick actions.", "Use of color is optional.", "For guidance, see Alerts.",
  ])
  func englishDescriptionsAreNotRules(_ sentence: String) {
    #expect(RuleClassifier.english(sentence) == nil)
  }

  @Test func everyEndingFitsTheShortcuts() {
    let endings =
      RuleClassifier.dontEndings + RuleClassifier.considerEndings + RuleClassifier.requestEndings + ["니다"]
    for ending in endings { #expect(RuleClassifier.finalSyllables.contains(ending.last!), "\(ending)") }
    for ending in endings + RuleClassifier.descriptiveEndings {
      #expect(ending.count <= RuleClassifier.longestEnding, "\(ending)")
    }
  }

  @Test func aMarkedLeadSentenceIsTheStatement() throws {
    let verdict = try #require(
      RuleClassifier.classify(LocalizedText(en: "Keep titles short. Long titles truncate."), lead: "Keep titles short.")
    )
    #expect(verdict.statement.en == "Keep titles short.")
    #expect(verdict.strength == .do)
  }
}

@Suite struct BilingualTermTests {
  @Test func splitsWholeBilingualTitles() throws {
    let pair = try #require(BilingualTerm.split("모달리티(Modality)"))
    #expect(pair.ko == "모달리티" && pair.en == "Modality")
    #expect(BilingualTerm.split("Modality") == nil)
    #expect(BilingualTerm.split("기본 스타일(일반적으로 시트)") == nil)
  }

  @Test func findsPairsInRunningTextInBothOrders() {
    let pairs = BilingualTerm.pairs(in: "사용자들이 화면 속 화면(Picture in Picture)으로 보고 simultaneous drops(동시 드롭 지원)을 허용합니다.")
    #expect(pairs.map(\.ko) == ["화면 속 화면", "동시 드롭 지원"])
    #expect(pairs.map(\.en) == ["Picture in Picture", "simultaneous drops"])
  }

  @Test func ignoresCodeAndClauses() {
    #expect(
      BilingualTerm.pairs(in: "collectionView(_:sceneActivationConfigurationForItemAt:point: )(컬렉션 뷰 아이템에서 전환)").isEmpty
    )
    #expect(BilingualTerm.pairs(in: "같은 화면 안에 있을 수 있고(Text View) 다른 화면에").isEmpty)
    #expect(BilingualTerm.pairs(in: "추가(+) 버튼").isEmpty)
  }

  /// A symbol or an acronym glosses words whose number it does not tell, and Korean after English
  /// in parentheses may be an aside: none of these is a pair.
  @Test func ignoresSymbolsAcronymsAndAsides() {
    #expect(BilingualTerm.pairs(in: "정원 앱(GDGardenPlotView)을 사용하면").isEmpty)
    #expect(BilingualTerm.pairs(in: "화면 속 화면(PiP) 모드를 지원하십시오.").isEmpty)
    #expect(BilingualTerm.pairs(in: "요청 처리기 onrequest(웹)를 쓰십시오.").isEmpty)
    #expect(BilingualTerm.pairs(in: "GardenPlotStyle(웹)을 사용하십시오.").isEmpty)
    #expect(BilingualTerm.pairs(in: "잠금 화면 및 GardenKit(배경이 흐려짐)에 표시됩니다.").isEmpty)
    #expect(BilingualTerm.pairs(in: "GardenKit(및 정원 앱 확장 프로그램)과 통합하십시오.").isEmpty)
    #expect(BilingualTerm.pairs(in: "화분은 120x80px(가로 방향)과 60cm(24인치)입니다.").isEmpty)
    // Words a name is made of still pair, whatever their capitals.
    #expect(BilingualTerm.pairs(in: "정원 도구(Garden Tools)를 여십시오.").map(\.ko) == ["정원 도구"])
  }

  /// A parenthesis is a character of its own after a character that is not a space: a "(" that
  /// opens the text, follows a space, or carries a combining mark opens no pair.
  @Test func onlyAParenthesisCharacterAfterAWordOpensAPair() {
    #expect(BilingualTerm.pairs(in: "(Modality) 모달리티").isEmpty)
    #expect(BilingualTerm.pairs(in: "모달리티 (Modality)").isEmpty)
    #expect(BilingualTerm.pairs(in: "모달리티(\u{301}Modality)").isEmpty)
    let pairs = BilingualTerm.pairs(in: "e\u{301} 모달리티(Modality)와 탭 바(Tab Bar).")
    #expect(pairs.map(\.ko) == ["모달리티", "탭 바"])
    #expect(pairs.map(\.en) == ["Modality", "Tab Bar"])
  }
}

@Suite struct PageFurnitureTests {
  @Test(arguments: ["목록 보기", "1/3", "좋아요 12", "공유하기"])
  func blogChromeIsRecognised(_ line: String) {
    #expect(PageFurniture.isChrome(line))
  }

  @Test func bylinesGiveAuthorAndISODate() throws {
    let byline = try #require(PageFurniture.byline("Choi·2022년 9월 15일"))
    #expect(byline.author == "Choi" && byline.date == "2022-09-15")
    #expect(PageFurniture.byline("iPadOS 15 및 이후 버전에서는") == nil)
  }

  @Test func sourceLinesAndPlatformURLs() {
    let url = "https://developer.apple.com/design/human-interface-guidelines/ios/app-architecture/modality/"
    #expect(PageFurniture.sourceURL("출처 : \(url)") == url)
    #expect(PageFurniture.platform(inURL: url) == .iOS)
    #expect(
      PageFurniture.platform(inURL: "https://developer.apple.com/design/human-interface-guidelines/modality") == nil)
  }
}

@Suite struct EquivalentByteSearchTests {
  static let texts = ["ios, iOS와 ipados", "맥에서 맥 맥락", "e\u{301}tude ios", "\u{1112}\u{1161}\u{11AB}국 ios", ""]

  @Test(arguments: texts)
  func byteAnswersAreFoundationsAnswers(_ text: String) {
    for needle in ["ios", "맥", "os", "한"] {
      var expected: [Range<String.Index>] = []
      var start = text.startIndex
      while let range = text.range(of: needle, range: start..<text.endIndex) {
        expected.append(range)
        start = range.upperBound
      }
      #expect(ByteSearch.rangesEquivalent(of: needle, in: text) == expected)
      #expect(ByteSearch.containsEquivalent(text, needle) == text.contains(needle))
    }
  }

  @Test(arguments: ["ÀB 한글 İstanbul", "Hello, World", "\u{212A}elvin", "Ж \u{A640} \u{10400} 😀 가힣 \u{3131}"])
  func lowercasedBytesAreTheLowercasedText(_ text: String) {
    #expect(ByteSearch.lowercasedUTF8(text) == Array(text.lowercased().utf8))
  }

  @Test func findsThePatternsThatBeginAtTheChosenOffsets() {
    let search = MultiPatternSearch(patterns: [Array("드래그".utf8), Array("드롭".utf8), [], Array("없음".utf8), Array("드".utf8)])
    var found: [Int] = []
    var ends: [Int] = []
    let text = Array("드래그 앤 드롭, 드롭".utf8)
    search.matches(in: text, from: { $0 != 22 }) {
      found.append($0)
      ends.append($1)
    }
    #expect(found == [4, 0, 4, 1])
    #expect(ends == [3, 9, 17, 20])
    #expect(search.length(of: 1) == 6)
  }
}

@Suite struct TrimmingTests {
  @Test(arguments: ["  ## 모범 사례 ", "\t가\n", " \u{301}x ", "\u{3000}전각 공백\u{3000}", "\r\n줄\r\n", "   ", "", "a\u{00A0}"])
  func trimsAsFoundationDoes(_ text: String) {
    #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
    #expect(text.trimmingSpacesAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(text.dropFirst(0).trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
  }
}

@Suite struct AvailabilityShortcutTests {
  @Test(arguments: [
    "No additional considerations for iOS or iPadOS. Not supported in macOS.", "watchOS에서는 지원되지\u{3000}않습니다.",
    "iOS와 macOS에서 추가 고려 사항이 없습니다.", "iOS 앱은 창을 표시합니다.",
  ])
  func theShortcutNeverHidesAStatement(_ text: String) {
    if AvailabilityStatement.parse(text) != nil { #expect(AvailabilityStatement.mayHoldPhrase(text)) }
  }

  @Test func textsWithoutAPhraseAreRuledOut() {
    #expect(!AvailabilityStatement.mayHoldPhrase("iOS 앱은 창을 표시합니다."))
    #expect(AvailabilityStatement.mayHoldPhrase("watchOS에서는 지원되지\u{3000}않습니다."))
  }
}
