import Foundation
import TestSupport
import Testing

@Suite struct RelatedCommandTests {
  static let sample = Fixtures.file("SettingsView.swift", target: "HIGRelatedTests")
  static let diff = Fixtures.file("quick-actions.diff", target: "HIGRelatedTests")

  @Test func aSwiftUIFileListsItsGuidelinesWithFileAndLine() throws {
    let result = try CLIRun().run(["related", Self.sample.path])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("## HIG rules for the UI this code uses\n"))
    #expect(result.output.contains("### 드래그 앤 드롭 (Drag and drop) · `HIG:drag-and-drop`"))
    #expect(result.output.contains("Used at `\(Self.sample.path):17` (`.sheet(`)"))
    #expect(result.output.contains("- [ ] 모달리티 › 항상 모달 뷰를 닫는 버튼을 포함하십시오. › `HIG:modality/gyqth0`"))
  }

  @Test func aDiffOnStandardInputCountsItsAddedLines() throws {
    let diff = try String(contentsOf: Self.diff, encoding: .utf8)
    let result = try CLIRun().run(["related", "-", "--json", "--lang", "en"], input: diff)
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let guidelines = try #require(object["guidelines"] as? [[String: Any]])
    #expect(guidelines.map { $0["slug"] as? String } == ["home-screen-quick-actions"])
    let uses = try #require(guidelines[0]["uses"] as? [[String: Any]])
    #expect(uses.map { "\($0["file"]!):\($0["line"]!)" } == ["Sources/App/SceneDelegate.swift:14", "Sources/App/SceneDelegate.swift:15"])
    #expect(result.error.contains("note: not Swift, so not read: README.md"))
  }

  @Test func englishOnlyAndPlatformsShapeTheChecklist() throws {
    let diff = try String(contentsOf: Self.diff, encoding: .utf8)
    let english = try CLIRun().run(["related", "-", "--lang", "en"], input: diff)
    #expect(english.output.contains("- [ ] Home Screen quick actions › Provide a succinct title for each quick action. › `HIG:home-screen-quick-actions/xr31gb`"))
    let watch = try CLIRun().run(["related", Self.sample.path, "--platform", "watchOS"])
    #expect(watch.status == 1)
    #expect(watch.output.contains("No HIG guideline in the content concerns the UI this code uses on watchOS"))
    #expect(CLIHarness().run("related", "a.swift", "--platform", "iOS,android").status == 64)
  }

  @Test func unreadableFilesAreReportedAndTheRestStillRead() throws {
    let run = try CLIRun()
    try run.folder.write(Data([0x54, 0x00, 0x01]), to: "Binary.swift")
    let result = run.run(["related", "Binary.swift", Self.sample.path])
    #expect(result.status == 1)
    #expect(result.error.contains("Binary.swift is not a text file"))
    #expect(result.output.contains("HIG:modality"))
  }

  /// A FIFO no one writes to and a device that gives nothing are named, not read as empty code
  /// without a word.
  @Test func aFIFOOrDeviceThatGivesNothingIsNamed() throws {
    let run = try CLIRun()
    try #require(mkfifo(run.folder.url.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
    let result = run.run(["related", "Pipe.swift", "/dev/null", Self.sample.path])
    #expect(result.error.contains("warning: Pipe.swift is a FIFO (named pipe), not a regular file, and gave no text"))
    #expect(result.error.contains("warning: /dev/null is a character device, not a regular file, and gave no text"))
    #expect(result.output.contains("HIG:modality"))
  }

  /// A file argument that is a link out of the working folder (a pull request can carry one) is
  /// skipped, naming the link and its target, as a link found in a folder is; one that stays inside
  /// is read.
  @Test func aLinkOutOfTheWorkingFolderIsSkippedByName() throws {
    let run = try CLIRun()
    let outside = TemporaryFolder("hig-outside")
    let secret = try outside.write("let v = x.sheet(isPresented: $shown) { Detail() }\n", to: "Secret.swift")
    try FileManager.default.createSymbolicLink(
      atPath: run.folder.url.appendingPathComponent("Link.swift").path, withDestinationPath: secret.path)
    let result = run.run(["related", "Link.swift"])
    #expect(result.status == 1)
    #expect(
      result.error.contains(
        "Link.swift: symbolic link to \(secret.path), outside the working folder; skipped (hig reads no file from outside it)"))
    #expect(!result.output.contains("HIG:modality"))
    try run.folder.write("let v = x.sheet(isPresented: $shown) { Detail() }\n", to: "Real.swift")
    try FileManager.default.createSymbolicLink(
      atPath: run.folder.url.appendingPathComponent("Inside.swift").path, withDestinationPath: "Real.swift")
    let inside = run.run(["related", "Inside.swift"])
    #expect(inside.status == 0)
    #expect(inside.output.contains("`Inside.swift:1`"))
  }
}
