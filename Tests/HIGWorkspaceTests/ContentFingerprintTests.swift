import Foundation
import TestSupport
import Testing

import HIGIngest
@testable import HIGWorkspace

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

  /// Beside the fingerprint, one walk gives that of every file but one: what changed besides the
  /// file hig writes itself (aliases.tsv), with or without a listing of the last walk.
  @Test(arguments: [false, true])
  func fingerprintOfTheOtherFilesIgnoresOnlyTheExcludedFile(listed: Bool) throws {
    let folder = try Self.folderWithTwoTexts()
    let cache = TemporaryFolder()
    let listing = listed ? cache.url.appendingPathComponent("listing.bin").path : nil
    // Settled at once, so that the second walk of unchanged folders goes by the listing.
    func both() -> (all: String, others: String, listed: Bool) {
      ContentFingerprint.Check(folder.url.path, generator: "", listingFile: listing, settlingTime: 0)
        .digests(excluding: Array("aliases.tsv".utf8))
    }
    try folder.write("old\tnew\n", to: "aliases.tsv")
    let before = both()
    #expect(before.all == ContentFingerprint.compute(ContentFolder(url: folder.url)))
    #expect(before.others != before.all)
    let again = both()
    #expect(again.listed == listed)
    #expect(again.all == before.all && again.others == before.others)

    try folder.write("modality/abc123\tmodality/def456\n", to: "aliases.tsv")
    let recorded = both()
    #expect(recorded.all != before.all)
    #expect(recorded.others == before.others)

    try folder.write("# 토글\n\n토글은 두 상태를 오갑니다!", to: "guidelines/toggles.md")
    #expect(both().others != recorded.others)
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
