import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import TestSupport
import Testing

import HIGIngest
@testable import HIGWorkspace

/// The listing stands in for reading the content's folders only while it is true: the fingerprint
/// it gives is the full walk's, and every change is noticed by the very next check.
@Suite struct ContentListingTests {
  /// Short enough for tests, long enough for a clock tick of this machine's file times.
  static let settlingTime: Int64 = 50_000_000

  /// A content folder with a nested folder and a folder reached through two links, the second
  /// outside the content and both landing in a hidden folder of the content (so that retargeting
  /// the second changes no folder the walk reads), and a cache beside it.
  final class Fixture: Sendable {
    let content = TemporaryFolder()
    let outside = TemporaryFolder()
    let cache = TemporaryFolder()

    init() throws {
      try content.write("# 토글\n\n토글은 두 상태를 오갑니다.", to: "guidelines/toggles.md")
      try content.write("# 모달\n\n모달은 흐름을 멈춥니다.", to: "guidelines/deep/modality.md")
      try content.write("# 메뉴\n\n메뉴는 명령을 모읍니다.", to: ".stash/a/menus.md")
      try content.write("# 시트\n\n시트는 작업을 묻습니다.", to: ".stash/b/sheets.md")
      try FileManager.default.createSymbolicLink(
        at: outside.url.appendingPathComponent("current"),
        withDestinationURL: content.url.appendingPathComponent(".stash/a"))
      try FileManager.default.createSymbolicLink(
        at: content.url.appendingPathComponent("linked"),
        withDestinationURL: outside.url.appendingPathComponent("current"))
    }

    var listingFile: String { cache.url.appendingPathComponent("content-listing.bin").path }

    func check(listingFile: String? = nil) -> (fingerprint: String, listed: Bool) {
      ContentFingerprint.check(
        content.url.path, generator: "test", listingFile: listingFile ?? self.listingFile,
        settlingTime: ContentListingTests.settlingTime)
    }

    var fullWalk: String { ContentFingerprint.check(content.url.path, generator: "test", listingFile: nil).fingerprint }

    /// Waits until the folders' last changes are older than the settling time, then walks once so
    /// that the listing is written; returns the fingerprint.
    func settle() throws -> String {
      usleep(UInt32(2 * ContentListingTests.settlingTime / 1000))
      _ = check()
      let listed = check()
      try #require(listed.listed)
      return listed.fingerprint
    }

    func path(_ relative: String) -> String { content.url.appendingPathComponent(relative).path }
  }

  @Test func theListedFingerprintIsTheFullWalks() throws {
    let fixture = try Fixture()
    usleep(UInt32(2 * Self.settlingTime / 1000))
    let first = fixture.check()
    #expect(!first.listed)
    #expect(FileManager.default.fileExists(atPath: fixture.listingFile))
    let second = fixture.check()
    #expect(second.listed)
    #expect(second.fingerprint == first.fingerprint)
    #expect(second.fingerprint == fixture.fullWalk)
    #expect(ContentFingerprint.compute(ContentFolder(url: fixture.content.url), generator: "test") == first.fingerprint)
  }

  @Test func aListingIsOnlyWrittenOnceTheFoldersHaveSettled() throws {
    let fixture = try Fixture()
    _ = ContentFingerprint.check(fixture.content.url.path, generator: "test", listingFile: fixture.listingFile)
    #expect(!FileManager.default.fileExists(atPath: fixture.listingFile))
  }

  /// A change made after the listing was written, and whether it changes the fingerprint.
  enum Change: String, CaseIterable, Sendable {
    case editInPlace, append, addFile, addHiddenFile, delete, rename, newSubfolderWithFile
    case folderLinkRetargeted, fileReplacedByFolder

    var changesFingerprint: Bool { self != .addHiddenFile }
    /// Changes to a file's contents leave its folder alone, so the listing still stands in for the walk.
    var keepsListing: Bool { self == .editInPlace || self == .append }

    func apply(to fixture: Fixture) throws {
      let files = FileManager.default
      let toggles = fixture.path("guidelines/toggles.md")
      switch self {
      case .editInPlace:
        // Same size, new modification time: no folder changes, only the file's own stat shows it.
        try fixture.content.write("# 토글\n\n토글은 두 상태를 오갑니다!", to: "guidelines/toggles.md")
      case .append:
        let handle = try #require(FileHandle(forWritingAtPath: toggles))
        handle.seekToEndOfFile()
        handle.write(Data("\n더 씁니다.".utf8))
        handle.closeFile()
      case .addFile: try fixture.content.write("# 버튼", to: "guidelines/buttons.md")
      case .addHiddenFile: try fixture.content.write("메모", to: "guidelines/.notes.md")
      case .delete: try files.removeItem(atPath: toggles)
      case .rename: try files.moveItem(atPath: toggles, toPath: fixture.path("guidelines/toggle.md"))
      case .newSubfolderWithFile: try fixture.content.write("# 탭", to: "guidelines/new/tabs.md")
      case .folderLinkRetargeted:
        let current = fixture.outside.url.appendingPathComponent("current")
        try files.removeItem(at: current)
        try files.createSymbolicLink(at: current, withDestinationURL: fixture.content.url.appendingPathComponent(".stash/b"))
      case .fileReplacedByFolder:
        try files.removeItem(atPath: toggles)
        try fixture.content.write("# 토글", to: "guidelines/toggles.md/inside.md")
      }
    }
  }

  @Test(arguments: Change.allCases)
  func theVeryNextCheckNoticesAChange(_ change: Change) throws {
    let fixture = try Fixture()
    let before = try fixture.settle()
    try change.apply(to: fixture)
    let after = fixture.check()
    #expect(after.listed == change.keepsListing)
    #expect(after.fingerprint == fixture.fullWalk)
    #expect((after.fingerprint != before) == change.changesFingerprint)
    // Once the change has settled, the listing is rewritten and stands in for the walk again.
    #expect(try fixture.settle() == after.fingerprint)
  }

  /// Ways a saved listing can be unusable.
  enum Damage: String, CaseIterable, Sendable {
    case truncated, flippedByte, olderLayout, otherContentFolder, empty, notAListing

    func apply(to fixture: Fixture) throws {
      let file = URL(fileURLWithPath: fixture.listingFile)
      var bytes = try Data(contentsOf: file)
      switch self {
      case .truncated: bytes = bytes.prefix(bytes.count - 20)
      case .flippedByte: bytes[bytes.count / 2] ^= 0x20
      case .olderLayout: bytes[7] = UInt8(ascii: "0")
      case .otherContentFolder:
        let other = try Fixture()
        _ = try other.settle()
        bytes = try Data(contentsOf: URL(fileURLWithPath: other.listingFile))
      case .empty: bytes = Data()
      case .notAListing: bytes = Data("{\"folders\": []}".utf8)
      }
      try bytes.write(to: file)
    }
  }

  @Test(arguments: Damage.allCases)
  func anUnusableListingFallsBackToTheWalkAndIsReplaced(_ damage: Damage) throws {
    let fixture = try Fixture()
    let settled = try fixture.settle()
    try damage.apply(to: fixture)
    let after = fixture.check()
    #expect(!after.listed)
    #expect(after.fingerprint == settled)
    #expect(fixture.check().listed)
  }

  @Test func anUnwritableCacheFolderOnlyMeansAWalkEachTime() throws {
    let fixture = try Fixture()
    usleep(UInt32(2 * Self.settlingTime / 1000))
    // A cache folder under a regular file can never be created, whoever runs the test.
    let blocked = try fixture.cache.write("", to: "file").appendingPathComponent("cache/content-listing.bin").path
    let first = fixture.check(listingFile: blocked)
    let second = fixture.check(listingFile: blocked)
    #expect(!first.listed && !second.listed)
    #expect(first.fingerprint == fixture.fullWalk && second.fingerprint == first.fingerprint)
  }

  @Test func aWalkThatMeetsABrokenLinkOrAPipeMakesNoListing() throws {
    let fixture = try Fixture()
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("guidelines/missing.md"), withDestinationPath: fixture.path("nowhere.md"))
    #expect(ContentListing.walk(fixture.content.url.path) { _, _ in }.listing == nil)
    try FileManager.default.removeItem(atPath: fixture.path("guidelines/missing.md"))
    #expect(ContentListing.walk(fixture.content.url.path) { _, _ in }.listing != nil)
    #expect(mkfifo(fixture.path("guidelines/pipe.md"), 0o644) == 0)
    #expect(ContentListing.walk(fixture.content.url.path) { _, _ in }.listing == nil)
  }

  /// Files in several folders, stat'ed from the listing: the results and the order they are hashed
  /// in must be exactly the walk's.
  @Test func manyFilesGiveTheWalksFingerprintAndEveryEditIsNoticed() throws {
    let fixture = try Fixture()
    let count = 192
    func relative(_ number: Int) -> String { "guidelines/\(number % 2 == 0 ? "even" : "odd")/\(number).md" }
    for number in 0..<count {
      try fixture.content.write("# 규칙 \(number)\n\n본문 \(number).", to: relative(number))
    }
    let before = try fixture.settle()
    #expect(before == fixture.fullWalk)
    for number in [0, count / 2, count - 1] {
      // Same size, new modification time.
      let text = try String(contentsOfFile: fixture.path(relative(number)), encoding: .utf8)
      try fixture.content.write(text.replacingOccurrences(of: "본문", with: "내용"), to: relative(number))
      let after = fixture.check()
      #expect(after.listed)
      #expect(after.fingerprint != before)
      #expect(after.fingerprint == fixture.fullWalk)
    }
  }

  /// A check dropped before `finish` is harmless: its folders are closed and nothing is left behind.
  @Test func aCheckDroppedUnfinishedIsHarmless() throws {
    let fixture = try Fixture()
    for number in 0..<128 {
      try fixture.content.write("# \(number)", to: "many/\(number).md")
    }
    let settled = try fixture.settle()
    for _ in 0..<20 {
      _ = ContentFingerprint.Check(
        fixture.content.url.path, generator: "test", listingFile: fixture.listingFile)
    }
    #expect(fixture.check().fingerprint == settled)
  }

  @Test func theEncodingRoundTrips() throws {
    let fixture = try Fixture()
    let listing = try #require(ContentListing.walk(fixture.content.url.path) { _, _ in }.listing)
    #expect(listing.folders.count == 4)
    #expect(listing.fileCount == 3)
    #expect(ContentListing(encoded: listing.encoded()) == listing)
  }
}
