import CFolderSwap
import FileAccess
import Foundation
import OperatingSystem

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
    let spare = parent.appendingPathComponent(".\(name).spare").path

    // Renaming the spare claims it: a second build running at the same time starts afresh. The
    // spare is locked before it is renamed, so no other build ever sees it unlocked as staging.
    var lock = Self.isSite(spare) ? FolderLock(path: spare) : nil
    let reusesSpare = lock != nil && rename(spare, staging) == 0
    if !reusesSpare {
      lock?.release()
      lock = try Self.makeLockedFolder(staging, parent: parent.path, name: name, token: token)
    }
    defer { lock?.release() }
    var folder = try StagingFolder(path: staging, reused: reusesSpare)
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
    // The old site, locked until it is the spare: a build that starts meanwhile must not take it,
    // under the staging folder's name or aside, for a killed run's.
    let oldLock = FolderLock(path: output.path)
    defer { oldLock?.release() }
    do {
      if let old = try swapIn(staging, parent: parent.path, name: name, token: token) {
        // rename() would replace an empty folder at `spare`, but never a full one another build left.
        if rename(old, spare) != 0 { FolderRemover.remove(old) }
      }
    } catch {
      FolderRemover.remove(staging)
      throw error
    }
    return summary
  }

  /// Puts the finished site at `staging` in the output's place and returns where the old site went
  /// (nil when there was none). The two folders swap names in one step where the system can
  /// (`hig_swap_paths`); elsewhere the old site is renamed aside first, so that a run killed
  /// between the two renames has it put back by the next (`removeLeftovers`).
  private func swapIn(_ staging: String, parent: String, name: String, token: Substring) throws -> String? {
    var info = stat()
    guard lstat(output.path, &info) == 0 else {
      guard rename(staging, output.path) == 0 else { throw failure(output.path) }
      return nil
    }
    if hig_swap_paths(staging, output.path) == 0 { return staging }
    guard [EINVAL, ENOSYS, ENOTSUP].contains(errno) else { throw failure(output.path) }
    let retired = parent + "/.\(name).old-\(token)"
    guard rename(output.path, retired) == 0 else { throw failure(output.path) }
    guard rename(staging, output.path) == 0 else {
      let error = failure(output.path)
      _ = rename(retired, output.path)
      throw error
    }
    return retired
  }

  /// Makes the empty folder `path` and locks it, in an order no other build can see it unlocked:
  /// it is made and locked under a name `removeLeftovers` leaves alone for a while
  /// (`.NAME.new-…`), then renamed, and the lock goes with it.
  private static func makeLockedFolder(_ path: String, parent: String, name: String, token: Substring) throws
    -> FolderLock?
  {
    let fresh = parent + "/.\(name).new-\(token)"
    guard mkdir(fresh, 0o755) == 0 else { throw failure(fresh) }
    let lock = FolderLock(path: fresh)
    guard rename(fresh, path) == 0 else {
      let error = failure(path)
      lock?.release()
      rmdir(fresh)
      throw error
    }
    return lock
  }

  /// How long a `.NAME.new-…` folder must have been left before it counts as a killed run's: far
  /// longer than the moment between a build making it and renaming it.
  public static let newFolderAge: Double = 60

  /// Removes what killed runs left beside the output: their staging folders (which no running
  /// build holds locked), and empty folders made but never renamed. A site a run killed between
  /// its two renames left aside (`.NAME.old-…`) with none in its place is put back instead.
  private func removeLeftovers(in parent: String, name: String) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
    let now = Date().timeIntervalSince1970
    for entry in entries.sorted() {
      let path = parent + "/" + entry
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
      if entry.hasPrefix(".\(name).new-") {
        if now - Double(info.modified.tv_sec) > Self.newFolderAge { FolderRemover.remove(path) }
        continue
      }
      guard entry.hasPrefix(".\(name).staging-") || entry.hasPrefix(".\(name).old-"), let lock = FolderLock(path: path)
      else { continue }
      defer { lock.release() }
      if entry.hasPrefix(".\(name).old-"), Self.isSite(path), lstat(output.path, &info) != 0,
        rename(path, output.path) == 0
      {
        continue
      }
      FolderRemover.remove(path)
    }
  }

  private func failure(_ path: String) -> SiteError { Self.failure(path) }

  private static func failure(_ path: String) -> SiteError {
    SiteError.writeFailed(path: path, reason: String(cString: strerror(errno)))
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
