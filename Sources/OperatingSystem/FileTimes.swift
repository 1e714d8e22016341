#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The two times of a `stat` that hig compares, under one name: Linux calls them `st_mtim` and
/// `st_ctim`, macOS `st_mtimespec` and `st_ctimespec`.
extension stat {
  /// When the file's content last changed.
  @inlinable public var modified: timespec {
    #if os(Linux)
      st_mtim
    #else
      st_mtimespec
    #endif
  }

  /// When the file's status last changed: its content, name, links or permissions.
  @inlinable public var statusChanged: timespec {
    #if os(Linux)
      st_ctim
    #else
      st_ctimespec
    #endif
  }
}
