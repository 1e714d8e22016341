import Foundation
import HIGSite
import TestSupport
import Testing

@Suite struct SiteWriterTests {
  private func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

  @Test func aNewSiteReplacesTheOldOneCompletely() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("_site")
    let writer = SiteWriter(output: output)
    try writer.write([SiteFile(path: "index.html", text: "old"), SiteFile(path: "gone.html", text: "old")])
    try writer.write([SiteFile(path: "index.html", text: "new")])
    #expect(read(output.appendingPathComponent("index.html")) == "new")
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("gone.html").path))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(leftovers == ["_site"], "no staging or old folders stay behind")
  }

  @Test func aFailedWriteLeavesTheOldSiteInPlace() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("_site")
    let writer = SiteWriter(output: output)
    try writer.write([SiteFile(path: "index.html", text: "old")])
    #expect(throws: SiteError.unsafePath("../outside.html")) {
      try writer.write([SiteFile(path: "index.html", text: "new"), SiteFile(path: "../outside.html", text: "x")])
    }
    // A file and a folder with the same name: the second cannot be written.
    #expect(throws: SiteError.self) {
      try writer.write([SiteFile(path: "a", text: "file"), SiteFile(path: "a/b.html", text: "x")])
    }
    #expect(read(output.appendingPathComponent("index.html")) == "old")
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("outside.html").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["_site"])
  }

  @Test func aFolderHigDidNotWriteIsNeverReplaced() throws {
    let folder = TemporaryFolder()
    try folder.write("my notes", to: "docs/notes.txt")
    let output = folder.url.appendingPathComponent("docs")
    #expect(throws: SiteError.outputNotASite(output.path)) {
      try SiteWriter(output: output).write([SiteFile(path: "index.html", text: "x")])
    }
    #expect(read(output.appendingPathComponent("notes.txt")) == "my notes")
  }

  @Test func anEmptyFolderMayBecomeTheSite() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("public")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try SiteWriter(output: output).write([SiteFile(path: "index.html", text: "x")])
    #expect(read(output.appendingPathComponent("index.html")) == "x")
  }
}
