import Foundation

/// The one lock every call into libxml2 holds, because libxml2 keeps global state and is not
/// thread-safe.
///
///     let page = try LibXMLLock.shared.withLock { try HTMLParser.parse(html) }  // nested use is not allowed
public final class LibXMLLock: @unchecked Sendable {
  /// Shared on purpose: the state it guards (libxml2's globals) is process-wide.
  public static let shared = LibXMLLock()

  private let lock = NSLock()

  private init() {}

  public func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
