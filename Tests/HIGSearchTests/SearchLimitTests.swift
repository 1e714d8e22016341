import HIGModel
import HIGSearch
import TestSupport
import Testing

/// A limit is a limit, never a size to allocate: `hig search --limit 9223372036854775807` once
/// died on SIGILL, and 3,000,000,000 tried to allocate 48 GB.
@Suite struct SearchLimitTests {
  @Test(arguments: [100, 3_000_000_000, Int.max - 1, Int.max])
  func anyLimitReturnsEveryMatchBestFirst(limit: Int) throws {
    let all = try FixtureContent.search("드래그", limit: limit)
    #expect(all.hits.count == all.total)
    #expect(all.total > 10)
    let top = try FixtureContent.search("드래그", limit: 10)
    #expect(all.hits.prefix(10).map(\.record.id) == top.hits.map(\.record.id))
    #expect(zip(all.hits, all.hits.dropFirst()).allSatisfy { $0.score >= $1.score })
  }
}
