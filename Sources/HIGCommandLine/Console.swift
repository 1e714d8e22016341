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

  public init(
    write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
    usesColor: Bool = false, showsProgress: Bool = false
  ) {
    self.write = write
    self.writeError = writeError
    self.usesColor = usesColor
    self.showsProgress = showsProgress
  }

  /// The process's own standard output and error.
  public static func standard(environment: Environment) -> Console {
    let colorAllowed = environment["NO_COLOR"].map { $0.isEmpty } ?? true
    return Console(
      write: { text in writeAll(text, to: STDOUT_FILENO) },
      writeError: { text in writeAll(text, to: STDERR_FILENO) },
      usesColor: colorAllowed && isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb",
      showsProgress: isatty(STDERR_FILENO) == 1)
  }

  public func line(_ text: String = "") { write(text + "\n") }
  public func errorLine(_ text: String) { writeError(text + "\n") }

  /// The ANSI styling this console allows (plain without colour).
  public var style: TextStyle { TextStyle(usesColor: usesColor) }

  /// `text` in bold (or as is, without colour).
  public func bold(_ text: String) -> String { style.bold(text) }
  public func dim(_ text: String) -> String { style.dim(text) }
  public func highlight(_ text: String) -> String { style.highlight(text) }
  public func accent(_ text: String) -> String { style.accent(text) }
}

/// Writes all of `text` with write(2). FileHandle and Data cost a `hig search` more (a dynamic
/// cast on the first write) than printing its hits.
private func writeAll(_ text: String, to descriptor: Int32) {
  var text = text
  text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0, errno == EINTR { continue }
      // A closed pipe or a full disk: nothing sensible is left to report the error to.
      if written <= 0 { return }
      offset += written
    }
  }
}
