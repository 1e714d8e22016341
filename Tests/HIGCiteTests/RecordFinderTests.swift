import HIGCite
import Testing

@Suite struct RecordFinderTests {
  @Test(
    "a few words find the rule they describe",
    arguments: [
      ("드래그 취소", "drag-and-drop/2rtass"),
      ("드래그를 취소", "drag-and-drop/2rtass"),
      ("emoji", "home-screen-quick-actions/kfm8pc"),
      ("모달 뷰를 닫는 버튼", "modality/"),
    ])
  func findsTheRule(query: String, expectedPrefix: String) throws {
    let best = try #require(RecordFinder(try ContentCopy.original()).matches(for: query).first)
    #expect(best.record.id.rawValue.hasPrefix(expectedPrefix))
  }

  @Test func wordsFoundNowhereMatchNothing() throws {
    #expect(RecordFinder(try ContentCopy.original()).matches(for: "블록체인 quantum").isEmpty)
  }
}
