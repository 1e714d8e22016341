import Synchronization

/// Which postings lists of one open index have passed their checks, so a process that searches
/// many times checks each list once instead of on every read.
///
/// Sound because an open index's bytes never change: they are a private copy, or a mapping of a
/// file that hig only ever replaces by rename, never rewrites in place. One bit per term, made on
/// the first check (a single search never pays for more than it touches).
final class VerifiedLists: Sendable {
  private let termCount: Int
  private let words = Mutex<[UInt64]>([])

  init(termCount: Int) {
    self.termCount = termCount
  }

  func contains(_ term: Int) -> Bool {
    words.withLock { words in term >> 6 < words.count && words[term >> 6] & (1 << (term & 63)) != 0 }
  }

  func insert(_ term: Int) {
    words.withLock { [termCount] words in
      if words.isEmpty { words = [UInt64](repeating: 0, count: (termCount + 63) / 64) }
      words[term >> 6] |= 1 << (term & 63)
    }
  }
}
