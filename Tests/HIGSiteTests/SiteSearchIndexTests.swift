import HIGSearch
import Testing

@testable import HIGSite

@Suite struct SiteSearchIndexTests {
  /// The chunk key as first written, over Unicode scalars: the oracle for the byte version.
  static func chunkOverScalars(of term: String, count: Int) -> Int {
    let bare = term.hasPrefix(Analyzer.gramPrefix) ? term.dropFirst(Analyzer.gramPrefix.count) : Substring(term)
    let isHangul = bare.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
    let key = isHangul ? String(String.UnicodeScalarView(bare.unicodeScalars.prefix(2))) : term
    var hash: UInt32 = 0x811C_9DC5
    for byte in key.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return Int(hash % UInt32(max(1, count)))
  }

  @Test(arguments: [
    "드래그", "~드래", "~래그", "드", "~드", "가", "힣", "힣a", "가é", "가😀", "가日本", "~가😀x", "ㄱ", "drag", "~dr",
    "uipresentationcontroller", "日本", "", "~", "~~드래", "é드래", "ퟤ",
  ])
  func theChunkOfATermIsTheOneItsScalarsGive(term: String) {
    for count in [1, 8, 997, 10_007] {
      #expect(SiteSearchIndex.chunk(of: term, count: count) == Self.chunkOverScalars(of: term, count: count))
    }
  }

  @Test func aCombinedEntrysFirstTierIsTheSortedListsFirstTier() throws {
    let index = try SearchIndex(bytes: IndexBuilder.build(try BuiltSite.real.get().knowledgeBase))
    let site = SiteSearchIndex(index: index, firstTier: 4)
    // Few distinct scores, so that ties straddle the cut.
    var state: UInt64 = 7
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 61)
    }
    for length in [0, 1, 4, 5, 9, 40, 200] {
      let postings = (0..<length).map { (record: $0, score: next()) }
      let tiers = site.tiers(of: postings)
      let (tier, bound) = site.firstTier(of: postings)
      #expect(tier.map(\.record) == (tiers.first.map { $0.map(\.record) } ?? []), "\(length) postings")
      #expect(bound == (tiers.count > 1 ? tiers[1].first!.score : nil), "\(length) postings")
    }
  }
}
