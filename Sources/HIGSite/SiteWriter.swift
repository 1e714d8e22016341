import CFolderSwap
import FileAccess
import Foundation

/// Puts a built site in its output folder so that a failed build never leaves a half-written site.
///
/// Files go to a hidden staging folder beside the output as the build makes them; only when all
/// are written do the new site and the old one swap names, in one step (`hig_swap_paths`), so the
/// output folder holds the old site or the new one at every moment; where the file system cannot
/// swap, two renames do it, and a run killed between them has its old site put back by the next.
/// The old site is then kept as a hidden spare (`._site.spare`) that the next build writes over
/// as its staging folder: rewriting existing files is far cheaper on ext4 than deleting thousands
/// of files and creating as many new ones (its inode allocator then crawls past the freed inodes),
/// at the price of a second copy of the site on disk. A build holds a lock on its staging folder
/// (`FolderLock`), so the next build removes the staging folders of killed runs and leaves those
/// of running ones alone. A folder hig did not write (no `.hig-site` marker) is never replaced or
/// reused.
///
///     try SiteWriter(output: URL(fileURLWithPath: "_site")).write { try builder.build(into: &$0) }
public struct SiteWriter: Sendable {
  public var output: URL
  /// The file that marks a folder as written by `hig site`, so it may be replaced.
  public static let marker = ".hig-site"

  public init(output: URL) {
    self.output = output.standardizedFileURL
  }

  /// What a write put in the site.
  public struct Summary: Sendable, Equatable {
    public var files = 0
    public var pages = 0
    public var bytes = 0
    /// Of `files`, those the reused spare already held byte for byte, so they were left untouched.
    public var unchanged = 0
  }

  /// Writes the files `build` adds to its output, then swaps the finished site in.
  @discardableResult
  public func write(generator: String = "hig", _ build: (inout StagingFolder) throws -> Void) throws -> Summary {
    let manager = FileManager.default
    let parent = output.deletingLastPathComponent()
    let name = output.lastPathComponent
    try checkReplaceable()
    do {
      try manager.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw SiteError.writeFailed(path: parent.path, reason: ErrorText.describe(error))
    }
    removeLeftovers(in: parent.path, name: name)
    let token = UUID().uuidString.prefix(8)
    let staging = parent.appendingPathComponent(".\(name).staging-\(token)").path
    let retired = parent.appendingPathComponent(".\(name).old-\(token)").path
    let spare = parent.appendingPathComponent(".\(name).spare").path

    // Renaming the spare claims it: a second build running at the same time starts afresh. The
    // spare is locked before it is renamed, so no other build ever sees it unlocked as staging.
    var lock = Self.isSite(spare) ? FolderLock(path: spare) : nil
    let reusesSpare = lock != nil && rename(spare, staging) == 0
    if !reusesSpare {
      lock?.release()
      lock = nil
    }
    var folder = try StagingFolder(path: staging, reused: reusesSpare)
    if lock == nil { lock = FolderLock(path: staging) }
    defer { lock?.release() }
    do {
      try build(&folder)
    } catch {
      FolderRemover.remove(staging)
      throw error
    }
    let summary = folder.summary  // the site's own files, without the marker
    do {
      try folder.finish(generator: generator)
    } catch {
      FolderRemover.remove(staging)
      throw error
    }

    let hadOld = manager.fileExists(atPath: output.path)
    var old = retired
    if hadOld, hig_swap_paths(staging, output.path) == 0 {
      // The new site has the output's name, and the old one the staging folder's.
      old = staging
    } else if hadOld, errno != EINVAL && errno != ENOSYS && errno != ENOTSUP {
      let reason = String(cString: strerror(errno))
      FolderRemover.remove(staging)
      throw SiteError.writeFailed(path: output.path, reason: reason)
    } else {
      if hadOld, rename(output.path, retired) != 0 {
        let reason = String(cString: strerror(errno))
        FolderRemover.remove(staging)
        throw SiteError.writeFailed(path: output.path, reason: reason)
      }
      if rename(staging, output.path) != 0 {
        let reason = String(cString: strerror(errno))
        if hadOld { _ = rename(retired, output.path) }
        FolderRemover.remove(staging)
        throw SiteError.writeFailed(path: output.path, reason: reason)
      }
    }
    // rename() would replace an empty folder at `spare`, but never a full one another build left.
    if hadOld, rename(old, spare) != 0 { FolderRemover.remove(old) }
    return summary
  }

  /// How long a staging folder must have been left untouched before it counts as a killed run's:
  /// longer than the moment between a build making its folder and locking it.
  static let leftoverAge: Double = 10

  /// Removes the staging folders that killed runs left beside the output (unlocked, untouched for
  /// `leftoverAge` seconds), and puts back a site a run killed between its two renames left aside
  /// with no site in its place.
  private func removeLeftovers(in parent: String, name: String) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
    let now = Date().timeIntervalSince1970
    for entry in entries.sorted()
    where entry.hasPrefix(".\(name).staging-") || entry.hasPrefix(".\(name).old-") {
      let path = parent + "/" + entry
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
        now - Double(info.st_mtim.tv_sec) > Self.leftoverAge, let lock = FolderLock(path: path)
      else { continue }
      defer { lock.release() }
      if entry.hasPrefix(".\(name).old-"), Self.isSite(path), !FileManager.default.fileExists(atPath: output.path),
        rename(path, output.path) == 0
      {
        continue
      }
      FolderRemover.remove(path)
    }
  }

  /// True when `path` is a folder (not a link to one: its files get overwritten and deleted)
  /// holding the marker `hig site` writes.
  private static func isSite(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
    return lstat(path + "/" + marker, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// Writes `files` as a site.
  @discardableResult
  public func write(_ files: [SiteFile], generator: String = "hig") throws -> Summary {
    try write(generator: generator) { folder in
      for file in files { try folder.add(file) }
    }
  }

  /// Throws unless the output folder is missing, empty, or a site hig wrote before.
  private func checkReplaceable() throws {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: output.path, isDirectory: &isFolder) else { return }
    guard isFolder.boolValue else { throw SiteError.outputNotASite(output.path) }
    if manager.fileExists(atPath: output.appendingPathComponent(SiteWriter.marker).path) { return }
    let contents = (try? manager.contentsOfDirectory(atPath: output.path)) ?? ["?"]
    if !contents.isEmpty { throw SiteError.outputNotASite(output.path) }
  }
}

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

  init(path: String, reused: Bool = false) throws {
    self.path = path
    self.reused = reused
    guard reused || mkdir(path, 0o755) == 0 else {
      throw SiteError.writeFailed(path: path, reason: String(cString: strerror(errno)))
    }
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
