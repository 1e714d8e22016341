import HIGModel
import Testing

@testable import HIGIngest

@Suite struct FigureLabelsTests {
  static func figure(_ alt: String) -> Block { Block(kind: .figure, text: alt, line: 0) }
  static func bold(_ text: String, body: String = "") -> Block {
    Block(kind: .paragraph, text: body.isEmpty ? text : text + " " + body, line: 0, lead: text)
  }
  static func item(_ text: String) -> Block { Block(kind: .listItem, text: text, line: 0) }

  @Test func aBoldLabelBeforeAPictureBecomesItsCaption() {
    let folded = FigureLabels.fold([Self.bold("Phone"), Self.figure("A sketch of a phone"), Self.bold("작은 크기"), Self.figure("작은 위젯 그림")])
    #expect(folded.map(\.kind) == [.figure, .figure])
    #expect(folded.map(\.caption) == ["Phone", "작은 크기"])
  }

  @Test func aListOfLabelsBeforeAsManyPicturesCaptionsThemInOrder() {
    let folded = FigureLabels.fold([
      Self.item("Phone"), Self.item("Watch"), Self.figure("on a phone"), Self.figure("on a watch"),
      Block(kind: .paragraph, text: "Keep it short.", line: 0),
    ])
    #expect(folded.map(\.kind) == [.figure, .figure, .paragraph])
    #expect(folded.prefix(2).map(\.caption) == ["Phone", "Watch"])
  }

  @Test func aListThatNamesNoPicturesStays() {
    let blocks = [Self.item("Phone"), Self.item("Watch"), Block(kind: .paragraph, text: "More text.", line: 0)]
    #expect(FigureLabels.fold(blocks) == blocks)
  }

  @Test func aRuleInBoldStaysARule() {
    let rule = Self.bold("Keep labels short.", body: "People read them at a glance.")
    #expect(FigureLabels.fold([rule, Self.figure("a label")]).first == rule)
    #expect(!FigureLabels.isLabel("Keep labels short."))
    #expect(!FigureLabels.isLabel("레이블을 짧게 유지하십시오."))
  }

  @Test(arguments: ["Display.", "Phone", "System features.", "시스템 기능.", "예시 1", "작음"])
  func namesAreLabels(_ text: String) {
    #expect(FigureLabels.isLabel(text))
  }

  @Test func aListOfTheHeadingsThatFollowIsDropped() {
    let heading = { (text: String) in Block(kind: .heading, text: text, line: 0, level: 4) }
    let table = Block(kind: .table, text: "Style | Size", line: 0, rows: [["Style", "Size"]])
    let folded = FigureLabels.fold([
      Self.item("Small"), Self.item("Large"), heading("Small"), table, Self.bold("Large"), heading("Large"), table,
    ])
    #expect(folded.map(\.kind) == [.heading, .table, .heading, .table])
  }
}
