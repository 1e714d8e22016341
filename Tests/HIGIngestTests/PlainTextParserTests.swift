import Testing

@testable import HIGIngest

@Suite struct PlainTextParserTests {
  @Test func blankLineSeparatedBlocksWithSentenceLinesAreLists() {
    let blocks = PlainTextParser.parse("Best practices\n\n이렇게 반응합니다.\n\n첫째 항목입니다.\n둘째 항목입니다.\n")
    #expect(blocks.map(\.kind) == [.heading, .paragraph, .listItem, .listItem])
  }

  @Test func hardWrappedParagraphsAreJoined() {
    let blocks = PlainTextParser.parse("첫 줄은 문장의 앞부분이고\n둘째 줄에서 문장이 끝납니다.\n\n다음 문단입니다.\n")
    #expect(blocks.count == 2)
    #expect(blocks[0].text == "첫 줄은 문장의 앞부분이고 둘째 줄에서 문장이 끝납니다.")
  }

  @Test func oneParagraphPerLineTexts() {
    let blocks = PlainTextParser.parse("Introduction\n드래그 앤 드롭을 지원하세요.\n- 항목\n역자설명 : 설명입니다.\n| 참고 상자 안의 참고입니다. |")
    #expect(blocks.map(\.kind) == [.heading, .paragraph, .listItem, .translatorNote, .note])
    #expect(blocks[3].text == "설명입니다.")
    #expect(blocks[4].text == "상자 안의 참고입니다.")
  }

  @Test func aLabelAloneIntroducesANote() {
    let blocks = PlainTextParser.parse("위 문단입니다.\n\n팁\n단순히 보여주기만 한다면 창을 만들지 마세요.\n")
    #expect(blocks.last?.kind == .note)
    #expect(blocks.last?.text == "단순히 보여주기만 한다면 창을 만들지 마세요.")
  }

  @Test func runsOfShortLinesWithNumbersAreTables() {
    let blocks = PlainTextParser.parse("위 문단입니다.\nTarget size\n26 pt (80 px @3x)\n27 pt (54 px @2x)\n다음 문단입니다.")
    #expect(blocks.map(\.kind) == [.paragraph, .table, .paragraph])
    #expect(blocks[1].rows == [["Target size", "26 pt (80 px @3x)", "27 pt (54 px @2x)"]])
  }

  @Test func windowsLineEndingsAreNormalised() {
    #expect(PlainTextParser.parse("제목\r\n\r\n문단입니다.\r\n").map(\.text) == ["제목", "문단입니다."])
  }
}
