import CStatMany
import Glibc

extension ContentListing {
  /// The listed files of an unchanged content folder being stat'ed: when every listed folder is
  /// unchanged, the stats are under way (on another thread where one helps) by the time `init`
  /// returns, and `finish` hands them over as a walk of the root would.
  ///
  /// The caller goes on meanwhile (`hig search` ranks); `finish` answers whatever is left itself,
  /// never waiting for the other thread, and reports the files in walk order. Each folder is opened
  /// and its files stat'ed by their own names in it, as the walk does: a name of one component is
  /// found faster than a path from the root.
  final class Revisit {
    private var descriptors: [Int32] = []
    /// The listing's file paths, NUL-terminated, in memory that stays put while the stats run.
    private let paths: UnsafeMutableBufferPointer<UInt8>
    private let requests: UnsafeMutableBufferPointer<hig_stat_request>
    /// Where each file's path starts in `paths`; one more entry for the end.
    private var starts: [Int]
    private var batch: OpaquePointer?
    private var finished = false

    /// Fewer files are stat'ed by `finish` alone: a thread costs about as much as 60 stats to start.
    static let threadMinimum = 64

    /// Nil when a listed folder is missing or differs from the listing, or the listing's paths do
    /// not match its files.
    init?(_ listing: ContentListing, root: String) {
      paths = .allocate(capacity: listing.filePaths.count)
      _ = paths.initialize(from: listing.filePaths)
      requests = .allocate(capacity: listing.fileCount)
      requests.initialize(repeating: hig_stat_request())
      starts = [0]
      starts.reserveCapacity(listing.fileCount + 1)
      var info = stat()
      for folder in listing.folders {
        let descriptor =
          descriptors.isEmpty
          ? open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
          : folder.path.withUnsafeBufferPointer { path in
            path.withMemoryRebound(to: CChar.self) {
              openat(descriptors[0], $0.baseAddress!, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            }
          }
        guard descriptor >= 0 else { return nil }
        descriptors.append(descriptor)
        guard fstat(descriptor, &info) == 0, FolderState(info) == folder.state else { return nil }
      }
      // Where a file's own name starts in its path: after its folder's path and the "/".
      let nameOffsets = listing.folders.indices.map { $0 == 0 ? 0 : listing.folders[$0].path.count }
      let base = UnsafeRawPointer(paths.baseAddress!).assumingMemoryBound(to: CChar.self)
      var start = 0
      for (number, folder) in listing.fileFolders.enumerated() {
        guard start < paths.count else { return nil }
        let length = strlen(base + start)
        let nameOffset = nameOffsets[Int(folder)]
        guard nameOffset < length else { return nil }
        requests[number].folder = descriptors[Int(folder)]
        requests[number].name = base + start + nameOffset
        start += length + 1
        starts.append(start)
      }
      guard start == paths.count else { return nil }
      batch = hig_stat_many_start(requests.baseAddress, requests.count, Revisit.threadMinimum)
      guard batch != nil else { return nil }
    }

    /// Calls `visit` with each listed file's path (without its NUL) and attributes, in walk order,
    /// once all are stat'ed. Returns false when a file is missing or no longer a regular file
    /// (links followed); `visit` may have been called for some files by then.
    func finish(visit: (_ path: UnsafeBufferPointer<UInt8>, _ info: stat) -> Void) -> Bool {
      answerAll()
      // What the walk's visitor reads of a stat: the mode, size and modification time.
      var info = stat()
      for number in requests.indices {
        let request = requests[number]
        let answer = request.answer
        guard answer.result == 0, answer.mode & S_IFMT == S_IFREG else { return false }
        (info.st_mode, info.st_size, info.st_mtim) = (answer.mode, answer.size, answer.modified)
        visit(UnsafeBufferPointer(rebasing: paths[starts[number]..<starts[number + 1] - 1]), info)
      }
      return true
    }

    /// Has every request answered (the rest here, see `hig_stat_many_finish`) and lets go of the batch.
    private func answerAll() {
      guard !finished else { return }
      finished = true
      hig_stat_many_finish(batch)
    }

    deinit {
      // A revisit dropped unfinished still lets go of the batch, which the other thread may hold.
      answerAll()
      for descriptor in descriptors { close(descriptor) }
      requests.deallocate()
      paths.deallocate()
    }
  }
}
