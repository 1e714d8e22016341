import Foundation

/// A value computed on a thread of its own while the caller does other work, then waited for.
///
/// `hig site` decodes the knowledge base this way while it exports the search index, which needs
/// only the index: the decoder runs on one thread, so the other core would otherwise wait.
///
///     let knowledgeBase = BackgroundValue { try store.load().knowledgeBase }
///     try exportSearchIndex()
///     let kb = try knowledgeBase.value()
public final class BackgroundValue<Value>: @unchecked Sendable {
  // Written once by the worker before `done` is signalled, read only after waiting for it.
  private var result: Result<Value, Error>?
  private let done = DispatchSemaphore(value: 0)

  public init(_ work: @escaping () throws -> Value) {
    // A thread of its own, not the dispatch pool: the caller's parallel work keeps every pool thread.
    Thread.detachNewThread { [self] in
      result = Result { try work() }
      done.signal()
    }
  }

  /// The value, once the work has finished; rethrows its error.
  public func value() throws -> Value {
    done.wait()
    // Leave the semaphore signalled, so a second call does not wait forever.
    done.signal()
    return try result!.get()
  }
}
