#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ContentListing {
  /// The listed files of an unchanged content folder, to be stat'ed: `init` checks that every
  /// listed folder is unchanged, and `finish` stats the files and hands them over as a walk of the
  /// root would.
  ///
  /// Each folder is opened and its files stat'ed by their own names in it, as the walk does: a name
  /// of one component is found faster than a path from the root.
  final class Revisit {
    private var descriptors: [Int32] = []
    /// The listing's file paths, NUL-terminated, in memory that stays put while the stats run.
    private let paths: UnsafeMutableBufferPointer<UInt8>
    /// Each file's folder (an index into `descriptors`) and where its own name starts in `paths`.
    private var files: [(folder: Int, name: Int)] = []
    /// Where each file's path starts in `paths`; one more entry for the end.
    private var starts: [Int]

    /// Nil when a listed folder is missing or differs from the listing, or the listing's paths do
    /// not match its files.
    init?(_ listing: ContentListing, root: String) {
      paths = .allocate(capacity: listing.filePaths.count)
      _ = paths.initialize(from: listing.filePaths)
      files.reserveCapacity(listing.fileCount)
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
      for folder in listing.fileFolders {
        guard start < paths.count else { return nil }
        let length = strlen(base + start)
        let nameOffset = nameOffsets[Int(folder)]
        guard nameOffset < length else { return nil }
        files.append((Int(folder), start + nameOffset))
        start += length + 1
        starts.append(start)
      }
      guard start == paths.count else { return nil }
    }

    /// Calls `visit` with each listed file's path (without its NUL) and attributes, in walk order,
    /// once all are stat'ed. Returns false when a file is missing or no longer a regular file
    /// (links followed); `visit` may have been called for some files by then.
    func finish(visit: (_ path: UnsafeBufferPointer<UInt8>, _ info: stat) -> Void) -> Bool {
      let base = UnsafeRawPointer(paths.baseAddress!).assumingMemoryBound(to: CChar.self)
      var info = stat()
      for (number, file) in files.enumerated() {
        guard fstatat(descriptors[file.folder], base + file.name, &info, 0) == 0, info.st_mode & S_IFMT == S_IFREG
        else { return false }
        visit(UnsafeBufferPointer(rebasing: paths[starts[number]..<starts[number + 1] - 1]), info)
      }
      return true
    }

    deinit {
      for descriptor in descriptors { close(descriptor) }
      paths.deallocate()
    }
  }
}
