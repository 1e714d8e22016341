import FileAccess
import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The output folder of a fetch, where every file is replaced atomically: a new body is written to
/// a hidden temporary file beside its destination (`en/.toggles.json.tmp-<pid>-<n>`) and renamed
/// over it, so a run killed at any moment leaves each file old or new, never half written.
///
/// Nothing is written, read or removed through a symbolic link that leads out of the content
/// folder (when the folder is inside it, as `Content/apple` is) or out of the folder itself: a
/// cloned repository may carry `Content/apple/en` as a link to a user's own files.
struct FetchFolder: Sendable {
  let url: URL
  /// The path as the user gave it, for messages.
  let shownPath: String
  /// The folder no link may lead out of, and its name in messages.
  let boundary: String
  let boundaryName: String

  init(url: URL, shownPath: String, contentFolder: URL?) {
    self.url = url.standardizedFileURL
    self.shownPath = shownPath
    let content = contentFolder?.standardizedFileURL.path
    if let content, self.url.path.hasPrefix(content.hasSuffix("/") ? content : content + "/") {
      boundary = content
      boundaryName = "the content folder"
    } else {
      boundary = self.url.path
      boundaryName = "the output folder"
    }
  }

  /// The largest file read back from the folder: more than any page, table of contents or image.
  static let largestFile = 32 << 20

  /// The subfolders files go to.
  static let subfolders = ["en", "ko", "images"]

  /// The subfolders a run with `options` writes to.
  static func subfolders(for options: FetchOptions) -> [String] {
    options.languages.map(\.rawValue) + (options.images ? ["images"] : [])
  }

  /// The bytes allowed in a file name made from a slug or an image URL.
  static func isSafeNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  /// Makes the folder and the `subfolders` this run needs, proves it writable, and removes
  /// temporary files an interrupted run left behind.
  func prepare(subfolders needed: [String]) throws {
    let relative = String(url.path.dropFirst(boundary.count))
    do {
      try FolderMaker.make(relative, in: boundary, boundaryName: boundaryName)
      for folder in needed {
        try FolderMaker.make(relative + "/" + folder, in: boundary, boundaryName: boundaryName)
      }
    } catch let error as FolderError {
      throw FetchError.unwritableOutput(shownPath, reason: error.showingPath(shown).description)
    }
    let probe = url.appendingPathComponent(".hig-fetch-probe.tmp-\(getpid())").path
    let descriptor = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw FetchError.unwritableOutput(shownPath, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
    unlink(probe)
    guard let inside = FolderBoundary(path: boundary) else { return }
    for folder in [""] + FetchFolder.subfolders {
      let folderURL = folder.isEmpty ? url : url.appendingPathComponent(folder)
      // A subfolder this run does not use may still be a link out: it is left alone.
      guard FolderMaker.isFolder(folderURL.path, inside: inside) else { continue }
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folderURL.path)) ?? []
      where name.hasPrefix(".") && name.contains(".tmp-") {
        unlink(folderURL.appendingPathComponent(name).path)
      }
    }
  }

  /// A path of the walk as the user would know it: "it" for the folder itself, its files under the
  /// name the user gave it.
  private func shown(_ path: String) -> String {
    if path == url.path { return "it" }
    if path.hasPrefix(url.path + "/") { return shownPath + path.dropFirst(url.path.count) }
    return path
  }

  func path(_ file: String) -> String { url.appendingPathComponent(file).path }

  /// Where the body for `file` is written before it replaces it; unique per request.
  func temporaryPath(for file: String, request: Int) -> String {
    let destination = url.appendingPathComponent(file)
    return destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).tmp-\(getpid())-\(request)").path
  }

  /// The bytes of `file`, when it is a regular file of the folder: never through a link, which
  /// may lead anywhere, nor past `limit` bytes.
  func read(_ file: String, limit: Int = FetchFolder.largestFile) -> Data? {
    guard exists(file), let bytes = try? FileReader.read(path(file), limit: limit) else { return nil }
    return Data(bytes)
  }

  /// Whether `file` is a regular file of the folder (a link in its place is not: a body replaces it).
  func exists(_ file: String) -> Bool {
    var info = stat()
    return lstat(path(file), &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// Puts the finished temporary file in place of `file`, in one rename.
  func commit(_ temporary: String, as file: String) throws {
    guard rename(temporary, path(file)) == 0 else {
      throw FetchError.unwritableOutput(
        shownPath, reason: "cannot replace \(file): \(String(cString: strerror(errno)))")
    }
  }

  /// Writes `data` as `file` through a temporary file.
  func write(_ data: Data, as file: String) throws {
    let temporary = url.appendingPathComponent(".\(file).tmp-\(getpid())").path
    do {
      try data.write(to: URL(fileURLWithPath: temporary))
    } catch {
      throw FetchError.unwritableOutput(shownPath, reason: "cannot write \(file): \(ErrorText.describe(error))")
    }
    try commit(temporary, as: file)
  }

  func remove(_ path: String) { unlink(path) }
}
