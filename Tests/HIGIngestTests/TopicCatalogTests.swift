import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGIngest

@Suite struct TopicCatalogTests {
  @Test func builtInCatalogListsAppleTopicsWithKoreanTitles() throws {
    let catalog = TopicCatalog.builtIn
    #expect(catalog.topics.count == 169)
    #expect(catalog.topics.allSatisfy { $0.title.ko != nil })
    #expect(catalog.slug(named: "오디오 재생") == "playing-audio")
    #expect(catalog.slug(named: "Drag & Drop") == "drag-and-drop")
    if let shared = Fixtures.sharedFolder {
      let apple = try String(contentsOf: shared.appendingPathComponent("catalog/hig-topics.tsv"), encoding: .utf8)
      let slugs = TSV.rows(apple).map { $0[0] }.filter { $0 != "slug" }
      #expect(slugs == catalog.topics.map(\.slug))
    }
  }
}
