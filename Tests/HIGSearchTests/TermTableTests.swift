import Testing

@testable import HIGSearch

@Suite struct TermTableTests {
  @Test func aTermKeepsTheNumberItWasFirstGiven() {
    var table = TermTable()
    #expect(table.number(of: "뷰") == 0)
    #expect(table.number(of: "~탐색") == 1)
    #expect(table.number(of: "뷰") == 0)
    #expect(table.count == 2)
  }

  @Test func termsAreToldApartByTheirBytesThroughGrowth() {
    // Far more terms than the first 1,024 slots, including prefixes of one another.
    var table = TermTable()
    let terms = (0..<5000).map { "탐\($0)" } + (0..<5000).map { "~\($0)" } + ["", "탐", "~"]
    let numbers = terms.map { table.number(of: $0) }
    #expect(numbers == (0..<Int32(terms.count)).map { $0 })
    #expect(terms.map { table.number(of: $0) } == numbers)
    #expect(terms.map { table.existingNumber(of: $0) } == numbers)
    for (term, number) in zip(terms, numbers) {
      #expect(table.withBytes(of: number) { Array($0) } == Array(term.utf8))
    }
  }

  @Test func lookingUpAnUnknownTermDoesNotAddIt() {
    var table = TermTable()
    _ = table.number(of: "창")
    #expect(table.existingNumber(of: "window") == nil)
    #expect(table.count == 1)
  }

  @Test func sortedNumbersFollowUTF8ByteOrder() {
    var table = TermTable()
    let terms = ["창", "window", "~모음", "app", "앱", "apps"]
    for term in terms { _ = table.number(of: term) }
    let sorted = table.sortedNumbers().map { number in table.withBytes(of: number) { Array($0) } }
    #expect(sorted == terms.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) })
  }
}

@Suite struct RecordTermCounterTests {
  @Test func countsEachTermPerFieldInFirstOccurrenceOrder() {
    var counter = RecordTermCounter()
    counter.reserve(termCount: 10)
    counter.add([7], field: 2)
    counter.add([3], field: 0)
    counter.add([7], field: 2)
    counter.add([7], field: 3)
    var postings: [(term: Int32, counts: FieldCounts)] = []
    counter.drain(into: &postings)
    counter.add([3], field: 1)
    counter.drain(into: &postings)
    #expect(postings.map(\.term) == [7, 3, 3])
    #expect(
      postings.map { [$0.counts.0, $0.counts.1, $0.counts.2, $0.counts.3] } == [
        [0, 0, 2, 1], [1, 0, 0, 0], [0, 1, 0, 0],
      ])
  }
}

@Suite struct RecordTermCounterSaturationTests {
  @Test func aFieldCountStopsAtTheLargestU16() {
    var counter = RecordTermCounter()
    counter.reserve(termCount: 1)
    counter.add([Int32](repeating: 0, count: 70_000), field: 1)
    var postings: [(term: Int32, counts: FieldCounts)] = []
    counter.drain(into: &postings)
    #expect(postings.count == 1)
    #expect(postings[0].counts.1 == .max)
  }
}
