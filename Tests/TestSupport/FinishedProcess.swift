import Foundation

/// A child process run to its end by a test: its exit status and what it printed.
public struct FinishedProcess: Sendable {
  public var status: Int32
  public var output: String
  public var error: String

  /// Runs `executable` with `arguments` in `folder` (default: the test's own), with `environment`
  /// (default: the test's own) and `input` on standard input (closed at once when nil).
  public static func run(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil,
    input: String? = nil
  ) throws -> FinishedProcess {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    // Reading to the end proves the output pipes are closed when the process is done.
    let outputBytes = output.fileHandleForReading.readDataToEndOfFile()
    let errorBytes = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return FinishedProcess(
      status: process.terminationStatus, output: String(decoding: outputBytes, as: UTF8.self),
      error: String(decoding: errorBytes, as: UTF8.self))
  }
}
