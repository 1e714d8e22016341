/// Counts one record's term occurrences per field, in buffers reused from record to record, and
/// hands them over as postings in the order the terms first occurred.
///
///     var counter = RecordTermCounter()
///     counter.add([7, 7], field: 2); counter.add([3], field: 0)
///     counter.drain(into: &postings)  // appends (7, (0, 0, 2, 0)), (3, (1, 0, 0, 0))
struct RecordTermCounter {
  /// Per term number, where the term sits in `counts` (-1: not in this record yet).
  private var slot: [Int32] = []
  private var counts: [(term: Int32, counts: FieldCounts)] = []

  /// Makes room for terms numbered below `termCount`.
  mutating func reserve(termCount: Int) {
    if slot.count < termCount { slot += repeatElement(-1, count: termCount - slot.count) }
  }

  /// Counts every occurrence of `terms` in `field`.
  mutating func add(_ terms: [Int32], field: Int) {
    for term in terms where slot[Int(term)] < 0 {
      slot[Int(term)] = Int32(counts.count)
      counts.append((term, (0, 0, 0, 0)))
    }
    // Through buffer pointers: checked array accesses per occurrence were most of counting.
    slot.withUnsafeBufferPointer { slot in
      counts.withUnsafeMutableBufferPointer { counts in
        for term in terms {
          let at = Int(slot[Int(term)])
          // Saturating: a u16 count is plenty for one record's field.
          switch field {
          case 0: counts[at].counts.0 &+= counts[at].counts.0 == .max ? 0 : 1
          case 1: counts[at].counts.1 &+= counts[at].counts.1 == .max ? 0 : 1
          case 2: counts[at].counts.2 &+= counts[at].counts.2 == .max ? 0 : 1
          default: counts[at].counts.3 &+= counts[at].counts.3 == .max ? 0 : 1
          }
        }
      }
    }
  }

  /// Appends the record's postings and starts over for the next record.
  mutating func drain(into postings: inout [(term: Int32, counts: FieldCounts)]) {
    for entry in counts {
      postings.append(entry)
      slot[Int(entry.term)] = -1
    }
    counts.removeAll(keepingCapacity: true)
  }
}
