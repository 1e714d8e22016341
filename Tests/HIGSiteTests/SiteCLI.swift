import Foundation
import HIGCommandLine
import TestSupport

/// Runs `hig` in this process, in `folder` (its working directory) with the cache in
/// `folder/cache`, and captures what it prints: the site commands' tests.
enum SiteCLI {
  static func run(_ arguments: [String], in folder: TemporaryFolder) -> (status: Int32, output: CapturedOutput) {
    let output = CapturedOutput()
    let console = Console(write: { output.appendOutput($0) }, writeError: { output.appendError($0) })
    let cli = CLI(
      console: console, environment: ["HIG_CACHE_DIR": folder.url.appendingPathComponent("cache").path],
      workingDirectory: URL(fileURLWithPath: folder.url.path + "/"))
    return (cli.run(arguments), output)
  }
}
