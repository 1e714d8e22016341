import HIGModel

/// Numbers each distinct term the index builder meets, so postings are flat arrays keyed by term
/// number instead of a dictionary of per-term arrays.
///
/// An open-addressing table over the terms' UTF-8 bytes, kept in one byte arena: finding a term
/// hashes and compares bytes only (a `Dictionary` spent most of numbering in `Hasher` and in
/// generic lookups), and no `String` is kept per term.
///
///     var table = TermTable()
///     table.number(of: "뷰")   // 0
///     table.number(of: "~탐색") // 1
///     table.number(of: "뷰")   // 0 again
struct TermTable {
  /// All terms' bytes, back to back in numbering order; term `n` is `arena[starts[n]..<starts[n + 1]]`.
  private var arena: [UInt8] = []
  private var starts: [Int] = [0]
  private var hashes: [UInt64] = []
  /// Term number + 1 per slot, 0 for empty; a power of two in size, kept at most half full.
  /// Small at first: a query's one-shot analysis makes tables it never fills.
  private var slots = [Int32](repeating: 0, count: 16)

  var count: Int { hashes.count }

  mutating func number(of term: String) -> Int32 {
    var term = term
    return term.withUTF8 { number(ofBytes: $0) }
  }

  /// The number of a term met before, or nil; the table is left as it is.
  func existingNumber(of term: String) -> Int32? {
    var term = term
    return term.withUTF8 { existingNumber(ofBytes: $0) }
  }

  func existingNumber(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    let found = find(bytes, hash: FNV1a.hash(bytes))
    return found.number >= 0 ? found.number : nil
  }

  mutating func number(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let hash = FNV1a.hash(bytes)
    let found = find(bytes, hash: hash)
    if found.number >= 0 { return found.number }
    let number = Int32(hashes.count)
    slots[found.slot] = number + 1
    hashes.append(hash)
    arena.append(contentsOf: bytes)
    starts.append(arena.count)
    if hashes.count * 2 > slots.count { grow() }
    return number
  }

  /// The term's number (-1 if absent) and the slot it is in or would go to (linear probing).
  private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (number: Int32, slot: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let number = Int(slots[slot] - 1)
      if hashes[number] == hash && sameBytes(number, bytes) { return (Int32(number), slot) }
      slot = (slot + 1) & mask
    }
    return (-1, slot)
  }

  /// Calls `body` with the UTF-8 bytes of term `number`.
  func withBytes<Result>(of number: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let range = starts[Int(number)]..<starts[Int(number) + 1]
    return arena.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Term numbers in the index file's order: sorted by UTF-8 bytes, for binary search.
  func sortedNumbers() -> [Int32] {
    arena.withUnsafeBufferPointer { (arena: UnsafeBufferPointer<UInt8>) -> [Int32] in
      (0..<Int32(count)).sorted { (left: Int32, right: Int32) -> Bool in
        let leftBytes = arena[starts[Int(left)]..<starts[Int(left) + 1]]
        return leftBytes.lexicographicallyPrecedes(arena[starts[Int(right)]..<starts[Int(right) + 1]])
      }
    }
  }

  private func sameBytes(_ number: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[number]
    guard starts[number + 1] - start == bytes.count else { return false }
    return arena.withUnsafeBufferPointer { arena in
      // Terms are short (a bigram is 7 bytes): a loop beats calling memcmp.
      for index in 0..<bytes.count where arena[start + index] != bytes[index] { return false }
      return true
    }
  }

  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for number in 0..<hashes.count {
      var slot = Int(truncatingIfNeeded: hashes[number]) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(number + 1)
    }
  }
}
