import HIGModel
import Testing

@testable import HIGIngest

struct RuleLinesTests {
  @Test func turnsASentenceHeadingIntoTheLeadOfTheParagraphBelow() {
    let blocks = RuleLines.normalize([
      Block(kind: .heading, text: "알림을 적게 사용하세요.", line: 3, level: 3),
      Block(kind: .paragraph, text: "알림이 많으면 사람들이 무시합니다.", line: 5),
    ])
    #expect(blocks.count == 1)
    #expect(blocks[0].kind == .paragraph)
    #expect(blocks[0].text == "알림을 적게 사용하세요. 알림이 많으면 사람들이 무시합니다.")
    #expect(blocks[0].lead == "알림을 적게 사용하세요.")
  }

  @Test func turnsADescriptiveSentenceHeadingIntoAnAbstract() {
    let blocks = RuleLines.normalize([Block(kind: .heading, text: "색은 정보를 전달하고 상태를 알립니다.", line: 1, level: 2)])
    #expect(blocks.map(\.kind) == [.paragraph])
    #expect(blocks[0].lead == nil)
  }

  @Test func turnsAShortBoldLineIntoAHeading() {
    let blocks = RuleLines.normalize([Block(kind: .paragraph, text: "iOS", line: 1, lead: "iOS")])
    #expect(blocks.map(\.kind) == [.heading])
  }

  @Test func leavesPlainTextHeadingsAlone() {
    let heading = Block(kind: .heading, text: "적합할 때 모달리티를 사용하십시오.", line: 1)
    #expect(RuleLines.normalize([heading]) == [heading])
  }
}

struct ChangeLogTests {
  @Test(arguments: [
    ("June 10, 2024", "2024-06-10"), ("Sep 12, 2023", "2023-09-12"), ("2024년 6월 10일", "2024-06-10"),
    ("2022.09.15", "2022-09-15"),
  ])
  func readsDatesAsISO(written: String, iso: String) {
    #expect(ChangeLog.isoDate(written) == iso)
  }

  @Test func skipsTheHeaderRowAndKeepsTheChange() {
    let entries = ChangeLog.entries(rows: [["Date", "Changes"], ["June 10, 2024", "Added visionOS guidance."]])
    #expect(entries == [ChangeLogEntry(date: "2024-06-10", change: "Added visionOS guidance.")])
  }
}

struct ByteSearchTests {
  @Test(arguments: [
    ("드래그 앤 드롭", "드롭", true), ("드래그 앤 드롭", "드래그", true), ("abc", "abcd", false), ("aab", "ab", true),
    ("ababac", "abac", true), ("abc", "", true), ("", "a", false), ("모달리티", "모달 ", false),
  ])
  func findsBytesLikeContains(text: String, term: String, expected: Bool) {
    #expect(ByteSearch.contains(Array(text.utf8), Array(term.utf8)) == expected)
    #expect(text.contains(term) == expected || term.isEmpty)
  }
}
