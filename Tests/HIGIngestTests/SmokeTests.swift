import HIGIngest
import TestSupport
import Testing

@Suite struct SmokeTests {
  @Test func bundledContentIngests() throws {
    let kb = try Ingester(folder: ContentFolder(url: Fixtures.contentFolder)).ingest()
    #expect(kb.guidelines.count == 4)
  }
}
