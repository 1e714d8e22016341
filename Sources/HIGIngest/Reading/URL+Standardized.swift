import Foundation

extension URL {
  /// `standardizedFileURL`, without Foundation's work when the path has nothing to standardize.
  ///
  /// Foundation's standardising costs every `hig search` time, much of it the first use of a
  /// `Set<UInt8>` (a scan of the runtime's conformance records), for paths that are nearly always
  /// standard already (docs/benchmarks.md, "Smaller choices").
  ///
  ///     URL(fileURLWithPath: "/a/./b/../c").standardizedIfNeeded.path  // "/a/c"
  public var standardizedIfNeeded: URL {
    URL.isStandard(path) ? self : standardizedFileURL
  }

  /// The path `URL(fileURLWithPath: path).standardizedIfNeeded.path` gives, for an absolute path
  /// that was never a URL; Foundation is asked only when the path has something to standardize.
  ///
  /// `URL.path` builds a `Set<UInt8>` on every call, and the first one in a process makes the
  /// runtime scan its conformance records.
  ///
  ///     URL.standardPath("/a/./b/")  // "/a/b"
  public static func standardPath(_ path: String) -> String {
    isStandard(path) ? path : URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// Whether `standardizedFileURL` leaves this path as it is: absolute, with no empty, "." or ".."
  /// component, no trailing slash, no percent sign and not under /private (which Foundation shortens
  /// on Darwin).
  static func isStandard(_ path: String) -> Bool {
    let bytes = Array(path.utf8)
    guard bytes.first == UInt8(ascii: "/"), bytes.count > 1, !path.hasPrefix("/private/"),
      !bytes.contains(UInt8(ascii: "%"))
    else { return false }
    var start = 1
    for end in 1...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
      let length = end - start
      if length == 0 { return false }
      if length <= 2, !bytes[start..<end].contains(where: { $0 != UInt8(ascii: ".") }) { return false }
      start = end + 1
    }
    return true
  }

  /// This file URL's path relative to `base` when it lies inside it, else its absolute path: how
  /// messages name files.
  ///
  ///     URL(fileURLWithPath: "/repo/Content/a.txt").relativePath(from: URL(fileURLWithPath: "/repo"))  // "Content/a.txt"
  public func relativePath(from base: URL) -> String {
    let path = standardizedFileURL.path
    let basePath = base.standardizedFileURL.path
    if path == basePath { return "." }
    return path.hasPrefix(basePath + "/") ? String(path.dropFirst(basePath.count + 1)) : path
  }
}
