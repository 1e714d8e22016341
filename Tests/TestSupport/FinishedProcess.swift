import Foundation

/// A child process run to its end by a test: its exit status and what it printed.
public struct FinishedProcess: Sendable {
  public var status: Int32
  public var output: String
  public var error: String
  /// True when the watchdog had to end the process (`run`'s `timeout`).
  public var timedOut = false

  /// Runs `executable` with `arguments` in `folder` (default: the test's own), with `environment`
  /// (default: the test's own). Standard input is `input` written to a pipe, or `standardInput`
  /// (a handle on /dev/zero, say), or closed at once; `standardOutput` replaces the output pipe
  /// (a handle on /dev/full, say). With a `timeout`, a watchdog ends a process that runs longer
  /// and the result says so.
  public static func run(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil,
    input: String? = nil, standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil,
    timeout: Double? = nil
  ) throws -> FinishedProcess {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    let stdin = Pipe()
    process.standardOutput = standardOutput ?? output
    process.standardError = error
    process.standardInput = standardInput ?? stdin
    try process.run()
    if standardInput == nil {
      if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
      try stdin.fileHandleForWriting.close()
    }
    let timedOut = Flag()
    let watchdog = DispatchWorkItem {
      timedOut.set()
      process.terminate()
    }
    if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog) }
    // Reading to the end proves the output pipes are closed when the process is done.
    let outputBytes = standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
    let errorBytes = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return FinishedProcess(
      status: process.terminationStatus, output: String(decoding: outputBytes, as: UTF8.self),
      error: String(decoding: errorBytes, as: UTF8.self), timedOut: timedOut.value)
  }

  /// Set by the watchdog's thread, read by the test's.
  private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func set() { lock.withLock { flag = true } }
    var value: Bool { lock.withLock { flag } }
  }
}
