import Testing

@testable import HIGSearch

@Suite struct GluedNamesTests {
  @Test func aWordSplitsEveryWayTheLongestFirstPartFirst() {
    let splits = GluedNames.splits(of: "모달창")
    #expect(splits.map(\.first) == ["모달", "모"])
    #expect(splits.map(\.second) == ["창", "달창"])
  }

  @Test(arguments: ["탭바", "toolbar", "모달 창", "가나다라마바사아자차카", "탭bar"])
  func shortLongAndMixedWordsHaveNoSplits(_ word: String) {
    #expect(GluedNames.splits(of: word).isEmpty)
  }
}
