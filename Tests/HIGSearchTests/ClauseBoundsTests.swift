import Testing

@testable import HIGSearch

/// Which records the ranking may skip by the clauses they matched (`ClauseBounds`); the ranking
/// oracle checks that no answer changes, this that the skipping reaches what it should.
@Suite struct ClauseBoundsTests {
  /// Three clauses of one word each (bounds 3, 2 and 1) and a bigram across two of them (bound 4),
  /// coordination 0.5: a record matching k of the 3 clauses keeps 0.5 + 0.5 × k / 3 of its sum.
  func bounds(required: UInt64 = 0) -> ClauseBounds {
    let factors = (0...64).map { 0.5 + 0.5 * Double($0) / 3 }
    var bounds = ClauseBounds(slots: 3, scoring: 0b111, required: required, factors: factors, largestFactor: 1)
    bounds.add(term: 3, slots: 0b001)
    bounds.add(term: 2, slots: 0b010)
    bounds.add(term: 1, slots: 0b100)
    bounds.add(term: 4, slots: 0)
    return bounds
  }

  @Test func aSetIsKeptWhileItsBoundBeatsTheThreshold() {
    var bounds = bounds()
    // Nothing ranked yet: every record that matched anything is a candidate.
    #expect(bounds.sets(above: -.infinity).sets == [0b001, 0b010, 0b100])
    // {0}: (3 + 4) × 2/3 = 4.67; {1}: 4; {2}: 3.33; {0,1}: 9 × 5/6 = 7.5; {0,2}: 6.67; {1,2}: 5.83; all: 10.
    let above4 = bounds.sets(above: 4.1)
    #expect(above4.sets == [0b001, 0b110])
    #expect(abs(above4.until - 14 / 3) < 1e-6)
    // A bound is a hair high, so a record whose bound equals the threshold is still looked at.
    #expect(bounds.sets(above: 4).sets == [0b001, 0b010])
    #expect(bounds.sets(above: 7).sets == [0b011])
    #expect(bounds.sets(above: 9.9).sets == [0b111])
    #expect(bounds.sets(above: 10.1).sets.isEmpty)
  }

  @Test func requiredClausesAreInEverySet() {
    var bounds = bounds(required: 0b100)
    #expect(bounds.sets(above: -.infinity).sets == [0b100])
    #expect(bounds.sets(above: 6).sets == [0b101])
  }

  @Test func aQueryOfManyClausesIsNotJudged() {
    var bounds = ClauseBounds(slots: 12, scoring: 0xFFF, required: 0, factors: [Double](repeating: 1, count: 65), largestFactor: 1)
    bounds.add(term: 1, slots: 1)
    #expect(!bounds.isUsable)
    #expect(bounds.sets(above: 100).sets == [0])
  }
}
