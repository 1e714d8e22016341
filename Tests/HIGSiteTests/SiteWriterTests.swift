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

  @Test func filesTheSpareAlreadyHoldsAreLeftUntouched() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("_site")
    let writer = SiteWriter(output: output)
    let files = [SiteFile(path: "index.html", text: "same"), SiteFile(path: "search/t/1.js", text: "same too")]
    #expect(try writer.write(files).unchanged == 0)
    #expect(try writer.write(files).unchanged == 0, "the first spare is only made by this build")
    let third = try writer.write(files + [SiteFile(path: "new.html", text: "new")])
    #expect(third.unchanged == 2)
    #expect(third.files == 3)
    #expect(read(output.appendingPathComponent("index.html")) == "same")
    #expect(read(output.appendingPathComponent("new.html")) == "new")
    // The marker of the result lists the untouched files again, for the build after.
    let fourth = try writer.write(files.dropFirst() + [SiteFile(path: "index.html", text: "changed")])
    #expect(fourth.unchanged == 1)
    #expect(read(output.appendingPathComponent("index.html")) == "changed")
    #expect(read(output.appendingPathComponent("search/t/1.js")) == "same too")
  }

  @Test func aSpareFileEditedByHandIsWrittenAgain() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("_site")
    let writer = SiteWriter(output: output)
    let files = [SiteFile(path: "index.html", text: "right"), SiteFile(path: "other.html", text: "right")]
    try writer.write(files)
    try writer.write(files)
    // Same size, other bytes: only the file's change time tells.
    let spare = folder.url.appendingPathComponent("._site.spare")
    try Data("wrong".utf8).write(to: spare.appendingPathComponent("index.html"))
    // And one replaced by another file.
    try FileManager.default.removeItem(at: spare.appendingPathComponent("other.html"))
    try Data("wrong".utf8).write(to: spare.appendingPathComponent("other.html"))
    let summary = try writer.write(files)
    #expect(summary.unchanged == 0)
    #expect(read(output.appendingPathComponent("index.html")) == "right")
    #expect(read(output.appendingPathComponent("other.html")) == "right")
  }

  @Test func aSpareWithoutAListingIsWrittenOverWhole() throws {
    let folder = TemporaryFolder()
    let output = folder.url.appendingPathComponent("_site")
    let writer = SiteWriter(output: output)
    let files = [SiteFile(path: "index.html", text: "same")]
    try writer.write(files)
    try writer.write(files)
    // The marker an older hig wrote: no listing.
    try folder.write("written by hig\n", to: "._site.spare/.hig-site")
    let summary = try writer.write(files)
    #expect(summary.unchanged == 0)
    #expect(read(output.appendingPathComponent("index.html")) == "same")
    #expect(try writer.write(files).unchanged == 1, "the next build's spare has a listing again")
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
    // So is a link where the site has a folder.
    for text in ["6", "6"] {
      try writer.write([SiteFile(path: "index.html", text: text), SiteFile(path: "search/r/1.js", text: text)])
    }
    try FileManager.default.removeItem(at: spare.appendingPathComponent("search"))
    try FileManager.default.createSymbolicLink(
      atPath: spare.appendingPathComponent("search").path,
      withDestinationPath: folder.url.appendingPathComponent("elsewhere").path)
    try writer.write([SiteFile(path: "index.html", text: "7"), SiteFile(path: "search/index.html", text: "7")])
    #expect(read(output.appendingPathComponent("search/index.html")) == "7")
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
