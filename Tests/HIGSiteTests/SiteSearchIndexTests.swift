import Foundation
import HIGSearch
import Testing

@testable import HIGSite

@Suite struct SiteSearchIndexTests {
  @Test func postingsSortBestFirstThenByRecordPackedOrNot() {
    func closureSorted(_ postings: [(record: Int, score: Double)]) -> [(record: Int, score: Double)] {
      postings.sorted { $0.score != $1.score ? $0.score > $1.score : $0.record < $1.record }
    }
    var random = SystemRandomNumberGenerator()
    for unit in [1024.0, 2048.0] {
      // Whole units (packed), with many ties; then one score that is not (sorted the slow way).
      var postings = (0..<500).shuffled(using: &random).map { record in
        (record: record, score: Double(Int.random(in: 0...40, using: &random)) / unit)
      }
      let packed = SiteSearchIndex.bestFirst(postings, unit: unit)
      #expect(packed.map(\.record) == closureSorted(postings).map(\.record))
      #expect(packed.map(\.score) == closureSorted(postings).map(\.score))
      // A score of more units than the key holds, then one that is no whole number of units.
      for odd in [(record: 900_000, score: 12_345_678.0), (record: 7, score: 0.1)] {
        postings.append(odd)
        let slow = SiteSearchIndex.bestFirst(postings, unit: unit)
        #expect(slow.map(\.record) == closureSorted(postings).map(\.record))
        #expect(slow.map(\.score) == closureSorted(postings).map(\.score))
      }
    }
    #expect(SiteSearchIndex.bestFirst([], unit: 1024).isEmpty)
  }

  @Test func postingsOfOneContributionSortByFlagsThenRecord() {
    let tier = [
      (record: 2, units: 90, flags: 768), (record: 5, units: 90, flags: 256), (record: 8, units: 90, flags: 768),
      (record: 1, units: 40, flags: 256), (record: 3, units: 40, flags: 256),
    ]
    let sorted = SiteSearchIndex.byFlags(tier)
    #expect(sorted.map(\.record) == [5, 2, 8, 1, 3])
    #expect(sorted.map(\.units) == [90, 90, 90, 40, 40], "contributions stay best first")
  }

  @Test func weightsThatAreNoPowerOfTwoFractionWriteNoCombinedEntries() throws {
    let index = try SearchIndex(bytes: IndexBuilder.build(try BuiltSite.fixture.get().knowledgeBase))
    var site = SiteSearchIndex(index: index)
    // The site leaves them out by default (docs/benchmarks.md); asked for, they are written.
    #expect(site.combinedUnit == nil)
    site.combinedEntries = true
    #expect(site.combinedUnit == 2 * ScoringParameters.contributionUnit)
    site.parameters.gramWeight = 0.6
    #expect(site.combinedUnit == nil)
    var files = SiteFileList()
    try site.write(to: &files)
    let chunks = try files.files.filter { $0.path.hasPrefix("search/t/") }.map { file in
      let text = String(decoding: file.contents, as: UTF8.self)
      let packed = try #require(text.split(separator: "\"").dropLast().last, "\(file.path)")
      return try #require(SiteSearchIndex.unpack(String(packed)), "\(file.path)")
    }
    // The index has them, summed with the standard weights: of no use to this search.
    #expect(index.lookup(CombinedEntry.key(of: "드래그")) != nil)
    for word in ["드래그", "작업"] {
      #expect(chunks.contains { PostingsFile.list(of: word, in: $0) != nil }, "\(word)")
      #expect(!chunks.contains { PostingsFile.list(of: CombinedEntry.key(of: word), in: $0) != nil }, "\(word)")
    }
  }
}
