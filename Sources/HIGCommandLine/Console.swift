import Foundation
import HIGModel

/// Where a command writes: standard output for results, standard error for progress and problems.
///
/// Injected so tests can run the CLI in-process and read what it printed.
public struct Console: Sendable {
  public var write: @Sendable (String) -> Void
  public var writeError: @Sendable (String) -> Void
  /// True when standard output is a terminal and NO_COLOR is not set: ANSI styling is allowed.
  public var usesColor: Bool
  /// True when standard error is a terminal: progress lines are allowed.
  public var showsProgress: Bool
  /// Why a write to standard output failed (strerror's text: "No space left on device"), once
  /// one has; nil while every write succeeded. `CLI` then exits 1 with a message, for every
  /// command: a full disk must not leave an empty result file and exit status 0.
  public var outputFailure: @Sendable () -> String?

  public init(
    write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
    usesColor: Bool = false, showsProgress: Bool = false, outputFailure: @escaping @Sendable () -> String? = { nil }
  ) {
    self.write = write
    self.writeError = writeError
    self.usesColor = usesColor
    self.showsProgress = showsProgress
    self.outputFailure = outputFailure
  }

  /// The process's own standard output and error.
  public static func standard(environment: Environment) -> Console {
    writing(to: STDOUT_FILENO, errors: STDERR_FILENO, environment: environment)
  }

  /// A console writing results to the open descriptor `output` and problems to `errors` (the
  /// process's own, or in tests a file such as /dev/full).
  public static func writing(to output: Int32, errors: Int32, environment: Environment) -> Console {
    let colorAllowed = environment["NO_COLOR"].map { $0.isEmpty } ?? true
    let failure = WriteFailure()
    return Console(
      write: { text in failure.record(writeAll(text, to: output)) },
      writeError: { text in _ = writeAll(text, to: errors) },
      usesColor: colorAllowed && isatty(output) == 1 && environment["TERM"] != "dumb",
      showsProgress: isatty(errors) == 1, outputFailure: { failure.reason })
  }

  public func line(_ text: String = "") { write(text + "\n") }

  /// Writes a line to standard error with its control characters escaped except line breaks: a
  /// message quotes what the user typed or named, and an escape sequence there would reach the
  /// terminal (progress lines, which move the cursor on purpose, use `writeError`).
  public func errorLine(_ text: String) { writeError(text.escapingControlCharacters(keepingLineBreaks: true) + "\n") }

  /// The ANSI styling this console allows (plain without colour).
  public var style: TextStyle { TextStyle(usesColor: usesColor) }

  /// `text` in bold (or as is, without colour).
  public func bold(_ text: String) -> String { style.bold(text) }
  public func dim(_ text: String) -> String { style.dim(text) }
  public func highlight(_ text: String) -> String { style.highlight(text) }
  public func accent(_ text: String) -> String { style.accent(text) }
}

/// The first failed write of a console's standard output; set from any thread.
private final class WriteFailure: @unchecked Sendable {
  private let lock = NSLock()
  private var code: Int32 = 0

  func record(_ error: Int32) {
    guard error != 0 else { return }
    lock.lock()
    if code == 0 { code = error }
    lock.unlock()
  }

  var reason: String? {
    lock.lock()
    defer { lock.unlock() }
    return code == 0 ? nil : String(cString: strerror(code))
  }
}

/// Writes all of `text` with write(2); returns 0, or the errno of the write that failed. FileHandle
/// and Data cost a `hig search` more (a dynamic cast on the first write) than printing its hits.
private func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
  var text = text
  return text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0, errno == EINTR { continue }
      if written < 0, errno == EAGAIN {
        // A non-blocking pipe that is full: wait until it drains.
        var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&poller, 1, -1)
        continue
      }
      if written < 0 { return errno }
      if written == 0 { return EIO }
      offset += written
    }
    return 0
  }
}
