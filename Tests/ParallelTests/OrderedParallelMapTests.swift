import Testing

@testable import Parallel

@Suite struct OrderedParallelMapTests {
  @Test(arguments: [1, 3, 8, 100])
  func resultsArriveInInputOrderWhateverTheWindow(window: Int) {
    let items = Array(0..<37)
    var seen: [(Int, String)] = []
    OrderedParallelMap(window: window).forEach(items, transform: { String($0 * $0) }) { seen.append(($0, $1)) }
    #expect(seen.map(\.0) == items)
    #expect(seen.map(\.1) == items.map { String($0 * $0) })
  }

  @Test func noItemsMeansNoCalls() {
    var calls = 0
    OrderedParallelMap().forEach([Int](), transform: { $0 }) { _, _ in calls += 1 }
    #expect(calls == 0)
  }

  struct Failure: Error, Equatable { var position: Int }

  @Test func theFirstErrorInPositionOrderStopsAfterTheResultsBeforeIt() {
    var consumed: [Int] = []
    #expect(throws: Failure(position: 5)) {
      try OrderedParallelMap(window: 4).forEach(count: 20) { position in
        if position == 5 || position == 6 || position == 13 { throw Failure(position: position) }
        return position
      } body: { _, value in
        consumed.append(value)
      }
    }
    #expect(consumed == [0, 1, 2, 3, 4])
  }

  @Test func anErrorFromTheBodyStopsTheWork() {
    var consumed: [Int] = []
    #expect(throws: Failure(position: 2)) {
      try OrderedParallelMap(window: 2).forEach(Array(0..<10), transform: { $0 }) { position, value in
        if position == 2 { throw Failure(position: position) }
        consumed.append(value)
      }
    }
    #expect(consumed == [0, 1])
  }
}
