import Foundation

/// Deletes a folder and everything in it with plain POSIX calls: replacing a large site deletes
/// thousands of small files, and FileManager's `removeItem` costs several times more per file.
///
///     FolderRemover.remove("/work/.._site.old-1a2b3c4d")
enum FolderRemover {
  /// Removes `path` and its contents; a file or folder that cannot be removed is left behind.
  static func remove(_ path: String) {
    removeContents(of: path)
    rmdir(path)
  }

  /// Removes every file under `path` whose path relative to it is not in `keeping`, and every
  /// folder not in `folders` (relative paths, "" for `path` itself) once emptied.
  ///
  ///     removeAll(in: "_site", keeping: ["index.html"], folders: [""])  // only index.html stays
  static func removeAll(in path: String, keeping: Set<String>, folders: Set<String>) {
    removeAll(in: path, relative: "", keeping: keeping, folders: folders)
  }

  private static func removeAll(in path: String, relative: String, keeping: Set<String>, folders: Set<String>) {
    var subfolders: [String] = []
    forEachEntry(in: path) { descriptor, name, type in
      let inner = relative.isEmpty ? name : relative + "/" + name
      if type == Int32(DT_DIR) {
        subfolders.append(name)
      } else if !keeping.contains(inner) {
        unlinkat(descriptor, name, 0)
      }
    }
    for name in subfolders {
      let inner = relative.isEmpty ? name : relative + "/" + name
      if folders.contains(inner) {
        removeAll(in: path + "/" + name, relative: inner, keeping: keeping, folders: folders)
      } else {
        remove(path + "/" + name)
      }
    }
  }

  /// Deletes every symbolic link under `path` (not what it points to), so that writing into the
  /// folder's files and subfolders can never reach outside it.
  static func removeLinks(in path: String) {
    var subfolders: [String] = []
    forEachEntry(in: path) { descriptor, name, type in
      if type == Int32(DT_LNK) {
        unlinkat(descriptor, name, 0)
      } else if type == Int32(DT_DIR) {
        subfolders.append(name)
      }
    }
    for name in subfolders { removeLinks(in: path + "/" + name) }
  }

  private static func removeContents(of path: String) {
    var subfolders: [String] = []
    forEachEntry(in: path) { descriptor, name, _ in
      // A folder cannot be unlinked as a file: it is emptied below, then removed.
      if unlinkat(descriptor, name, 0) != 0, errno == EISDIR || errno == EPERM { subfolders.append(name) }
    }
    // The site's big folders (index chunks, result files) are emptied side by side: deleting
    // waits on the file system more than on the processor.
    DispatchQueue.concurrentPerform(iterations: subfolders.count) { index in
      removeContents(of: path + "/" + subfolders[index])
    }
    for name in subfolders { rmdir(path + "/" + name) }
  }

  /// Calls `body` with the open folder's descriptor, and each entry's name and directory-entry
  /// type (`DT_DIR`, `DT_LNK`, …), "." and ".." left out.
  private static func forEachEntry(in path: String, _ body: (_ folder: Int32, _ name: String, _ type: Int32) -> Void) {
    guard let folder = opendir(path) else { return }
    defer { closedir(folder) }
    let descriptor = dirfd(folder)
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      var type = Int32(entry.pointee.d_type)
      // Some file systems leave the type unknown in directory entries: it is asked then.
      var info = stat()
      if type == Int32(DT_UNKNOWN), fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: type = Int32(DT_DIR)
        case S_IFLNK: type = Int32(DT_LNK)
        case S_IFREG: type = Int32(DT_REG)
        default: break
        }
      }
      body(descriptor, name, type)
    }
  }
}
