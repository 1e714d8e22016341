import HIGModel
import HIGSearch
import TestSupport
import Testing

/// A query's work is bounded: past the clause and length caps it is refused with a message (once
/// 8,000 unknown words took 35 s), and up to them it grows linearly with the words.
@Suite struct QueryCapTests {
  @Test func queriesPastTheClauseCapAreRefusedWithTheCap() {
    let words = (0..<(SearchQuery.maximumClauses + 1)).map { "단어\($0)" }.joined(separator: " ")
    #expect(throws: SearchQueryError.tooManyClauses) { try SearchQuery.parse(words) }
    #expect(SearchQueryError.tooManyClauses.description.contains("\(SearchQuery.maximumClauses)"))
    let long = String(repeating: "드래그", count: SearchQuery.maximumLength)
    #expect(throws: SearchQueryError.tooLong(characters: long.unicodeScalars.count)) { try SearchQuery.parse(long) }
  }

  /// Unknown Korean words (no postings, so every word is looked up for suggestions too) cost the
  /// same each, up to the cap; and so do the bigrams of one long word.
  @Test func aQueryUpToTheCapTakesTimeLinearInItsWords() throws {
    var random = SplitMix64(seed: 7)
    func word() -> String {
      String((0..<3).map { _ in Character(Unicode.Scalar(0xAC00 + UInt32(random.next() % 11_172))!) })
    }
    let words = (0..<SearchQuery.maximumClauses).map { _ in word() }
    let time = try LinearTime.measure("unknown Korean words", sizes: (8, SearchQuery.maximumClauses)) {
      words.prefix($0).joined(separator: " ")
    } body: { text in
      _ = try FixtureContent.search(text)
    }
    #expect(time.isLinear, "\(time)")
    let long = try LinearTime.measure("one long Korean word", sizes: (125, SearchQuery.maximumLength)) {
      String(repeating: word(), count: $0 / 3)
    } body: { text in
      _ = try FixtureContent.search(text)
    }
    #expect(long.isLinear, "\(long)")
  }
}
