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
  ///
  /// `body` runs on the calling thread, on one window's results while the next window is being
  /// transformed, so a body that writes files never leaves the other cores waiting.
  public func forEach<Item, Result>(
    _ items: [Item], transform: (Item) -> Result, body: (Int, Result) throws -> Void
  ) rethrows {
    try withoutActuallyEscaping(transform) { transform in
      var ready: [Result] = []
      var start = 0
      while start < items.count || !ready.isEmpty {
        let end = min(start + window, items.count)
        let slots = Slots<Result>(count: end - start)
        let group = DispatchGroup()
        if start < end {
          let first = start
          // The window is transformed on the pool while this thread hands on the previous one.
          DispatchQueue.global().async(group: group) {
            DispatchQueue.concurrentPerform(iterations: end - first) { offset in
              slots.set(offset, transform(items[first + offset]))
            }
          }
        }
        // Waits even when `body` throws: `transform` must not be called after this returns.
        defer { group.wait() }
        let handedOn = start - ready.count
        for (offset, result) in ready.enumerated() { try body(handedOn + offset, result) }
        group.wait()
        ready = slots.results
        start = end
      }
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

/// The results of one window: each iteration writes only its own slot, so the slots need no lock,
/// and the window is read only after every iteration has finished.
private final class Slots<Result>: @unchecked Sendable {
  // Raw memory, not an array: concurrent writes to an array property would be overlapping accesses.
  private let values: UnsafeMutableBufferPointer<Result?>

  init(count: Int) {
    values = .allocate(capacity: count)
    values.initialize(repeating: nil)
  }

  deinit {
    values.deinitialize()
    values.deallocate()
  }

  func set(_ offset: Int, _ value: Result) { values[offset] = value }

  var results: [Result] { values.map { $0! } }
}
