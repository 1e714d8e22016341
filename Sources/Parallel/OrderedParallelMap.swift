import Dispatch
import Foundation

/// Maps items on all cores and hands the results on in input order.
///
/// Ingestion reads files, and the site renders pages and index chunks, that need nothing from each
/// other; at most a window of items is ahead of the one being handed on, so memory stays
/// proportional to the largest items rather than to all of them, and what comes out is byte for
/// byte what one thread makes.
///
///     OrderedParallelMap().forEach(files, transform: { read($0) }) { position, guideline in merge(guideline) }
///     try OrderedParallelMap().forEach(count: pages.count, transform: { try render($0) }) { _, page in try write(page) }
public struct OrderedParallelMap: Sendable {
  /// How many items may be transformed, or wait transformed, ahead of the one being handed on.
  public var window: Int

  public init(window: Int = 4 * ProcessInfo.processInfo.activeProcessorCount) {
    self.window = max(1, window)
  }

  /// Calls `transform` on every item, several at once, and `body` on each result in input order.
  ///
  /// `body` runs on the calling thread while the workers transform the items after it, so a body
  /// that writes files never leaves the other cores waiting. Each worker takes the next item as
  /// soon as it is free: a slow item holds up only the results after it, not a whole batch.
  public func forEach<Item, Result>(
    _ items: [Item], transform: (Item) -> Result, body: (Int, Result) throws -> Void
  ) rethrows {
    guard !items.isEmpty else { return }
    try withoutActuallyEscaping(transform) { transform in
      let pipeline = Pipeline<Result>(count: items.count, window: window)
      let group = DispatchGroup()
      let workers = min(items.count, ProcessInfo.processInfo.activeProcessorCount)
      for _ in 0..<workers {
        DispatchQueue.global().async(group: group) {
          while let position = pipeline.claim() { pipeline.finish(position, transform(items[position])) }
        }
      }
      // Stops and waits even when `body` throws: `transform` must not be called after this returns.
      defer {
        pipeline.stop()
        group.wait()
      }
      for position in items.indices { try body(position, pipeline.take(position)) }
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

/// The shared state of one `forEach`: which position is next to claim, which was last handed on,
/// and a ring of `window` result slots (position p uses slot p % window, free again once p is
/// taken), all behind one condition lock.
private final class Pipeline<Result>: @unchecked Sendable {
  private let count: Int
  private let window: Int
  private let condition = NSCondition()
  private var next = 0
  private var handedOn = 0
  private var stopped = false
  // Raw memory, not an array: an array property written by several threads would be overlapping accesses.
  private let slots: UnsafeMutableBufferPointer<Result?>

  init(count: Int, window: Int) {
    self.count = count
    self.window = min(window, count)
    slots = .allocate(capacity: self.window)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// The next position to transform, once it is within the window; nil when there is none left.
  func claim() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while !stopped, next < count, next >= handedOn + window { condition.wait() }
    guard !stopped, next < count else { return nil }
    next += 1
    return next - 1
  }

  func finish(_ position: Int, _ result: Result) {
    condition.lock()
    slots[position % window] = result
    condition.broadcast()
    condition.unlock()
  }

  /// The result at `position`, waiting for it; positions are taken in order.
  func take(_ position: Int) -> Result {
    condition.lock()
    defer { condition.unlock() }
    while slots[position % window] == nil { condition.wait() }
    let result = slots[position % window].take()!
    handedOn = position + 1
    condition.broadcast()
    return result
  }

  /// Lets no worker claim anything more.
  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
  }
}
