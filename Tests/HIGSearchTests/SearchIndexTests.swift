import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGSearch

@Suite struct SearchIndexTests {
  @Test func indexKeepsEveryRecordAndItsDisplayData() throws {
    let index = FixtureContent.index
    let records = FixtureContent.knowledgeBase.records
    #expect(index.recordCount == records.count)
    #expect(index.header.fingerprint == FixtureContent.knowledgeBase.contentFingerprint)
    for (position, record) in records.enumerated() {
      let stored = try index.record(at: position)
      #expect(stored.id == record.id)
      #expect(stored.text == record.text)
      #expect(stored.kind == record.kind)
      #expect(stored.platforms == record.platforms)
    }
  }

  @Test func buildingTwiceGivesTheSameBytes() {
    #expect(IndexBuilder.build(FixtureContent.knowledgeBase) == FixtureContent.indexBytes)
  }

  @Test func termLookupFindsEveryVocabularyWord() {
    let index = FixtureContent.index
    for info in index.vocabulary.prefix(500) {
      #expect(index.lookup(info.term)?.documentFrequency == info.documentFrequency)
    }
    #expect(index.lookup("zzzz-not-a-term") == nil)
  }

  @Test("a damaged byte is caught by a checksum before it is used", arguments: [0.05, 0.2, 0.5, 0.8, 0.99])
  func damagedByte(at fraction: Double) throws {
    var bytes = FixtureContent.indexBytes
    let position = Int(Double(bytes.count) * fraction)
    bytes[position] ^= 0x5A
    // The core is checked on opening; stored records and postings when they are read.
    #expect(throws: SearchIndexError.self) {
      let index = try SearchIndex(bytes: bytes)
      for record in 0..<index.recordCount { _ = try index.record(at: record) }
      for info in index.vocabulary { _ = try index.postings(info) }
    }
  }

  @Test func aDamagedPostingsListFailsEveryReadWhileGoodListsAreCheckedOnce() throws {
    let good = FixtureContent.index
    let info = try #require(good.vocabulary.max { $0.documentFrequency < $1.documentFrequency })
    #expect(try good.postings(info) == (try good.postings(info)))
    var bytes = FixtureContent.indexBytes
    let position = info.postingsStart + info.postingsLength / 2
    bytes[position] ^= 0x5A
    let damaged = try SearchIndex(bytes: bytes)
    for _ in 0..<2 { #expect(throws: SearchIndexError.self) { try damaged.postings(info) } }
  }

  /// A Korean word's combined entry holds, per record, what the word and its bigrams add in a
  /// query: the same sum whichever order the parts are added in, a whole number of its unit.
  @Test func aCombinedEntryIsItsPartsWeightedSumInAnyOrder() throws {
    let index = FixtureContent.index
    let unit = try #require(index.combinedUnit(for: .standard))
    #expect(unit == 2 * ScoringParameters.contributionUnit)
    var checked = 0
    for word in ["드래그", "작업", "사용자", "빠른", "멀티태스킹"] {
      let parts = CombinedEntry.parts(of: word, parameters: .standard)
      #expect(parts.count > 1, "\(word)")
      var forward: [Int: Double] = [:]
      var backward: [Int: Double] = [:]
      for (term, weight) in parts {
        for posting in try index.postings(for: term) { forward[posting.record, default: 0] += weight * posting.contribution }
      }
      for (term, weight) in parts.reversed() {
        for posting in try index.postings(for: term) { backward[posting.record, default: 0] += weight * posting.contribution }
      }
      let entry = try #require(index.lookup(CombinedEntry.key(of: word)), "\(word)")
      #expect(entry.unit == unit)
      let postings = try index.postings(entry)
      #expect(postings.map(\.record) == forward.keys.sorted(), "\(word): every record of any part, in order")
      for posting in postings {
        #expect(posting.contribution == forward[posting.record] && posting.contribution == backward[posting.record])
        #expect((posting.contribution * unit).rounded() == posting.contribution * unit, "\(word): whole units")
        checked += 1
      }
    }
    #expect(checked > 20)
    // A bigram, a Latin word and a single syllable have none.
    for term in ["~드래", "sheet", "홈"] { #expect(index.lookup(CombinedEntry.key(of: term)) == nil, "\(term)") }
  }

  /// Weights that are no power-of-two fraction make sums depend on their order: no combined entries.
  @Test func weightsThatAreNoPowerOfTwoFractionBuildNoCombinedEntries() throws {
    var parameters = ScoringParameters.standard
    parameters.gramWeight = 0.6
    let index = try SearchIndex(bytes: IndexBuilder.build(FixtureContent.knowledgeBase, parameters: parameters))
    #expect(index.combinedUnit == nil)
    #expect(!index.vocabulary.contains { $0.term.hasPrefix(CombinedEntry.prefix) })
    // And an index summed with other weights offers none to a search with these.
    #expect(FixtureContent.index.combinedUnit(for: parameters) == nil)
  }

  @Test func mappedFileReadsLikeBytes() throws {
    let folder = TemporaryFolder()
    let file = try folder.write(Data(FixtureContent.indexBytes), to: "search-index.bin")
    let mapped = try SearchIndex(contentsOf: file)
    #expect(mapped.recordCount == FixtureContent.index.recordCount)
    #expect(try mapped.record(at: 5) == (try FixtureContent.index.record(at: 5)))
    #expect(try mapped.postings(for: "시트") == (try FixtureContent.index.postings(for: "시트")))
  }

  @Test func truncatedFileIsCorruptNotACrash() {
    for length in [0, 4, 20, 40, FixtureContent.indexBytes.count / 2] {
      #expect(throws: SearchIndexError.self) { try SearchIndex(bytes: Array(FixtureContent.indexBytes.prefix(length))) }
    }
  }

  @Test func otherVersionIsRejected() {
    var bytes = FixtureContent.indexBytes
    bytes[8] = bytes[8] &+ 1
    #expect {
      try SearchIndex(bytes: bytes)
    } throws: { error in
      if case .oldVersion = error as? SearchIndexError { return true }
      return false
    }
  }

  @Test func otherFilesAreNotAnIndex() {
    #expect(throws: SearchIndexError.notAnIndex) { try SearchIndex(bytes: Array("{\"schemaVersion\": 1}".utf8)) }
  }
}
