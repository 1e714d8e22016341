import HIGCommandLine
import Testing
import TestSupport

@Suite struct CLISmokeTests {
  @Test func helpListsCommands() {
    let output = CapturedOutput()
    let console = Console(write: { output.appendOutput($0) }, writeError: { output.appendError($0) })
    #expect(CLI(console: console).run(["--help"]) == 0)
    #expect(output.standardOutput.contains("stats"))
  }
}
