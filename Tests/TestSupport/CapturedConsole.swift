import Foundation
import HIGModel

/// Collects what a command writes to standard output and error, for in-process CLI tests.
public final class CapturedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errorText = ""

  public init() {}

  public var standardOutput: String { lock.withLock { outText } }
  public var standardError: String { lock.withLock { errorText } }

  public func appendOutput(_ text: String) { lock.withLock { outText += text } }
  public func appendError(_ text: String) { lock.withLock { errorText += text } }
}
