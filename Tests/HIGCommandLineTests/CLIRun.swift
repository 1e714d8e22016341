import Foundation
import HIGCommandLine
import TestSupport

/// Runs `hig` in-process in a scratch folder holding a copy of the real Content.
final class CLIRun {
  let folder = TemporaryFolder("hig-cli")
  let content: URL

  init() throws {
    content = try folder.copyContent()
  }

  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  /// The scratch folder as a directory URL, so relative paths resolve inside it.
  var workingDirectory: URL { URL(fileURLWithPath: folder.url.path, isDirectory: true) }

  func run(_ arguments: [String], input: String = "") -> Result {
    let captured = CapturedOutput()
    let console = Console(write: { captured.appendOutput($0) }, writeError: { captured.appendError($0) })
    let data = Data(input.utf8)
    let status = CLI(console: console, workingDirectory: workingDirectory, standardInput: { data }).run(arguments)
    return Result(status: status, output: captured.standardOutput, error: captured.standardError)
  }

  func edit(_ path: String, _ change: (String) -> String) throws {
    let file = content.appendingPathComponent(path)
    try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
  }
}
