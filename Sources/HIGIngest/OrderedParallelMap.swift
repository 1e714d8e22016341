import Dispatch
import Foundation

/// Maps items on all cores a window at a time and hands the results on in input order.
///
/// Ingesting one file needs nothing from the others, so files are read, parsed and built in
/// parallel; only a window of them is in flight at once, which keeps memory proportional to the
/// largest files rather than to the whole tree.
///
///     OrderedParallelMap(window: 8).forEach(files, transform: { read($0) }, body: { index, page in merge(page) })
struct OrderedParallelMap {
  /// How many items may be transformed before their results are handed on.
  var window: Int

  init(window: Int = 4 * ProcessInfo.processInfo.activeProcessorCount) {
    self.window = max(1, window)
  }

  /// Calls `transform` on every item, several at once, and `body` on each result in input order.
  func forEach<Item, Result>(
    _ items: [Item], transform: (Item) -> Result, body: (Int, Result) throws -> Void
  ) rethrows {
    var start = 0
    while start < items.count {
      let end = min(start + window, items.count)
      var results = [Result?](repeating: nil, count: end - start)
      results.withUnsafeMutableBufferPointer { slots in
        // Each iteration writes only its own slot, so the slots need no lock.
        DispatchQueue.concurrentPerform(iterations: end - start) { offset in
          slots[offset] = transform(items[start + offset])
        }
      }
      for (offset, result) in results.enumerated() { try body(start + offset, result!) }
      start = end
    }
  }
}
