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
  /// soon as it is free: a slow item holds up only the results after it, not a whole batch. The
  /// calling thread transforms items too while the next result is not ready, rather than sleeping
  /// and being woken for every item.
  public func forEach<Item, Result>(
    _ items: [Item], transform: (Item) -> Result, body: (Int, Result) throws -> Void
  ) rethrows {
    guard !items.isEmpty else { return }
    try withoutActuallyEscaping(transform) { transform in
      let pipeline = Pipeline<Result>(count: items.count, window: window)
      let group = DispatchGroup()
      // One worker fewer than cores: the calling thread is the last one.
      let workers = min(items.count, ProcessInfo.processInfo.activeProcessorCount - 1)
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
      for position in items.indices {
        while true {
          switch pipeline.take(position) {
          case .result(let result):
            try body(position, result)
          case .claimed(let other):
            pipeline.finish(other, transform(items[other]))
            continue
          }
          break
        }
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
  /// Who is asleep, so that nobody is woken for nothing: a wake-up is a system call.
  private var sleepingWorkers = 0
  private var callerSleeps = false
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
    while !stopped, next < count, next >= handedOn + window {
      sleepingWorkers += 1
      condition.wait()
      sleepingWorkers -= 1
    }
    guard !stopped, next < count else { return nil }
    next += 1
    return next - 1
  }

  func finish(_ position: Int, _ result: Result) {
    condition.lock()
    slots[position % window] = result
    if callerSleeps { condition.broadcast() }
    condition.unlock()
  }

  enum Taken {
    /// The result at the position asked for.
    case result(Result)
    /// A position for the caller to transform while that result is not ready.
    case claimed(Int)
  }

  /// The result at `position` (positions are taken in order) or, while it is not ready, the next
  /// position to transform; waits only when there is neither.
  func take(_ position: Int) -> Taken {
    condition.lock()
    defer { condition.unlock() }
    while slots[position % window] == nil {
      if next < count, next < handedOn + window {
        next += 1
        return .claimed(next - 1)
      }
      callerSleeps = true
      condition.wait()
      callerSleeps = false
    }
    let result = slots[position % window].take()!
    handedOn = position + 1
    // Sleeping workers wait for half the window to be free: woken per item, each would ping-pong
    // with a caller that is slower than they are (writing files).
    if sleepingWorkers > 0, handedOn + window - next >= max(1, window / 2) || handedOn == count {
      condition.broadcast()
    }
    return .result(result)
  }

  /// Lets no worker claim anything more.
  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
  }
}
