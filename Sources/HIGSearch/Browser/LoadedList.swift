/// One term's postings as far as the browser has loaded them: its first tier and any deeper tiers
/// since, and the best contribution of each tier still unloaded (tiers never split equal
/// contributions, so anything unloaded scores strictly less than everything loaded).
///
///     var list = LoadedList(maxima: [12, 3])        // two more tiers, best 12 and 3 units
///     list.add(postings: [7, 40, 1, 2, 38, 1], recordCount: 10)  // records 7 and 2, flags 1
///     list.addTier(postings: [9, 12, 1], recordCount: 10)  // now one tier of at most 3 units is missing
struct LoadedList {
  var records: [Int] = []
  /// Contributions in whole units of the list (`PlannedTerm.unit`).
  var contributions: [Double] = []
  /// Each posting's record flags (`SiteIndexLayout.flags`).
  var flags: [Int] = []
  /// How many tiers are loaded.
  private(set) var tiers = 0
  /// The best contribution of each unloaded tier, next one first.
  private(set) var maxima: [Double]

  init(maxima: [Double]) { self.maxima = maxima }

  var isComplete: Bool { maxima.isEmpty }

  /// Appends a tier's postings, given as record, contribution, flags, record, …; a posting of no
  /// record below `recordCount` (a damaged file) is left out.
  mutating func add(postings: some Collection<Double>, recordCount: Int) {
    var iterator = postings.makeIterator()
    while let record = iterator.next(), let contribution = iterator.next(), let flag = iterator.next() {
      guard let number = Int(exactly: record), number >= 0, number < recordCount, let flagValue = Int(exactly: flag)
      else { continue }
      records.append(number)
      contributions.append(contribution)
      flags.append(flagValue)
    }
    tiers += 1
  }

  /// Appends the next unloaded tier.
  mutating func addTier(postings: some Collection<Double>, recordCount: Int) {
    add(postings: postings, recordCount: recordCount)
    if !maxima.isEmpty { maxima.removeFirst() }
  }
}
