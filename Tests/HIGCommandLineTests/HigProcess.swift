import Foundation

/// Runs the built `hig` executable as a process, for what in-process tests cannot reach: its exit
/// path (CExit), a real standard output that fails, and commands that must not hang (a watchdog
/// ends the process after `timeout` seconds, and the run reports it).
struct HigProcess {
  struct Finished {
    var status: Int32
    var output: String
    var error: String
    /// True when the watchdog had to end the process.
    var timedOut = false
  }

  /// The `hig` product sits beside the test runner in the build folder.
  static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("hig")

  /// Runs `hig arguments`; `standardOutput` replaces the output pipe (a handle on /dev/full, say),
  /// `standardInput` gives the input (default: none).
  /// `executable` runs something else instead (setpriv, which then runs hig).
  static func run(
    _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil,
    standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil, timeout: Double = 60,
    executable: String? = nil
  ) throws -> Finished {
    let process = Process()
    process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? Self.executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    process.standardInput = standardInput ?? FileHandle(forReadingAtPath: "/dev/null")
    process.standardOutput = standardOutput ?? output
    process.standardError = error
    try process.run()
    let timedOut = TimedOut()
    let watchdog = DispatchWorkItem {
      timedOut.set()
      process.terminate()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    // Reading to the end proves the output pipes are closed when hig is done.
    let outputBytes = standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
    let errorBytes = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return Finished(
      status: process.terminationStatus, output: String(decoding: outputBytes, as: UTF8.self),
      error: String(decoding: errorBytes, as: UTF8.self), timedOut: timedOut.value)
  }

  private final class TimedOut: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func set() { lock.withLock { flag = true } }
    var value: Bool { lock.withLock { flag } }
  }
}
