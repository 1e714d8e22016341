#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes a folder and whichever of its parents are missing, one at a time, so that an error names
/// the part of the path in the way (`out/notes.txt is a file, not a folder`) rather than
/// Foundation's "The operation could not be completed"; and so that nothing below a boundary
/// folder is made or entered through a symbolic link that leads out of it.
///
///     try FolderMaker.make("apple/en", in: "/home/me/Content", boundaryName: "the content folder")
public enum FolderMaker {
  /// Makes `boundary` (an absolute path; links in it are the user's to choose), then `relative`
  /// inside it, where every link must resolve to a folder inside the boundary.
  public static func make(_ relative: String, in boundary: String, boundaryName: String) throws {
    try walk(boundary, from: boundary.hasPrefix("/") ? "/" : "", checkingInside: nil, boundaryName: boundaryName)
    guard let inside = FolderBoundary(path: boundary) else {
      throw FolderError.cannotMake(path: boundary, reason: "it cannot be resolved")
    }
    try walk(relative, from: boundary, checkingInside: inside, boundaryName: boundaryName)
  }

  /// Whether the folder at `path` is one that a walk with `boundary` would enter: a real folder,
  /// or a link to a folder inside it. False for anything else, or nothing.
  public static func isFolder(_ path: String, inside boundary: FolderBoundary) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
    return boundary.contains(resolving: path)
  }

  private static func walk(
    _ relative: String, from start: String, checkingInside boundary: FolderBoundary?, boundaryName: String
  ) throws {
    var current = start
    for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
      current = current.isEmpty || current == "/" ? current + part : current + "/" + part
      var info = stat()
      guard lstat(current, &info) == 0 else {
        guard errno == ENOENT else { throw FolderError.cannotMake(path: current, reason: FileError.reason(errno)) }
        guard mkdir(current, 0o755) == 0 || errno == EEXIST else {
          throw FolderError.cannotMake(path: current, reason: FileError.reason(errno))
        }
        continue
      }
      if info.st_mode & S_IFMT == S_IFLNK {
        let target = FolderBoundary.linkTarget(current) ?? "?"
        guard stat(current, &info) == 0 else {
          if errno == ELOOP { throw FolderError.linkLoop(path: current) }
          if errno == ENOENT { throw FolderError.brokenLink(path: current, target: target) }
          throw FolderError.cannotMake(path: current, reason: FileError.reason(errno))
        }
        if let boundary, !boundary.contains(resolving: current) {
          throw FolderError.linkOutside(path: current, target: target, boundary: boundaryName)
        }
      }
      guard info.st_mode & S_IFMT == S_IFDIR else {
        let kind = info.st_mode & S_IFMT == S_IFREG ? "a file" : FileError.kind(of: info.st_mode)
        throw FolderError.notAFolder(path: current, kind: kind)
      }
    }
  }
}
