import Foundation
import HIGModel
import Testing
import TestSupport

@testable import HIGIngest

@Suite struct GlossaryBuilderTests {
  /// A term is used where it stands as a word, as the site links it: not inside a longer English
  /// word, not glued to the end of a Korean one.
  @Test func termsAreFoundOnlyWhereTheyStandAsWords() throws {
    let folder = TemporaryFolder("hig-glossary-words")
    try folder.write("행\trow\n격자\tgrid\n말풍선\ttip\n상자\tbox\n", to: "glossary.tsv")
    try folder.write(
      """
      # Grids

      Row labels help people scan a grid.

      Gridlines and arrows guide the eye; a checkbox or an inbox is no box.

      Boxes hold tips; a box's tip.

      A tip, in 2 rows: a grid's row.
      """, to: "grids.md")
    try folder.write(
      """
      # 격자

      각 행은 격자의 한 줄입니다.

      실행 중인 작업은 말풍선을 띄우지 않습니다.
      """, to: "korean-grids.md")
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    func uses(_ ko: String, _ en: String) throws -> [String] {
      let term = try #require(kb.glossary.first { $0.ko == ko && $0.en == en })
      let texts = kb.guidelines.flatMap(\.eachRecord).map { ($0.id, $0.text.en ?? $0.text.ko ?? "") }
      return term.occurrences.compactMap { id in texts.first { $0.0 == id }?.1 }
    }
    let row = try uses("행", "row")
    let grid = try uses("격자", "grid")
    let tip = try uses("말풍선", "tip")
    let box = try uses("상자", "box")
    #expect(row == ["Row labels help people scan a grid.", "A tip, in 2 rows: a grid's row.", "각 행은 격자의 한 줄입니다."])
    #expect(box == ["Gridlines and arrows guide the eye; a checkbox or an inbox is no box.", "Boxes hold tips; a box's tip."])
    #expect(grid == ["Row labels help people scan a grid.", "A tip, in 2 rows: a grid's row.", "각 행은 격자의 한 줄입니다."])
    #expect(tip == ["Boxes hold tips; a box's tip.", "A tip, in 2 rows: a grid's row.", "실행 중인 작업은 말풍선을 띄우지 않습니다."])
  }

  /// "크기(pt)" in a table's header gives a unit, not a translation of 크기.
  @Test func aUnitInParenthesesIsNoTerm() throws {
    let folder = TemporaryFolder("hig-glossary-units")
    try folder.write(
      """
      # 위젯

      | 위젯 | 크기(pt) | 너비(Pixels) |
      | --- | --- | --- |
      | 작게 | 155 | 310 |

      모달리티(Modality)는 작업에 집중하게 합니다.
      """, to: "widgets.md")
    let kb = try Ingester(folder: ContentFolder(url: folder.url)).ingest()
    let extracted = kb.glossary.filter { $0.origin == .extracted }
    #expect(extracted.contains { $0.en == "Modality" })
    #expect(!extracted.contains { ["pt", "pixels"].contains($0.en.lowercased()) })
  }

  @Test func anEnglishWordEndsBeforeAnythingButALetterOrDigitOrAfterItsPlural() {
    for (text, end, ends) in [
      ("box", 3, true), ("box.", 3, true), ("boxes", 3, true), ("boxs", 3, true), ("boxer", 3, false), ("boxese", 3, false),
      ("boxess", 3, false), ("box1", 3, false), ("boxe", 3, false),
    ] {
      Array(text.utf8).withUnsafeBufferPointer { #expect(GlossaryBuilder.endsWord($0, at: end) == ends, "\(text)") }
    }
  }

  @Test func englishWordsAreASCIILettersAndDigits() {
    #expect("az09AZ".utf8.allSatisfy(GlossaryBuilder.isWordByte))
    #expect(!" -'.(\u{AC00}é".utf8.contains(where: GlossaryBuilder.isWordByte))
  }

  @Test func aKoreanWordStartsAfterAnythingButASyllable() {
    let korean = Array("행 실행 (행".utf8)
    korean.withUnsafeBufferPointer { text in
      #expect(GlossaryBuilder.startsWord(text, at: 0))
      #expect(!GlossaryBuilder.startsWord(text, at: 7))
      #expect(GlossaryBuilder.startsWord(text, at: 12))
      #expect(!GlossaryBuilder.startsWord(text, at: 1))
    }
  }
}
