import Foundation
import Glibc

/// Writes a file so that readers see either the old content or the new, never a half-written file.
public enum AtomicFile {
  /// Writes `data` to `url`, creating its folder when needed.
  public static func write(_ data: some ContiguousBytes, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let failure = data.withUnsafeBytes { write($0, toPath: url.path) }
    guard failure == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(failure))])
    }
  }

  /// Writes `bytes` to the file at `path`, in a folder that must exist, through a temporary file
  /// beside it renamed into place. Returns 0, or the `errno` of the call that failed (the temporary
  /// file removed). Only system calls: a caller that ignores failures (the content listing, before
  /// every command) pays for the failed call alone, not for Foundation's errors.
  static func write(_ bytes: UnsafeRawBufferPointer, toPath path: String) -> Int32 {
    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.utf8.startIndex
    let temporary = "\(path[..<slash]).\(path[slash...]).\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return errno }
    var failure: Int32 = 0
    var written = 0
    while failure == 0, written < bytes.count {
      let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
      if count > 0 {
        written += count
      } else if count == 0 || errno != EINTR {
        failure = count == 0 ? EIO : errno
      }
    }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 { unlink(temporary) }
    return failure
  }
}
