import FileAccess
import Foundation
import TestSupport
import Testing

/// Whole files are read without ever blocking: what is not a regular file is refused before a
/// byte is read, and no read goes past its limit.
@Suite struct FileReaderTests {
  @Test func readsARegularFile() throws {
    let folder = TemporaryFolder()
    let file = try folder.write("안녕", to: "a.txt")
    #expect(try FileReader.read(file.path) == Array("안녕".utf8))
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let folder = TemporaryFolder()
    let path = folder.url.appendingPathComponent("pipe").path
    try #require(mkfifo(path, 0o644) == 0)
    #expect(throws: FileError.notARegularFile(path: path, kind: "a FIFO (named pipe)")) { try FileReader.read(path) }
    #expect(throws: FileError.self) { try FileReader.read(folder.url.path) }
  }

  @Test func aFileOverTheLimitIsRefused() throws {
    let folder = TemporaryFolder()
    let file = try folder.write(String(repeating: "a", count: 100), to: "a.txt")
    #expect(throws: FileError.tooLarge(path: file.path, size: 100, limit: 99)) { try FileReader.read(file.path, limit: 99) }
    #expect(try FileReader.read(file.path, limit: 100).count == 100)
  }

  /// A path through a file ("blocker/cache/x", with blocker a file) names no file, as a missing one does.
  @Test func aPathThroughAFileIsMissing() throws {
    let folder = TemporaryFolder()
    let blocker = try folder.write("", to: "blocker")
    let path = blocker.appendingPathComponent("x").path
    #expect(throws: FileError.missing(path: path)) { try FileReader.read(path) }
  }

  @Test func aDeviceNamedByAUserIsReadUpToTheLimit() throws {
    #expect(throws: FileError.tooLarge(path: "/dev/zero", size: 4097, limit: 4096)) {
      try FileReader.read(userFile: "/dev/zero", limit: 4096)
    }
    #expect(throws: FileError.self) { try FileReader.read("/dev/zero") }
  }
}
