import Foundation
import TestSupport
import Testing

/// A failed write to standard output (a full disk, /dev/full) fails every command with a message:
/// `hig search --json > result.json` on a full disk once left an empty file and exit status 0.
@Suite struct OutputFailureTests {
  static let commands: [[String]] = [
    ["search", "드래그"], ["search", "드래그", "--json"], ["show", "drag-and-drop"], ["show", "drag-and-drop", "--json"],
    ["stats"], ["stats", "--json"], ["cite", "drag-and-drop/4h8tpa"], ["cite", "drag-and-drop/4h8tpa", "--json"],
    ["build", "--report"], ["aliases"], ["--help"], ["search", "--help"], ["--version"],
  ]

  @Test(arguments: commands)
  func aFullStandardOutputFailsTheCommand(_ command: [String]) throws {
    let cache = TemporaryFolder("hig-full")
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let finished = try HigProcess.run(
      command + (command.first!.hasPrefix("-") ? [] : ["--content", Fixtures.contentFolder.path, "--cache-dir", cache.url.path]),
      standardOutput: full)
    #expect(finished.status == 1, "hig \(command.joined(separator: " ")): \(finished.error)")
    #expect(finished.error.contains("cannot write to standard output (No space left on device)"), "\(finished.error)")
  }

  @Test func checkAndEvalFailToo() throws {
    let folder = TemporaryFolder("hig-full")
    let note = try folder.write("HIG:drag-and-drop/4h8tpa\n", to: "note.md")
    let set = try folder.write("q1\tword\t드래그\t드래그\n", to: "set.tsv")
    let common = ["--content", Fixtures.contentFolder.path, "--cache-dir", folder.url.appendingPathComponent("cache").path]
    for command in [["check", note.path], ["check", "--expand", note.path], ["eval", set.path]] {
      let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      let finished = try HigProcess.run(command + common, standardOutput: full)
      #expect(finished.status == 1, "hig \(command[0]): \(finished.error)")
      #expect(finished.error.contains("cannot write to standard output"), "\(finished.error)")
    }
  }
}
