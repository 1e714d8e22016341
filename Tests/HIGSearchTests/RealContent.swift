import HIGIngest
import HIGModel
import HIGSearch
import TestSupport

/// The bundled Content folder, ingested and indexed once for the end-to-end search tests
/// (SearchTests, the public and own relevance sets), which judge search on those texts on purpose.
enum RealContent {
  static let knowledgeBase: KnowledgeBase = {
    try! Ingester(folder: ContentFolder(url: Fixtures.contentFolder)).ingest()
  }()

  static let indexBytes: [UInt8] = IndexBuilder.build(knowledgeBase)

  static let index: SearchIndex = try! SearchIndex(bytes: indexBytes)

}

/// A content folder ingested and indexed once for the tests that search it.
protocol IndexedContent {
  static var index: SearchIndex { get }
}

extension IndexedContent {
  static func search(_ text: String, filter: SearchFilter = SearchFilter(), limit: Int = 10) throws -> SearchResults {
    try Searcher(index: index).search(try SearchQuery.parse(text, filter: filter), limit: limit)
  }
}

extension RealContent: IndexedContent {}
extension FixtureContent: IndexedContent {}
