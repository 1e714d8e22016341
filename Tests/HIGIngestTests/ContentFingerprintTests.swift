import Foundation
import TestSupport
import Testing

@testable import HIGIngest

/// The fingerprint notices every change a cached knowledge base could miss, and nothing else.
@Suite struct ContentFingerprintTests {
  static func fingerprint(_ folder: TemporaryFolder) -> String {
    ContentFingerprint.compute(ContentFolder(url: folder.url))
  }

  static func folderWithTwoTexts() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    try folder.write("# 토글\n\n토글은 두 상태를 오갑니다.", to: "guidelines/toggles.md")
    try folder.write("# 모달\n\n모달은 흐름을 멈춥니다.", to: "guidelines/deep/modality.md")
    return folder
  }

  @Test func staysTheSameWhileNothingChanges() throws {
    let folder = try Self.folderWithTwoTexts()
    #expect(Self.fingerprint(folder) == Self.fingerprint(folder))
    try folder.write("ignored", to: ".hidden/notes.md")
    #expect(Self.fingerprint(folder) == Self.fingerprint(folder))
  }

  @Test func changesWithASizeAModificationTimeOrAName() throws {
    let folder = try Self.folderWithTwoTexts()
    let file = folder.url.appendingPathComponent("guidelines/deep/modality.md")
    let original = Self.fingerprint(folder)

    try folder.write("# 모달\n\n모달은 흐름을 멈춥니다!!", to: "guidelines/deep/modality.md")
    let resized = Self.fingerprint(folder)
    #expect(resized != original)

    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: file.path)
    let touched = Self.fingerprint(folder)
    #expect(touched != resized)

    try FileManager.default.moveItem(at: file, to: folder.url.appendingPathComponent("guidelines/deep/modal.md"))
    let renamed = Self.fingerprint(folder)
    #expect(renamed != touched)

    try FileManager.default.moveItem(
      at: folder.url.appendingPathComponent("guidelines/deep"),
      to: folder.url.appendingPathComponent("guidelines/deeper"))
    #expect(Self.fingerprint(folder) != renamed)
  }

  @Test func walkListsFilesInPathOrderWithTheirAttributes() throws {
    let folder = try Self.folderWithTwoTexts()
    let (files, diagnostics) = try ContentFolder(url: folder.url).files()
    #expect(diagnostics.isEmpty)
    #expect(files.map(\.path) == ["guidelines/deep/modality.md", "guidelines/toggles.md"])
    let toggles = try #require(files.last)
    #expect(toggles.size == "# 토글\n\n토글은 두 상태를 오갑니다.".utf8.count)
    #expect(try Data(contentsOf: toggles.url).count == toggles.size)
  }
}
