import Foundation

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
  public static func standard(environment: [String: String]) -> Console {
    let colorAllowed = environment["NO_COLOR"].map(\.isEmpty) ?? true
    return Console(
      write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
      usesColor: colorAllowed && isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb",
      showsProgress: isatty(STDERR_FILENO) == 1)
  }

  public func line(_ text: String = "") { write(text + "\n") }
  public func errorLine(_ text: String) { writeError(text + "\n") }

  /// `text` in bold (or as is, without colour).
  public func bold(_ text: String) -> String { style(text, "1") }
  public func dim(_ text: String) -> String { style(text, "2") }
  public func highlight(_ text: String) -> String { style(text, "1;33") }
  public func accent(_ text: String) -> String { style(text, "36") }

  private func style(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
