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
  private var work: (() throws -> Value)?
  private let done = DispatchSemaphore(value: 0)

  public init(_ work: @escaping () throws -> Value) {
    self.work = work
    // A POSIX thread of its own: not the dispatch pool, whose threads the caller's parallel work
    // keeps busy, and not Foundation's `Thread`, whose set-up costs more than the thread itself.
    let body = ThreadBody { [self] in run() }
    var thread = pthread_t()
    let context = Unmanaged.passRetained(body).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
        return nil
      }, context)
    if started == 0 {
      pthread_detach(thread)
    } else {
      // No thread to be had: do the work now rather than fail.
      Unmanaged<ThreadBody>.fromOpaque(context).release()
      run()
    }
  }

  private func run() {
    result = Result { try work!() }
    work = nil
    done.signal()
  }

  /// The value, once the work has finished; rethrows its error.
  public func value() throws -> Value {
    done.wait()
    // Leave the semaphore signalled, so a second call does not wait forever.
    done.signal()
    return try result!.get()
  }
}

/// What a new thread runs: a non-generic box, because a C thread entry point cannot capture a
/// generic type.
private final class ThreadBody {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}
