import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that readers see either the old content or the new, never a half-written file.
public enum AtomicFile {
  /// Writes `data` to `url`, creating its folder when needed.
  public static func write(_ data: some ContiguousBytes, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let failure = data.withUnsafeBytes { write($0, toPath: url.path) }
    guard failure == 0 else { throw self.failure(failure) }
  }

  /// Writes a file at `url` as `body` makes it, piece by piece through `append`, so it is never held
  /// whole in memory; `body` returns the file's first bytes, written last over the room of
  /// `headerCount` bytes left for them (a checksum of what follows). Readers see the old file or
  /// the new one, as with `write(_:to:)`.
  public static func write(
    to url: URL, headerCount: Int,
    body: (_ append: (UnsafeRawBufferPointer) throws -> Void) throws -> [UInt8]
  ) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = url.path
    let temporary = temporaryPath(for: path)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure(errno) }
    var closed = false
    do {
      defer { if !closed { close(descriptor) } }
      var offset = headerCount
      let header = try body { piece in
        let code = writeAll(piece, to: descriptor, at: offset)
        guard code == 0 else { throw failure(code) }
        offset += piece.count
      }
      precondition(header.count == headerCount, "the header must fill the room left for it")
      let code = header.withUnsafeBytes { writeAll($0, to: descriptor, at: 0) }
      guard code == 0 else { throw failure(code) }
      closed = true
      if close(descriptor) != 0 { throw failure(errno) }
      if rename(temporary, path) != 0 { throw failure(errno) }
    } catch {
      unlink(temporary)
      throw error
    }
  }

  /// Writes all of `bytes` at `offset` in the open file (again after an interrupted call); returns
  /// 0, or the `errno` of the call that failed.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int) -> Int32 {
    var written = 0
    while written < bytes.count {
      let count = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(offset + written))
      if count > 0 {
        written += count
      } else if count == 0 || errno != EINTR {
        return count == 0 ? EIO : errno
      }
    }
    return 0
  }

  /// A hidden file beside `path`, named for this process.
  private static func temporaryPath(for path: String) -> String {
    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.utf8.startIndex
    return "\(path[..<slash]).\(path[slash...]).\(getpid()).tmp"
  }

  private static func failure(_ code: Int32) -> CocoaError {
    CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(code))])
  }

  /// Writes `bytes` to the file at `path`, in a folder that must exist, through a temporary file
  /// beside it renamed into place. Returns 0, or the `errno` of the call that failed (the temporary
  /// file removed). Only system calls: a caller that ignores failures (the content listing, before
  /// every command) pays for the failed call alone, not for Foundation's errors.
  public static func write(_ bytes: UnsafeRawBufferPointer, toPath path: String) -> Int32 {
    let temporary = temporaryPath(for: path)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return errno }
    var failure = writeAll(bytes, to: descriptor, at: 0)
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 { unlink(temporary) }
    return failure
  }
}
