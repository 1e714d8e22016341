#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HIGIngest
import OperatingSystem

/// What the last full walk of a content folder saw: each folder it read, and each regular file's
/// path in walk order, so that the next freshness check can stat the files without reading a folder.
///
/// A folder's entries change (a file created, removed or renamed, a link replaced) only together
/// with the folder's own modification time and status-change time. Tools can set the modification
/// time back (`touch -d`, `rsync -a`), but not the status-change time (setting any time updates it),
/// so a folder with the same device, inode and both times as when its names were read still holds
/// those names. The times come from a clock that may lag by a tick and may be cut to whole seconds:
/// a folder changed within `settlingTime` before the walk could change again with the same times,
/// so a listing is only made when every folder is older than that.
///
///     folders: "." (the root), "guidelines"     files: "glossary.tsv", "guidelines/modality.txt"
struct ContentListing: Equatable {
  /// A folder's identity and times as fstat(2) saw them before its names were read.
  struct FolderState: Equatable {
    var device: UInt64
    var inode: UInt64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64
    var changedSeconds: Int64
    var changedNanoseconds: Int64

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      modifiedSeconds = Int64(info.modified.tv_sec)
      modifiedNanoseconds = Int64(info.modified.tv_nsec)
      changedSeconds = Int64(info.statusChanged.tv_sec)
      changedNanoseconds = Int64(info.statusChanged.tv_nsec)
    }

    init(device: UInt64, inode: UInt64, times: [Int64]) {
      self.device = device
      self.inode = inode
      (modifiedSeconds, modifiedNanoseconds) = (times[0], times[1])
      (changedSeconds, changedNanoseconds) = (times[2], times[3])
    }
  }

  /// A folder read by the walk.
  struct Folder: Equatable {
    /// Relative to the content root and NUL-terminated (ready for `openat`); "." for the root.
    var path: [UInt8]
    var state: FolderState
  }

  /// How long, in nanoseconds, a folder must have been left alone before its times can vouch for
  /// its names: a clock tick (a few milliseconds), or two seconds where file systems keep coarse times.
  static let settlingTime: Int64 = 3_000_000_000

  static let rootPath: [UInt8] = [UInt8(ascii: ".")]

  /// The folders read, the root first.
  private(set) var folders: [Folder] = []
  /// Every regular file's path relative to the root, each followed by a NUL, back to back in walk order.
  private(set) var filePaths: ArraySlice<UInt8> = []
  /// The folder (its index in `folders`) each file is in, so that it is stat'ed by its own name there.
  private(set) var fileFolders: [UInt32] = []
  var fileCount: Int { fileFolders.count }

  init() {}

  init(folders: [Folder], filePaths: ArraySlice<UInt8>, fileFolders: [UInt32]) {
    self.folders = folders
    self.filePaths = filePaths
    self.fileFolders = fileFolders
  }

  /// Walks the content folder at `root` (`ContentWalker`), calling `visit` with each file, and keeps
  /// the listing of the walk when it can stand for it later (`ContentWalker.walk`'s `complete`).
  /// `skipped` are the entries the walk skipped with a warning.
  static func walk(_ root: String, visit: (_ path: [UInt8], _ info: stat) -> Void) -> (
    listing: ContentListing?, skipped: [[UInt8]]
  ) {
    var listing = ContentListing()
    let walked = ContentWalker.walk(root, enter: { path, info in listing.addFolder(path, info) }) { path, info, folder in
      listing.addFile(path, in: folder)
      visit(path, info)
    }
    return (walked.complete ? listing : nil, walked.skipped)
  }

  mutating func addFolder(_ path: [UInt8], _ info: stat) {
    folders.append(Folder(path: (path.isEmpty ? ContentListing.rootPath : path) + [0], state: FolderState(info)))
  }

  /// Adds the file at `path`, in the folder `folder` (an index in `folders`).
  mutating func addFile(_ path: [UInt8], in folder: Int) {
    filePaths.append(contentsOf: path)
    filePaths.append(0)
    fileFolders.append(UInt32(folder))
  }

  /// Whether every folder's times are more than `settlingTime` nanoseconds before `start` (the
  /// wall-clock time, in nanoseconds since 1970, taken before the walk), so that any later change
  /// gives the folder new times.
  func isSettled(before start: Int64, settlingTime: Int64 = ContentListing.settlingTime) -> Bool {
    let limit = start - settlingTime
    // Compared as (seconds, nanoseconds): a file's times can be anything, even past the year 2262.
    let bound = (limit / 1_000_000_000, limit % 1_000_000_000)
    return folders.allSatisfy { folder in
      let state = folder.state
      return (state.modifiedSeconds, state.modifiedNanoseconds) < bound
        && (state.changedSeconds, state.changedNanoseconds) < bound
    }
  }

  /// The wall-clock time in nanoseconds since 1970: the clock file times are taken from.
  static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
