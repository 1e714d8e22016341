import Foundation

/// Work items made on every core and consumed in order, a batch at a time, so a large site is
/// built on both cores while only one batch of finished files is held in memory.
///
///     try OrderedParallelWork(count: pages.count).run { page in try render(page) } consume: { try output.add($0) }
struct OrderedParallelWork {
  var count: Int
  /// Items made before the batch is handed on: enough to keep the cores busy past uneven items.
  var batchSize = 16

  func run<Item>(make: @Sendable (Int) throws -> Item, consume: (Item) throws -> Void) throws {
    for start in stride(from: 0, to: count, by: batchSize) {
      let end = min(count, start + batchSize)
      let slots = Slots<Result<Item, Error>>(count: end - start)
      DispatchQueue.concurrentPerform(iterations: end - start) { offset in
        slots.set(offset, Result { try make(start + offset) })
      }
      for result in slots.values { try consume(try result!.get()) }
    }
  }
}

/// Slots that concurrent iterations fill, one each, read once all are done.
private final class Slots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) {
    slots = [Value?](repeating: nil, count: count)
  }

  func set(_ position: Int, _ value: Value) {
    lock.withLock { slots[position] = value }
  }

  var values: [Value?] { lock.withLock { slots } }
}
