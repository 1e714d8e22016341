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
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    #expect(leftovers == ["._site.spare", "_site"], "no staging folder stays behind; the old site is the spare")
  }

  @Test func theSpareIsWrittenOverWithoutLeavingItsOldFiles() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("_site")
    let writer = SiteWriter(output: output)
    try writer.write([
      SiteFile(path: "index.html", text: "first, and longer"), SiteFile(path: "gone.html", text: "1"),
      SiteFile(path: "old/a.js", text: "1"), SiteFile(path: "swapped", text: "a file"),
    ])
    try writer.write([SiteFile(path: "index.html", text: "second")])
    // The third build reuses the first build's folder, which has files this one does not write.
    try writer.write([
      SiteFile(path: "index.html", text: "third"), SiteFile(path: "swapped/now-a-folder.html", text: "3"),
    ])
    #expect(read(output.appendingPathComponent("index.html")) == "third")
    #expect(read(output.appendingPathComponent("swapped/now-a-folder.html")) == "3")
    let files = FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String] ?? []
    #expect(files.sorted() == [".hig-site", "index.html", "swapped", "swapped/now-a-folder.html"])
    let spare = folder.url.appendingPathComponent("._site.spare")
    #expect(read(spare.appendingPathComponent("index.html")) == "second")
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

  @Test func aSpareHigDidNotWriteOrALinkIsNeverWrittenOver() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("_site")
    try folder.write("written by hig\n", to: "elsewhere/.hig-site")
    try folder.write("keep", to: "elsewhere/index.html")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("._site.spare").path,
      withDestinationPath: folder.url.appendingPathComponent("elsewhere").path)
    let writer = SiteWriter(output: output)
    for text in ["1", "2", "3"] { try writer.write([SiteFile(path: "index.html", text: text)]) }
    #expect(read(output.appendingPathComponent("index.html")) == "3")
    #expect(read(folder.url.appendingPathComponent("elsewhere/index.html")) == "keep")
    // A link inside the spare is replaced, not followed.
    let spare = folder.url.appendingPathComponent("._site.spare")
    try FileManager.default.removeItem(at: spare)
    try writer.write([SiteFile(path: "index.html", text: "4")])
    try FileManager.default.removeItem(at: spare.appendingPathComponent("index.html"))
    try FileManager.default.createSymbolicLink(
      atPath: spare.appendingPathComponent("index.html").path,
      withDestinationPath: folder.url.appendingPathComponent("elsewhere/index.html").path)
    try writer.write([SiteFile(path: "index.html", text: "5")])
    #expect(read(output.appendingPathComponent("index.html")) == "5")
    #expect(read(folder.url.appendingPathComponent("elsewhere/index.html")) == "keep")
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
