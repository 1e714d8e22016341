import Foundation
import HIGModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The downloaded pictures of figure records (`Figure.file`, inside the content folder) that the
/// site copies into its `images/` folder, and where each lands.
///
/// Only regular files inside the content folder are copied: a path that climbs out, a link as the
/// file itself, or a folder on the way that links outside the content folder is left out, and its
/// figure then shows its alt text with a link to Apple's picture.
///
///     let images = SiteImages(knowledgeBase: kb, contentFolder: "/home/me/hig/Content")
///     images.paths["apple/images/toggles-intro-2x.png"]  // "images/toggles-intro-2x.png"
struct SiteImages: Sendable {
  /// Site path of each copied file, by its path in the content folder.
  var paths: [String: String] = [:]
  /// The content folder's real path.
  private var root: String?

  /// The largest picture copied; Apple's are well under a megabyte.
  static let maximumSize = 16 * 1024 * 1024

  init(knowledgeBase: KnowledgeBase, contentFolder: String?) {
    guard let contentFolder, let root = SiteImages.realPath(contentFolder) else { return }
    self.root = root
    var taken: Set<String> = []
    let files = knowledgeBase.guidelines.flatMap { $0.records.compactMap(\.figure?.file) }
    for file in Set(files).sorted() where paths[file] == nil && SiteImages.isInside(file, root: root) {
      let name = file.split(separator: "/").last.map(String.init) ?? file
      var target = "images/" + name
      var counter = 2
      while !taken.insert(target).inserted {
        target = "images/\(counter)-\(name)"
        counter += 1
      }
      paths[file] = target
    }
  }

  /// The copied files, read now; a file that cannot be read any more fails the build, since a
  /// page already shows it.
  func files() throws -> [SiteFile] {
    guard let root else { return [] }
    return try paths.sorted { $0.value < $1.value }.map { file, target in
      guard let data = SiteImages.contents(of: root + "/" + file) else { throw SiteError.unreadableImage(file) }
      return SiteFile(path: target, contents: data)
    }
  }

  /// True when `file` names a regular file, not a link, whose folders resolve inside `root`.
  static func isInside(_ file: String, root: String) -> Bool {
    let parts = file.split(separator: "/", omittingEmptySubsequences: false)
    guard !file.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return false }
    let path = root + "/" + file
    guard let folder = realPath((path as NSString).deletingLastPathComponent),
      folder == root || folder.hasPrefix(root + "/")
    else { return false }
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maximumSize else {
      return false
    }
    return true
  }

  /// The bytes of a regular file, opened without following a link.
  private static func contents(of path: String) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maximumSize else {
      return nil
    }
    var data = Data(count: Int(info.st_size))
    let count = data.withUnsafeMutableBytes { buffer -> Int in
      var done = 0
      while done < buffer.count {
        let step = read(descriptor, buffer.baseAddress! + done, buffer.count - done)
        if step <= 0 { return step < 0 ? -1 : done }
        done += step
      }
      return done
    }
    return count == data.count ? data : nil
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
