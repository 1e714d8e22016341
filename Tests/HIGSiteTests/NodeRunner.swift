import Foundation
import TestSupport

/// Runs the site's JavaScript in node for the tests, feeding JSON on standard input.
enum NodeRunner {
  enum Failure: Error, CustomStringConvertible {
    case nodeMissing
    case failed(status: Int32, message: String)

    var description: String {
      switch self {
      case .nodeMissing: return "node is not installed; scripts/test installs it (Debian package nodejs)"
      case .failed(let status, let message): return "node exited with \(status): \(message)"
      }
    }
  }

  static let harness = Fixtures.file("JavaScript/search-harness.js", target: "HIGSiteTests")

  static var executable: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin"]
    return folders.map { URL(fileURLWithPath: $0).appendingPathComponent("node") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs the harness in `mode` against the site in `site` with `input` as JSON; returns its JSON output.
  static func run(_ mode: String, site: URL, input: Any) throws -> Any {
    try run(script: harness, arguments: [mode, site.path], input: input)
  }

  /// Runs `script` with `arguments`, `input` as JSON on standard input; returns its JSON output.
  static func run(script: URL, arguments: [String], input: Any = [String]()) throws -> Any {
    guard let node = executable else { throw Failure.nodeMissing }
    let process = Process()
    process.executableURL = node
    process.arguments = [script.path] + arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: input))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure.failed(status: process.terminationStatus, message: String(decoding: errors, as: UTF8.self))
    }
    return try JSONSerialization.jsonObject(with: output)
  }
}
