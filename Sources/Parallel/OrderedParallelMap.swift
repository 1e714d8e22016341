import Dispatch
import Foundation

/// Maps items on all cores a window at a time and hands the results on in input order.
///
/// Ingestion reads files, and the site renders pages, that need nothing from each other; only a
/// window of them is in flight at once, so memory stays proportional to the largest items rather
/// than to all of them, and what comes out is byte for byte what one thread makes.
///
///     OrderedParallelMap().forEach(files, transform: { read($0) }) { position, guideline in merge(guideline) }
///     try OrderedParallelMap().forEach(count: pages.count, transform: { try render($0) }) { _, page in try write(page) }
public struct OrderedParallelMap: Sendable {
  /// How many items may be transformed before their results are handed on.
  public var window: Int

  public init(window: Int = 4 * ProcessInfo.processInfo.activeProcessorCount) {
    self.window = max(1, window)
  }

  /// Calls `transform` on every item, several at once, and `body` on each result in input order.
  public func forEach<Item, Result>(
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

  /// Calls `transform` on every position in `0..<count`, several at once, and `body` on each result
  /// in order. The first error, in position order, stops the work after the results before it.
  public func forEach<Result>(
    count: Int, transform: (Int) throws -> Result, body: (Int, Result) throws -> Void
  ) throws {
    try forEach(Array(0..<count), transform: { position in Swift.Result { try transform(position) } }) {
      position, outcome in try body(position, outcome.get())
    }
  }
}
