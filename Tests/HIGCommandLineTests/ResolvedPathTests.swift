import Foundation
import HIGIngest
import Testing

@testable import HIGCommandLine

@Suite struct ResolvedPathTests {
  /// How arguments were resolved before the command line kept paths as strings: through URLs.
  static func urlResolved(_ argument: String, in workingDirectory: String) -> String {
    let base = URL(fileURLWithPath: workingDirectory, isDirectory: true)
    let url =
      argument.hasPrefix("/")
      ? URL(fileURLWithPath: argument) : URL(fileURLWithPath: base.path).appendingPathComponent(argument)
    return url.standardizedIfNeeded.path
  }

  @Test(
    "A resolved string path is the path of the URL it stands for",
    arguments: [
      "Content", "Content/", "./Content", "../Content", "../../..", "a/../b", "a//b", "a/./b/", "dir with space",
      "콘텐츠", "한글 폴더/내용", "/abs/path", "/abs/path/", "/abs/../x", "", ".", "..", "a%20b", "~", ".hig-cache",
    ])
  func resolvedPathEqualsTheURLPath(argument: String) {
    for workingDirectory in ["/tmp/work", "/tmp/작업 폴더", "/", "/tmp/a b/c"] {
      let path = CommandContext.resolvedPath(argument, in: workingDirectory)
      #expect(path == Self.urlResolved(argument, in: workingDirectory), "\(argument) in \(workingDirectory)")
    }
  }

  @Test func theWorkingDirectoryGivenAsAURLResolvesAsBefore() throws {
    let folder = URL(fileURLWithPath: "/tmp/작업 폴더/", isDirectory: true)
    let cli = CLI(console: Console(write: { _ in }, writeError: { _ in }), workingDirectory: folder)
    #expect(cli.workingDirectoryPath == "/tmp/작업 폴더")
    #expect(CommandContext.resolvedPath("../Content", in: cli.workingDirectoryPath) == "/tmp/Content")
  }
}
