import HIGIngest
import HIGModel
import HIGSearch
import TestSupport

/// The shared fixture content (`Tests/HIGCiteTests/Fixtures/content`: four short guidelines of our
/// own writing in the bundled texts' shapes), ingested and indexed once for the index's own tests,
/// which need an index, not particular guidance; `RealContent` is for the end-to-end tests.
enum FixtureContent {
  static let knowledgeBase: KnowledgeBase = {
    try! Ingester(folder: ContentFolder(url: Fixtures.file("content", target: "HIGCiteTests"))).ingest()
  }()

  static let indexBytes: [UInt8] = IndexBuilder.build(knowledgeBase)

  static let index: SearchIndex = try! SearchIndex(bytes: indexBytes)
}
