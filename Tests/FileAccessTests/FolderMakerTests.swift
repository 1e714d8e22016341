import FileAccess
import Foundation
import TestSupport
import Testing

/// Folders are made one part at a time: what stands in the way is named, and nothing below the
/// boundary is made through a link out of it.
@Suite struct FolderMakerTests {
  @Test func makesEveryMissingFolder() throws {
    let folder = TemporaryFolder()
    let root = folder.url.appendingPathComponent("out").path
    try FolderMaker.make("a/b", in: root, boundaryName: "the output folder")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: root + "/a/b", isDirectory: &isFolder) && isFolder.boolValue)
  }

  @Test func aFIFOInTheWayIsNamed() throws {
    let folder = TemporaryFolder()
    let root = folder.url.path
    try #require(mkfifo(root + "/pipe", 0o644) == 0)
    #expect(throws: FolderError.notAFolder(path: root + "/pipe", kind: "a FIFO (named pipe)")) {
      try FolderMaker.make("pipe/x", in: root, boundaryName: "the output folder")
    }
  }

  @Test func aBrokenLinkIsNamedWithItsTarget() throws {
    let folder = TemporaryFolder()
    let root = folder.url.path
    try FileManager.default.createSymbolicLink(atPath: root + "/gone", withDestinationPath: "nowhere")
    #expect(throws: FolderError.brokenLink(path: root + "/gone", target: "nowhere")) {
      try FolderMaker.make("gone/x", in: root, boundaryName: "the output folder")
    }
  }

  /// The boundary itself may be reached through links (the user chose it); what is below it may not
  /// lead out.
  @Test func onlyLinksBelowTheBoundaryAreChecked() throws {
    let folder = TemporaryFolder()
    let root = folder.url.path
    try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/chosen", withDestinationPath: root + "/real")
    try FolderMaker.make("x", in: root + "/chosen", boundaryName: "the output folder")
    try FileManager.default.createSymbolicLink(atPath: root + "/real/out", withDestinationPath: root)
    #expect(throws: FolderError.linkOutside(path: root + "/chosen/out", target: root, boundary: "the output folder")) {
      try FolderMaker.make("out/y", in: root + "/chosen", boundaryName: "the output folder")
    }
    #expect(!FileManager.default.fileExists(atPath: root + "/y"))
  }
}
