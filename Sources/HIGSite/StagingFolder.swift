import Foundation

/// The hidden folder a site is written into before it replaces the old one; each file is written
/// as soon as it is prepared, on whichever thread made it.
///
/// A reused folder (the previous site, kept as a spare) is written over in place: each file keeps
/// its inode, a file already holding the new bytes is not touched (the spare's marker lists what
/// it holds, `SiteListing`), and files this build did not write are deleted at the end.
public struct StagingFolder: SiteOutput {
  let path: String
  /// Whether the folder held an earlier site whose files are being overwritten.
  let reused: Bool
  /// What the reused folder held, from its marker.
  private let previous: SiteListing
  /// What this build wrote, for its own marker.
  private var listing = SiteListing()
  /// Folders holding files of this build, so that a reused folder's stale ones can be told apart.
  private var folders: Set<String> = [""]
  /// Every file written, so a reused folder's stale files can be told apart.
  private var written: Set<String> = []
  private(set) var summary = SiteWriter.Summary()

  /// A file as `prepare` left it on disk, for `add` to list.
  public struct WrittenFile: Sendable {
    let path: String
    let size: Int
    /// What the marker records of it; nil when its status could not be read (it is then never
    /// trusted as unchanged).
    let entry: SiteListing.Entry?
    /// True when the reused folder already held these bytes, so nothing was written.
    let unchanged: Bool
  }

  /// Opens the folder at `path`, which `SiteWriter` made (or renamed the spare to).
  init(path: String, reused: Bool = false) throws {
    self.path = path
    self.reused = reused
    let marker = reused ? try? String(contentsOfFile: path + "/" + SiteWriter.marker, encoding: .utf8) : nil
    previous = marker.map(SiteListing.init(markerText:)) ?? SiteListing()
    // hig never writes a link. One put in the spare, as a folder of the site, would take the
    // files written into it elsewhere: `prepare` opens paths through their folders, on any thread.
    if reused { FolderRemover.removeLinks(in: path) }
  }

  /// Writes `file` unless the reused folder holds its bytes already. Safe on several threads at
  /// once: it only reads this folder's state and writes the file's own path.
  public func prepare(_ file: SiteFile) throws -> WrittenFile {
    guard file.hasSafePath else { throw SiteError.unsafePath(file.path) }
    let checksum = SiteListing.checksum(of: file.contents)
    let size = file.contents.count
    var info = stat()
    if reused, let old = previous.entries[file.path], old.size == size, old.checksum == checksum,
      lstat(path + "/" + file.path, &info) == 0, old.describes(info)
    {
      return WrittenFile(path: file.path, size: size, entry: old, unchanged: true)
    }
    let status = try write(file.contents, to: file.path)
    return WrittenFile(
      path: file.path, size: size, entry: status.map { SiteListing.Entry(size: size, checksum: checksum, info: $0) },
      unchanged: false)
  }

  public mutating func add(_ file: WrittenFile) {
    var folder = file.path
    while let slash = folder.lastIndex(of: "/") {
      folder = String(folder[..<slash])
      guard folders.insert(folder).inserted else { break }
    }
    if let entry = file.entry { listing.entries[file.path] = entry }
    if file.unchanged { summary.unchanged += 1 }
    if reused { written.insert(file.path) }
    summary.files += 1
    summary.bytes += file.size
    if file.path.hasSuffix(".html") { summary.pages += 1 }
  }

  /// Writes the marker, which lists the files of this build, and deletes what an earlier site left
  /// in a reused folder and this build did not write.
  mutating func finish(generator: String) throws {
    _ = try write(Data(listing.markerText(firstLine: "written by \(generator)").utf8), to: SiteWriter.marker)
    if reused { written.insert(SiteWriter.marker) }
    removeFilesNotWritten()
  }

  /// Writes `contents` to the file at `relativePath`, making its folders first when they are
  /// missing, and returns its status after the last write (nil if that cannot be read).
  private func write(_ contents: Data, to relativePath: String) throws -> stat? {
    let full = path + "/" + relativePath
    // Plain POSIX calls: FileManager costs several times more per small file. No O_TRUNC: an old
    // file is overwritten and cut to length after, as ext4 flushes files truncated to zero on close.
    let flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC
    var descriptor = open(full, flags, 0o644)
    if descriptor < 0, errno == ENOENT || errno == ENOTDIR, let slash = relativePath.lastIndex(of: "/") {
      // A folder of a new site, or one the old site had as a file: made once, by whichever
      // thread writes its first file (the others find it made).
      try makeFolder(String(relativePath[..<slash]))
      descriptor = open(full, flags, 0o644)
    }
    if descriptor < 0, reused, errno == EISDIR || errno == ELOOP {
      // The old site had a folder (or something put a link) where this site has a file.
      if errno == EISDIR { FolderRemover.remove(full) } else { unlink(full) }
      descriptor = open(full, flags, 0o644)
    }
    guard descriptor >= 0 else { throw failure(relativePath) }
    defer { close(descriptor) }
    try contents.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { throw failure(relativePath) }
        offset += written
      }
    }
    if reused, ftruncate(descriptor, off_t(contents.count)) != 0 { throw failure(relativePath) }
    var info = stat()
    return fstat(descriptor, &info) == 0 ? info : nil
  }

  private func removeFilesNotWritten() {
    guard reused else { return }
    FolderRemover.removeAll(in: path, keeping: written, folders: folders)
  }

  /// Makes `folder` and the folders above it. Another thread may be making the same ones: a folder
  /// that exists by the time `mkdir` runs is fine.
  private func makeFolder(_ folder: String) throws {
    if let slash = folder.lastIndex(of: "/") { try makeFolder(String(folder[..<slash])) }
    let full = path + "/" + folder
    if mkdir(full, 0o755) == 0 { return }
    guard errno == EEXIST else { throw failure(folder) }
    var info = stat()
    guard lstat(full, &info) == 0 else { throw failure(folder) }
    if (info.st_mode & S_IFMT) != S_IFDIR {
      // The old site had a file where this site has a folder.
      guard reused, unlink(full) == 0 || errno == ENOENT, mkdir(full, 0o755) == 0 || errno == EEXIST else {
        throw failure(folder)
      }
    }
  }

  private func failure(_ path: String) -> SiteError {
    SiteError.writeFailed(path: path, reason: String(cString: strerror(errno)))
  }
}
