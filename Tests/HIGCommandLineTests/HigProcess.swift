import Foundation
import TestSupport

/// Runs the built `hig` executable as a process, for what in-process tests cannot reach: its exit
/// path, a real standard output that fails, and commands that must not hang (a watchdog
/// ends the process after `timeout` seconds, and the run reports it).
enum HigProcess {
  /// The built `hig`.
  static let executable = BuildProducts.product("hig")

  /// Runs `hig arguments` (`FinishedProcess.run`); `executable` runs something else instead
  /// (setpriv, which then runs hig).
  static func run(
    _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil,
    standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil, timeout: Double = 60,
    executable: String? = nil
  ) throws -> FinishedProcess {
    try FinishedProcess.run(
      executable.map { URL(fileURLWithPath: $0) } ?? Self.executable, arguments, in: folder, environment: environment,
      standardInput: standardInput ?? FileHandle(forReadingAtPath: "/dev/null"), standardOutput: standardOutput,
      timeout: timeout)
  }
}
