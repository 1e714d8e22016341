import Foundation
import TestSupport
import Testing

/// No file hig reads can hang it: a FIFO named like a cache file, a metadata file or hig.json is
/// refused (and a cache file replaced by the rebuild) instead of waited on forever. Each command
/// runs as a process under a watchdog, so a hang fails the test instead of stalling the run.
@Suite(.serialized) struct NonBlockingTests {
  /// A copy of the real content with its cache built, and the commands to try.
  final class Fixture: Sendable {
    let folder = TemporaryFolder("hig-fifo")
    let content: URL
    var cache: URL { folder.url.appendingPathComponent("cache") }
    var common: [String] { ["--content", content.path, "--cache-dir", cache.path] }
    var commands: [[String]] {
      let theme = Fixtures.repositoryRoot.appendingPathComponent("site").path
      return [
        ["search", "드래그"], ["show", "drag-and-drop"], ["cite", "drag-and-drop/4h8tpa"], ["stats"],
        ["site", "--out", folder.url.appendingPathComponent("out").path, "--theme", theme],
      ]
    }

    init() throws {
      content = try folder.copyContent()
      let built = try HigProcess.run(["build", "--content", content.path, "--cache-dir", folder.url.appendingPathComponent("cache").path])
      try #require(built.status == 0, "\(built.error)")
    }

    /// The content folder's own cache folder.
    func cacheFolder() throws -> URL {
      let name = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.path).first)
      return cache.appendingPathComponent(name)
    }

    func makeFIFO(at file: URL) throws {
      try? FileManager.default.removeItem(at: file)
      try #require(mkfifo(file.path, 0o644) == 0)
    }
  }

  @Test(arguments: ["knowledge-base.json", "search-index.bin", "content-listing.bin", "pending-aliases.tsv"])
  func aFIFOInTheCacheIsRefusedAndReplaced(name: String) throws {
    let fixture = try Fixture()
    for command in fixture.commands {
      try fixture.makeFIFO(at: try fixture.cacheFolder().appendingPathComponent(name))
      let finished = try HigProcess.run(command + fixture.common, timeout: 30)
      #expect(!finished.timedOut, "hig \(command[0]) waited on the FIFO \(name)")
      #expect(finished.status == 0, "hig \(command[0]): \(finished.error)")
    }
  }

  @Test(arguments: ["guidelines.json", "terminology.tsv", "glossary.tsv", "aliases.tsv", "hig-topics.tsv"])
  func aFIFONamedLikeAMetadataFileIsAWarning(name: String) throws {
    let fixture = try Fixture()
    try fixture.makeFIFO(at: fixture.content.appendingPathComponent(name))
    let finished = try HigProcess.run(["build"] + fixture.common, timeout: 30)
    #expect(!finished.timedOut, "hig build waited on the FIFO \(name)")
    #expect(finished.status == 1)
    #expect(finished.error.contains("\(name): a FIFO"), "\(finished.error)")
  }

  @Test func aFIFONamedHigJSONIsAnErrorNotAHang() throws {
    let fixture = try Fixture()
    try fixture.makeFIFO(at: fixture.folder.url.appendingPathComponent("hig.json"))
    let finished = try HigProcess.run(
      ["cite", "drag-and-drop/4h8tpa"] + fixture.common, in: fixture.folder.url, timeout: 30)
    #expect(!finished.timedOut, "hig cite waited on hig.json")
    #expect(finished.status == 1)
    #expect(finished.error.contains("hig.json is a FIFO"), "\(finished.error)")
  }
}
