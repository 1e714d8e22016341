#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read, worded for the person who named it or put it in a folder.
///
///     FileError.notARegularFile(path: "Content/x.md", kind: "a FIFO").description
///     // "Content/x.md is a FIFO, not a regular file"
public enum FileError: Error, Equatable, CustomStringConvertible {
  case missing(path: String)
  /// A FIFO, socket, device or folder where a file was expected: reading it could block forever
  /// or never end, so it is refused before a byte is read.
  case notARegularFile(path: String, kind: String)
  case tooLarge(path: String, size: Int, limit: Int)
  /// The system refused (`reason` is strerror's text: "Permission denied").
  case unreadable(path: String, reason: String)

  public var description: String {
    switch self {
    case .missing(let path): return "\(path): no such file"
    case .notARegularFile(let path, let kind): return "\(path) is \(kind), not a regular file"
    case .tooLarge(let path, let size, let limit):
      return "\(path) is larger than \(FileError.size(limit)) (\(size > limit ? FileError.size(size) : "more"))"
    case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
    }
  }

  /// "8 MB", "512 KB".
  public static func size(_ bytes: Int) -> String {
    bytes >= 1_048_576 ? "\(bytes / 1_048_576) MB" : "\(max(1, bytes / 1024)) KB"
  }

  /// What kind of file `mode` (from stat) describes, for messages: "a FIFO", "a folder".
  public static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFSOCK: return "a socket"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFLNK: return "a symbolic link"
    default: return "a special file"
    }
  }

  /// strerror's text for `code`.
  public static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
