import HIGIngest
import HIGModel
import HIGSearch
import TestSupport

/// The real Content folder, ingested and indexed once for all search tests.
enum RealContent {
  static let knowledgeBase: KnowledgeBase = {
    try! Ingester(folder: ContentFolder(url: Fixtures.contentFolder)).ingest()
  }()

  static let indexBytes: [UInt8] = IndexBuilder.build(knowledgeBase)

  static let index: SearchIndex = try! SearchIndex(bytes: indexBytes)

  static func search(_ text: String, filter: SearchFilter = SearchFilter(), limit: Int = 10) throws -> SearchResults {
    try Searcher(index: index).search(try SearchQuery.parse(text, filter: filter), limit: limit)
  }
}
