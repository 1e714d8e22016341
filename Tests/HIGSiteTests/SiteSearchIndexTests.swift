import HIGSearch
import Testing

@testable import HIGSite

@Suite struct SiteSearchIndexTests {
  /// The chunk key as first written, over Unicode scalars: the oracle for the byte version.
  static func chunkOverScalars(of term: String, count: Int, hangul: Int) -> Int {
    let isCombined = term.hasPrefix(SiteIndexLayout.combinedPrefix)
    let bare =
      isCombined
      ? term.dropFirst(SiteIndexLayout.combinedPrefix.count)
      : term.hasPrefix(Analyzer.gramPrefix) ? term.dropFirst(Analyzer.gramPrefix.count) : Substring(term)
    let isHangul = bare.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
    let key = isHangul && !isCombined ? String(String.UnicodeScalarView(bare.unicodeScalars.prefix(2))) : term
    var hash: UInt32 = 0x811C_9DC5
    for byte in key.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    guard hangul > 0, hangul < count else { return Int(hash % UInt32(max(1, count))) }
    return isHangul ? Int(hash % UInt32(hangul)) : hangul + Int(hash % UInt32(count - hangul))
  }

  @Test(arguments: [
    "드래그", "~드래", "~래그", "드", "~드", "가", "힣", "힣a", "가é", "가😀", "가日本", "~가😀x", "ㄱ", "drag", "~dr",
    "uipresentationcontroller", "日本", "", "~", "~~드래", "é드래", "ퟤ", "=드래그", "=가", "=", "=日本", "~=가", "=~가",
  ])
  func theChunkOfATermIsTheOneItsScalarsGive(term: String) {
    for (count, hangul) in [(1, 0), (8, 0), (997, 0), (10_007, 0), (8, 3), (997, 400), (5, 5), (5, 9)] {
      #expect(
        SiteIndexLayout.chunk(of: term, count: count, hangul: hangul)
          == Self.chunkOverScalars(of: term, count: count, hangul: hangul), "\(count), \(hangul)")
    }
    #expect(SiteIndexLayout.isHangulInitial(term) == (SiteIndexLayout.chunk(of: term, count: 2, hangul: 1) == 0))
  }

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

  @Test func aCombinedEntrysSumsAreExactInAnyOrder() throws {
    // The site adds each word's combined sum to the others' in its own order; `hig search` adds
    // every part in plan order. Whole-unit contributions make both the same number.
    let index = try SearchIndex(bytes: IndexBuilder.build(try BuiltSite.real.get().knowledgeBase))
    let site = SiteSearchIndex(index: index)
    var sums = SiteSearchIndex.CombinedSums(recordCount: index.recordCount)
    let unit = try #require(site.combinedUnit)
    var checked = 0
    for word in ["드래그", "작업", "사용자", "홈", "빠른"] {
      let parts = [(word, 1.0)] + Analyzer.grams(ofStem: word).map { ($0, 0.5) }
      var forward: [Int: Double] = [:]
      var backward: [Int: Double] = [:]
      for (term, weight) in parts {
        for posting in try index.lookup(term).map({ try index.contributions(of: $0) }) ?? [] {
          forward[posting.record, default: 0] += weight * posting.score
        }
      }
      for (term, weight) in parts.reversed() {
        for posting in try index.lookup(term).map({ try index.contributions(of: $0) }) ?? [] {
          backward[posting.record, default: 0] += weight * posting.score
        }
      }
      for posting in try site.combinedContributions(of: word, sums: &sums) {
        #expect(posting.score == forward[posting.record] && posting.score == backward[posting.record], "\(word)")
        #expect((posting.score * unit).rounded() == posting.score * unit, "\(word): a whole number of units")
        checked += 1
      }
    }
    #expect(checked > 20)
  }

  @Test func weightsThatAreNoPowerOfTwoFractionWriteNoCombinedEntries() throws {
    let index = try SearchIndex(bytes: IndexBuilder.build(try BuiltSite.real.get().knowledgeBase))
    var site = SiteSearchIndex(index: index)
    #expect(site.combinedUnit == 2 * ScoringParameters.contributionUnit)
    site.parameters.gramWeight = 0.6
    #expect(site.combinedUnit == nil)
    var files = SiteFileList()
    try site.write(to: &files)
    let chunks = files.files.filter { $0.path.hasPrefix("search/t/") }.map {
      String(decoding: $0.contents, as: UTF8.self)
    }
    #expect(!chunks.isEmpty && !chunks.contains { $0.contains("\"=") })
  }
}
