/// Numbers each distinct term the index builder meets, so postings are flat arrays keyed by term
/// number instead of a dictionary of per-term arrays.
///
///     var table = TermTable()
///     table.number(of: "뷰")   // 0
///     table.number(of: "~탐색") // 1
///     table.number(of: "뷰")   // 0 again
struct TermTable {
  private var numbers: [TermKey: Int32] = [:]
  /// The terms in the order they were first met; a term's number is its position here.
  private(set) var terms: [String] = []

  var count: Int { terms.count }

  mutating func number(of term: String) -> Int32 {
    let key = TermKey(term)
    if let number = numbers[key] { return number }
    let number = Int32(terms.count)
    numbers[key] = number
    terms.append(term)
    return number
  }

  /// Term numbers in the index file's order: sorted by UTF-8 bytes, for binary search.
  func sortedNumbers() -> [Int32] {
    let utf8 = terms.map { Array($0.utf8) }
    return (0..<Int32(terms.count)).sorted { utf8[Int($0)].lexicographicallyPrecedes(utf8[Int($1)]) }
  }
}
