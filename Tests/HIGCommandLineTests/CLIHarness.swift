import Foundation
import HIGCommandLine
import TestSupport

/// Runs `hig` in-process against a content folder with a scratch cache, capturing its output.
struct CLIHarness {
  let scratch = TemporaryFolder("hig-cli")
  var content: URL = Fixtures.contentFolder

  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  func run(_ arguments: String...) -> Result {
    run(arguments)
  }

  func run(_ arguments: [String]) -> Result {
    let captured = CapturedOutput()
    let console = Console(write: { captured.appendOutput($0) }, writeError: { captured.appendError($0) })
    let cli = CLI(console: console, environment: [:], workingDirectory: scratch.url)
    let status = cli.run(
      arguments + ["--content", content.path, "--cache-dir", scratch.url.appendingPathComponent("cache").path])
    return Result(status: status, output: captured.standardOutput, error: captured.standardError)
  }

  /// Runs with arguments exactly as given (no --content/--cache-dir appended).
  func runBare(_ arguments: [String]) -> Result {
    let captured = CapturedOutput()
    let console = Console(write: { captured.appendOutput($0) }, writeError: { captured.appendError($0) })
    let status = CLI(console: console, environment: [:], workingDirectory: scratch.url).run(arguments)
    return Result(status: status, output: captured.standardOutput, error: captured.standardError)
  }
}
