import Foundation
import HIGCommandLine
import TestSupport
import Testing

@Suite(.serialized) struct SiteCommandTests {
  private func run(_ arguments: [String], in folder: TemporaryFolder) -> (status: Int32, output: CapturedOutput) {
    SiteCLI.run(arguments, in: folder)
  }

  @Test func siteWritesTheRealContentToTheOutputFolder() throws {
    let folder = TemporaryFolder()
    _ = try folder.copyContent()
    let theme = Fixtures.repositoryRoot.appendingPathComponent("site").path
    let result = run(
      ["site", "--out", "public", "--theme", theme, "--base-url", "https://example.github.io/hig"], in: folder)
    #expect(result.status == 0, "\(result.output.standardError)")
    #expect(result.output.standardOutput.contains("Wrote 14 pages"))
    for path in ["index.html", "modality.html", "platforms/ios.html", "sitemap.xml", "404.html"] {
      #expect(
        FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("public/\(path)").path), "\(path)")
    }
  }

  @Test func siteURLInHigJSONIsTheDefaultBaseURL() throws {
    let folder = TemporaryFolder()
    _ = try folder.copyContent()
    try folder.write(#"{"siteURL": "https://hig.example.kr/"}"#, to: "hig.json")
    let theme = Fixtures.repositoryRoot.appendingPathComponent("site").path
    let result = run(["site", "--theme", theme], in: folder)
    #expect(result.status == 0, "\(result.output.standardError)")
    let sitemap = try String(contentsOf: folder.url.appendingPathComponent("_site/sitemap.xml"), encoding: .utf8)
    #expect(sitemap.contains("https://hig.example.kr/modality.html"))
    #expect(!result.output.standardError.contains("without --base-url"))
  }

  @Test func jsonSummaryNamesTheOutput() throws {
    let folder = TemporaryFolder()
    _ = try folder.copyContent()
    let result = run(
      ["site", "--json", "--theme", Fixtures.repositoryRoot.appendingPathComponent("site").path], in: folder)
    #expect(result.status == 0)
    let summary = try JSONSerialization.jsonObject(with: Data(result.output.standardOutput.utf8)) as? [String: Any]
    #expect(summary?["output"] as? String == "_site")
    #expect(summary?["pages"] as? Int == 14)
  }

  /// `hig cite`, `hig check` and `hig site` read a base URL with one parser: a value one refuses,
  /// all refuse, with the same words, from the command line and from hig.json.
  @Test(arguments: ["/hig", "example.com", "https://example.com/?lang=ko", "file:///srv/site"])
  func everyCommandReadsABaseURLAlike(_ base: String) throws {
    let folder = TemporaryFolder()
    _ = try folder.copyContent()
    let theme = Fixtures.repositoryRoot.appendingPathComponent("site").path
    let commands = [["cite", "drag-and-drop/4h8tpa"], ["check", "-"], ["site", "--theme", theme]]
    var messages: Set<String> = []
    for command in commands {
      let result = run(command + ["--base-url", base], in: folder)
      #expect(result.status == 64, "\(command)")
      let error = result.output.standardError
      messages.insert(String(error.prefix { $0 != "\n" }))
      #expect(error.contains("an absolute http(s) URL"))
    }
    #expect(messages.count == 1)
    try folder.write(#"{"siteURL": "\#(base)"}"#, to: "hig.json")
    for command in [commands[0], commands[2]] {
      let result = run(command, in: folder)
      #expect(result.status == 1, "\(command)")
      #expect(result.output.standardError.contains("hig.json: siteURL '\(base)' is not a usable base URL"))
    }
  }

  @Test(arguments: [["site", "--base-url", "example.com"], ["site", "--colour"]])
  func badArgumentsAreUsageErrors(_ arguments: [String]) throws {
    let folder = TemporaryFolder()
    let result = run(arguments, in: folder)
    #expect(result.status == 64)
    #expect(result.output.standardError.contains("hig site --help"))
  }

  @Test func aMissingThemeSaysWhatToDo() throws {
    let folder = TemporaryFolder()
    _ = try folder.copyContent()
    let result = run(["site", "--theme", "nowhere"], in: folder)
    #expect(result.status == 1)
    #expect(result.output.standardError.contains("has no 'style.css'"))
  }

  @Test func aFolderThatIsNotASiteIsLeftAlone() throws {
    let folder = TemporaryFolder()
    _ = try folder.copyContent()
    try folder.write("mine", to: "notes/todo.md")
    let result = run(
      ["site", "--out", "notes", "--theme", Fixtures.repositoryRoot.appendingPathComponent("site").path], in: folder)
    #expect(result.status == 1)
    #expect(result.output.standardError.contains("was not written by 'hig site'"))
    #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("notes/todo.md").path))
  }

  /// A site inside the content folder would be ingested by the next build (its pages read as new
  /// guidelines, on every build after): refused before anything is built, also through a link.
  @Test(arguments: ["Content/_site", "Content", "into-content/_site"])
  func anOutputFolderInsideTheContentFolderIsRefused(_ out: String) throws {
    let folder = TemporaryFolder()
    let content = try folder.copyContent()
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("into-content").path, withDestinationPath: content.path)
    let result = run(["site", "--out", out], in: folder)
    #expect(result.status == 64)
    #expect(result.output.standardError.contains("'--out \(out)'"))
    #expect(result.output.standardError.contains("the content folder"))
    #expect(result.output.standardError.contains("choose a folder outside it"))
    #expect(!FileManager.default.fileExists(atPath: content.appendingPathComponent("_site").path))
    let build = run(["build"], in: folder)
    #expect(build.output.standardError.contains("4 guidelines, 113 records"))
  }
}
