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
    let input = String(decoding: try JSONSerialization.data(withJSONObject: input), as: UTF8.self)
    let finished = try FinishedProcess.run(node, [script.path] + arguments, input: input)
    guard finished.status == 0 else { throw Failure.failed(status: finished.status, message: finished.error) }
    return try JSONSerialization.jsonObject(with: Data(finished.output.utf8))
  }
}
