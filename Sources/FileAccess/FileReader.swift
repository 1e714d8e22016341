#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import OperatingSystem

/// Reads whole files for hig without ever hanging on one: a path is opened without blocking and
/// checked with fstat before a byte is read, so a FIFO named like a cache or content file is
/// refused instead of waiting forever for a writer, and no read goes past a size limit.
///
/// Content, cache and theme files must be regular files. A file a user names on the command
/// line may also be a pipe or a device (`hig check <(git diff)`), read up to the limit.
///
///     let bytes = try FileReader.read("Content/guidelines.json", limit: 8 << 20)
public enum FileReader {
  /// The bytes of the regular file at `path`; `shownAs` names it in errors (default: `path`).
  public static func read(_ path: String, limit: Int = .max, shownAs: String? = nil) throws -> [UInt8] {
    try path.withCString { try read(cPath: $0, limit: limit, shownAs: shownAs ?? path, acceptsStreams: false) }
  }

  /// The bytes of the regular file whose path is `bytes` (a name that may not be UTF-8).
  public static func read(pathBytes bytes: [UInt8], limit: Int = .max, shownAs: String) throws -> [UInt8] {
    try (bytes + [0]).withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) {
        try read(cPath: $0.baseAddress!, limit: limit, shownAs: shownAs, acceptsStreams: false)
      }
    }
  }

  /// The bytes of a file a user named: a regular file, or a pipe or device read to its end.
  public static func read(userFile path: String, limit: Int, shownAs: String? = nil) throws -> [UInt8] {
    try path.withCString { try read(cPath: $0, limit: limit, shownAs: shownAs ?? path, acceptsStreams: true) }
  }

  /// `read(userFile:)` for a path given as bytes (a name that may not be UTF-8).
  public static func read(userFileBytes bytes: [UInt8], limit: Int, shownAs: String) throws -> [UInt8] {
    try (bytes + [0]).withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) {
        try read(cPath: $0.baseAddress!, limit: limit, shownAs: shownAs, acceptsStreams: true)
      }
    }
  }

  /// Everything on the open `descriptor` (standard input) up to `limit` bytes; more is an error.
  public static func read(descriptor: Int32, limit: Int, shownAs: String) throws -> [UInt8] {
    try readToEnd(descriptor, limit: limit, shownAs: shownAs)
  }

  /// Hands the regular file at `path` to `body` piece by piece, in order, so that a large file is
  /// checked without being held whole.
  public static func eachPiece(
    of path: String, pieceSize: Int = 1 << 20, _ body: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let (descriptor, _) = try path.withCString { try openRegular(cPath: $0, shownAs: path) }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: pieceSize)
    while true {
      let got = buffer.withUnsafeMutableBytes { POSIX.read(descriptor, $0.baseAddress!, $0.count) }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { throw FileError.unreadable(path: path, reason: FileError.reason(errno)) }
      if got == 0 { return }
      try buffer.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[..<got])) }
    }
  }

  /// The bytes in `range` of the regular file at `path` (fewer when the file ends before it).
  public static func read(_ path: String, range: Range<Int>) throws -> [UInt8] {
    let (descriptor, _) = try path.withCString { try openRegular(cPath: $0, shownAs: path) }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: range.count)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + count, buffer.count - count, off_t(range.lowerBound + count))
      }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { throw FileError.unreadable(path: path, reason: FileError.reason(errno)) }
      if got == 0 { break }
      count += got
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Opens a regular file without blocking (a FIFO in its place is refused, not waited on).
  private static func openRegular(cPath: UnsafePointer<CChar>, shownAs: String) throws -> (Int32, stat) {
    let (descriptor, info) = try open(cPath: cPath, shownAs: shownAs)
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw FileError.notARegularFile(path: shownAs, kind: FileError.kind(of: info.st_mode))
    }
    return (descriptor, info)
  }

  /// Opens any file without blocking, with what fstat says of it; the caller closes it.
  private static func open(cPath: UnsafePointer<CChar>, shownAs: String) throws -> (Int32, stat) {
    let descriptor = POSIX.open(cPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      // ENOTDIR: a file stands where a folder on the path should be, so this file is missing too.
      throw errno == ENOENT || errno == ENOTDIR
        ? FileError.missing(path: shownAs) : FileError.unreadable(path: shownAs, reason: FileError.reason(errno))
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let reason = FileError.reason(errno)
      close(descriptor)
      throw FileError.unreadable(path: shownAs, reason: reason)
    }
    return (descriptor, info)
  }

  private static func read(
    cPath: UnsafePointer<CChar>, limit: Int, shownAs: String, acceptsStreams: Bool
  ) throws -> [UInt8] {
    let (descriptor, info) = try open(cPath: cPath, shownAs: shownAs)
    defer { close(descriptor) }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else {
      guard acceptsStreams, type == S_IFIFO || type == S_IFCHR || type == S_IFSOCK else {
        throw FileError.notARegularFile(path: shownAs, kind: FileError.kind(of: info.st_mode))
      }
      // Named on purpose: waiting for the writer of a pipe is what was asked.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      return try readToEnd(descriptor, limit: limit, shownAs: shownAs)
    }
    guard Int(info.st_size) <= limit else {
      throw FileError.tooLarge(path: shownAs, size: Int(info.st_size), limit: limit)
    }
    // The size is a hint (the file may grow meanwhile); the limit holds either way.
    return try readToEnd(descriptor, limit: limit, shownAs: shownAs, expected: Int(info.st_size))
  }

  /// Reads until the end of the file; one byte past `limit` is an error, so nothing larger is
  /// ever held in memory.
  private static func readToEnd(_ descriptor: Int32, limit: Int, shownAs: String, expected: Int = 65_536) throws
    -> [UInt8]
  {
    var bytes = [UInt8](repeating: 0, count: min(limit, expected) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= limit else { throw FileError.tooLarge(path: shownAs, size: count, limit: limit) }
        bytes += [UInt8](repeating: 0, count: min(bytes.count, limit - bytes.count + 1))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        POSIX.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          // A non-blocking standard input with nothing yet: wait for it.
          var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&poller, 1, -1)
          continue
        }
        throw FileError.unreadable(path: shownAs, reason: FileError.reason(errno))
      }
      if got == 0 { break }
      count += got
    }
    guard count <= limit else { throw FileError.tooLarge(path: shownAs, size: count, limit: limit) }
    bytes.removeSubrange(count...)
    return bytes
  }
}
