import Foundation
import Glibc

/// The output folder of a fetch, where every file is replaced atomically: a new body is written to
/// a hidden temporary file beside its destination (`en/.toggles.json.tmp-<pid>-<n>`) and renamed
/// over it, so a run killed at any moment leaves each file old or new, never half written.
struct FetchFolder: Sendable {
  let url: URL
  /// The path as the user gave it, for messages.
  let shownPath: String

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
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
      throw FetchError.unwritableOutput(shownPath, reason: "it is a file, not a folder")
    }
    do {
      for folder in needed {
        try manager.createDirectory(at: url.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
    } catch {
      throw FetchError.unwritableOutput(shownPath, reason: FetchFolder.reason(error))
    }
    let probe = url.appendingPathComponent(".hig-fetch-probe.tmp-\(getpid())").path
    let descriptor = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw FetchError.unwritableOutput(shownPath, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
    unlink(probe)
    for folder in [""] + FetchFolder.subfolders {
      let folderURL = folder.isEmpty ? url : url.appendingPathComponent(folder)
      for name in (try? manager.contentsOfDirectory(atPath: folderURL.path)) ?? []
      where name.hasPrefix(".") && name.contains(".tmp-") {
        unlink(folderURL.appendingPathComponent(name).path)
      }
    }
  }

  func path(_ file: String) -> String { url.appendingPathComponent(file).path }

  /// Where the body for `file` is written before it replaces it; unique per request.
  func temporaryPath(for file: String, request: Int) -> String {
    let destination = url.appendingPathComponent(file)
    return destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).tmp-\(getpid())-\(request)").path
  }

  func read(_ file: String) -> Data? { FileManager.default.contents(atPath: path(file)) }

  func exists(_ file: String) -> Bool { FileManager.default.fileExists(atPath: path(file)) }

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
      throw FetchError.unwritableOutput(shownPath, reason: "cannot write \(file): \(FetchFolder.reason(error))")
    }
    try commit(temporary, as: file)
  }

  func remove(_ path: String) { unlink(path) }

  private static func reason(_ error: Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}
