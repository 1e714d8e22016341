import FileAccess
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HIGModel
import OperatingSystem

/// Walks a content folder's tree and hands every regular file to a visitor, with its path as bytes.
///
/// Every command fingerprints the whole tree before answering, so this is on the hot path of
/// `hig search`: it uses POSIX calls relative to an open folder's descriptor (no path is resolved
/// from the root again), keeps names as C bytes, and makes no `String` unless a problem is reported.
/// Names are visited in byte order, so the walk is stable; hidden names are skipped; a folder
/// already read (through a symbolic link back into the tree) is reported, not read again. A
/// symbolic link is followed only when it resolves inside the root: one leading out of it is
/// skipped with a warning naming its target, so no file outside the content folder is ever read.
/// FIFOs, sockets and devices are skipped with a warning too. Each folder is announced before its
/// names are read, and each file comes with the number of its folder, so that the freshness check
/// can keep a listing of the walk (HIGWorkspace's `ContentListing`).
///
///     ContentWalker.walk("Content") { path, info, folder in … }   // path: "guidelines/modality.txt" as UTF-8 bytes
public struct ContentWalker {
  /// Tells folders apart whatever path reached them, the way `realpath` would but without resolving one.
  private struct FolderIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }
  }

  /// The path of the current entry relative to the root, "/"-separated.
  private var path: [UInt8] = []
  /// The folders read so far: a few, so an array searched in order (a `Set` of a new element type
  /// costs a scan of the runtime's conformance records in every process).
  private var visited: [FolderIdentity] = []
  private var diagnostics: [Diagnostic] = []
  /// How many folders the walk has entered, the root included.
  private var folderCount = 0
  /// The folder being read, numbered in the order the walk entered them (the root is 0).
  private var folderNumber = 0
  /// Whether an entry was skipped that could turn into a file without its folder changing.
  private var skippedOther = false
  /// The root, as given, and its boundary, resolved when the first link is met.
  private var root = ""
  private var boundary: FolderBoundary??
  /// Why the root itself could not be read, if it could not.
  private var rootFailure: String?
  /// The paths of the entries skipped with a warning, in walk order.
  private var skipped: [[UInt8]] = []

  /// Calls `visit` with each regular file's relative path, attributes (symbolic links followed) and
  /// the number of its folder, and `enter` with each folder's path (empty for the root) and
  /// attributes before its names are read; the paths' bytes are only valid during the call.
  /// Returns the problems met on the way, and whether the walk saw everything as files and folders
  /// (`complete`: the root read, no problem, no other kind of entry), so that a listing of it can
  /// stand for the walk later. `skipped` are the paths of the entries skipped with a warning (a
  /// FIFO, a link out of the root), so a fingerprint can count them: adding one must rebuild, to
  /// show its warning. `unreadableRoot` says why the root could not be listed at all (strerror's
  /// text), if it could not.
  public static func walk(
    _ root: String, enter: (_ path: [UInt8], _ info: stat) -> Void = { _, _ in },
    visit: (_ path: [UInt8], _ info: stat, _ folder: Int) -> Void
  ) -> (diagnostics: [Diagnostic], complete: Bool, skipped: [[UInt8]], unreadableRoot: String?) {
    var walker = ContentWalker()
    walker.root = root
    let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    var info = stat()
    if descriptor >= 0, fstat(descriptor, &info) == 0 {
      walker.visited.append(FolderIdentity(info))
      walker.folderCount = 1
      enter([], info)
    }
    walker.walkFolder(descriptor, enter: enter, visit: visit)
    let complete = walker.diagnostics.isEmpty && !walker.skippedOther && walker.folderCount > 0
    return (walker.diagnostics, complete, walker.skipped, walker.rootFailure)
  }

  /// Reads the open folder `descriptor` (closing it) at the current `path`.
  private mutating func walkFolder(
    _ descriptor: Int32, enter: (_ path: [UInt8], _ info: stat) -> Void,
    visit: (_ path: [UInt8], _ info: stat, _ folder: Int) -> Void
  ) {
    guard descriptor >= 0, let directory = fdopendir(descriptor) else {
      let reason = String(cString: strerror(errno))
      if descriptor >= 0 { close(descriptor) }
      if path.isEmpty { rootFailure = reason }
      report(
        .unreadableFolder, file: path.isEmpty ? "." : printablePath + "/",
        message: "cannot list the folder: \(reason)", fix: "check its permissions")
      return
    }
    defer { closedir(directory) }
    let folder = dirfd(directory)
    Names(directory).visitInOrder { name, length, type in
      walkEntry(name, length: length, type: type, in: folder, enter: enter, visit: visit)
    }
  }

  /// Visits the entry `name` (`length` bytes, NUL-terminated, of readdir's `type`) of the open
  /// folder `folder`.
  private mutating func walkEntry(
    _ name: UnsafePointer<CChar>, length: Int, type: UInt8, in folder: Int32,
    enter: (_ path: [UInt8], _ info: stat) -> Void, visit: (_ path: [UInt8], _ info: stat, _ folder: Int) -> Void
  ) {
    let parentLength = path.count
    if parentLength > 0 { path.append(UInt8(ascii: "/")) }
    path.append(contentsOf: UnsafeRawBufferPointer(start: name, count: length))
    defer { path.removeSubrange(parentLength...) }
    var info = stat()
    guard fstatat(folder, name, &info, 0) == 0 else {
      // Following the name failed: a dangling link or a cycle of links, unless the entry itself is unreadable.
      var own = stat()
      if fstatat(folder, name, &own, AT_SYMLINK_NOFOLLOW) == 0, own.st_mode & S_IFMT == S_IFLNK {
        report(
          .brokenLink, file: printablePath, message: "symbolic link points to nothing (or loops)",
          fix: "remove the link or fix its target")
      } else {
        report(
          .unreadableFile, file: printablePath, message: "cannot read the file's attributes",
          fix: "check that it exists and is readable")
      }
      return
    }
    var own = stat()
    if type == UInt8(DT_LNK)
      || (type == UInt8(DT_UNKNOWN) && fstatat(folder, name, &own, AT_SYMLINK_NOFOLLOW) == 0
        && own.st_mode & S_IFMT == S_IFLNK),
      !leadsInside()
    {
      let full = Array(root.utf8) + [UInt8(ascii: "/")] + path
      let target = FolderBoundary.linkTarget(bytes: full).map(ContentFolder.printable) ?? "?"
      report(
        .linkOutside, file: printablePath,
        message: "symbolic link to \(target), outside the content folder; skipped (hig reads no file from outside it)",
        fix: "copy the file into the content folder, or make the link point inside it")
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      guard !visited.contains(FolderIdentity(info)) else {
        report(
          .linkLoop, file: printablePath,
          message: "folder link leads back into a folder already read; not followed again",
          fix: "remove the symbolic link")
        return
      }
      visited.append(FolderIdentity(info))
      // Seen before its names are read: a change after this gives the folder new times.
      let parentNumber = folderNumber
      folderNumber = folderCount
      folderCount += 1
      enter(path, info)
      walkFolder(openat(folder, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC), enter: enter, visit: visit)
      folderNumber = parentNumber
    case S_IFREG:
      visit(path, info, folderNumber)
    default:
      skippedOther = true
      report(
        .specialFile, file: printablePath,
        message: "\(FileError.kind(of: info.st_mode)), not a regular file; skipped",
        fix: "remove it from the content folder; only regular files are read")
    }
  }

  /// Whether the current entry, a symbolic link, resolves inside the root.
  private mutating func leadsInside() -> Bool {
    if boundary == nil { boundary = .some(FolderBoundary(path: root)) }
    guard let boundary = boundary ?? nil else { return false }
    return boundary.contains(resolvingBytes: Array(root.utf8) + [UInt8(ascii: "/")] + path)
  }

  /// A folder's visible names, each NUL-terminated so it passes straight to `fstatat`, back to back
  /// in one buffer (not an array each: this runs before every `hig search`), with the entry type
  /// readdir gave each (`DT_LNK` for a symbolic link, so no other call tells links apart).
  private struct Names {
    private let bytes: [CChar]
    /// Where each name starts in `bytes`, in the names' byte order, and its entry type.
    private let entries: [(start: Int, type: UInt8)]

    init(_ directory: DirectoryStream) {
      var bytes: [CChar] = []
      var entries: [(start: Int, type: UInt8)] = []
      while let entry = readdir(directory) {
        let type = entry.pointee.d_type
        withUnsafePointer(to: &entry.pointee.d_name) { field in
          field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) { chars in
            guard chars[0] != CChar(UInt8(ascii: ".")) else { return }
            entries.append((bytes.count, type))
            bytes.append(contentsOf: UnsafeBufferPointer(start: chars, count: strlen(chars) + 1))
          }
        }
      }
      // strcmp compares bytes as unsigned, so the order is the same wherever CChar is signed; it
      // sorts 400 names several times faster than a generic lexicographic comparison.
      bytes.withUnsafeBufferPointer { buffer in
        entries.sort { strcmp(buffer.baseAddress! + $0.start, buffer.baseAddress! + $1.start) < 0 }
      }
      self.bytes = bytes
      self.entries = entries
    }

    /// Calls `body` with each name (NUL-terminated), its length without the NUL and its entry
    /// type, in byte order.
    func visitInOrder(_ body: (UnsafePointer<CChar>, Int, UInt8) -> Void) {
      bytes.withUnsafeBufferPointer { buffer in
        for entry in entries {
          let name = buffer.baseAddress! + entry.start
          body(name, strlen(name), entry.type)
        }
      }
    }
  }

  private var printablePath: String { ContentFolder.displayName(path).name }

  private mutating func report(_ kind: DiagnosticKind, file: String, message: String, fix: String) {
    diagnostics.append(Diagnostic(kind, severity: .warning, file: file, message: message, fix: fix))
    skipped.append(path)
  }
}
