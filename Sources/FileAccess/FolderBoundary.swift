#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder whose files hig may read or publish, and the test that keeps it that way: a symbolic
/// link found inside counts only when it resolves inside too. A link out of the content folder
/// (`guidelines/p.txt -> /etc/passwd`) or the theme would otherwise put any file the user can read
/// into the knowledge base and the published site.
///
///     let content = FolderBoundary(path: "Content")
///     content?.contains(resolving: "Content/guidelines/p.txt")  // false for a link to /etc/passwd
public struct FolderBoundary: Sendable {
  /// The folder's real path: absolute, with no link left in it.
  public let root: String

  /// The boundary of the folder at `path`; nil when it cannot be resolved (it does not exist).
  public init?(path: String) {
    guard let real = FolderBoundary.realPath(path) else { return nil }
    root = real
  }

  /// Whether `path` (a file or folder inside the root, reached through any links) resolves to a
  /// place inside the root; false when it resolves to nothing.
  public func contains(resolving path: String) -> Bool {
    guard let real = FolderBoundary.realPath(path) else { return false }
    return contains(real: real)
  }

  /// `contains(resolving:)` for a path given as bytes (a name that may not be UTF-8).
  public func contains(resolvingBytes path: [UInt8]) -> Bool {
    guard let real = FolderBoundary.realPath(bytes: path) else { return false }
    return contains(real: real)
  }

  private func contains(real: [UInt8]) -> Bool {
    let root = Array(self.root.utf8)
    if real == root { return true }
    return real.count > root.count && real.starts(with: root) && (root == [UInt8(ascii: "/")] || real[root.count] == UInt8(ascii: "/"))
  }

  private func contains(real: String) -> Bool { contains(real: Array(real.utf8)) }

  /// What the link at `path` points to, as written in it ("/etc/passwd", "../shared/x.md").
  public static func linkTarget(_ path: String) -> String? {
    linkTarget(bytes: Array(path.utf8))
  }

  public static func linkTarget(bytes path: [UInt8]) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = (path + [0]).withUnsafeBufferPointer { name in
      name.withMemoryRebound(to: CChar.self) { readlink($0.baseAddress!, &buffer, buffer.count - 1) }
    }
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// realpath(3): the absolute path with every link resolved; nil when it resolves to nothing.
  public static func realPath(_ path: String) -> String? {
    realPath(bytes: Array(path.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  public static func realPath(bytes path: [UInt8]) -> [UInt8]? {
    let resolved = (path + [0]).withUnsafeBufferPointer { name in
      name.withMemoryRebound(to: CChar.self) { realpath($0.baseAddress!, nil) }
    }
    guard let resolved else { return nil }
    defer { free(resolved) }
    return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
  }
}
