import Foundation

/// Puts a built site in its output folder so that a failed build never leaves a half-written site.
///
/// Files go to a hidden staging folder beside the output; only when all are written does the old
/// site move aside and the new one take its name (two renames), and the old one is then deleted.
/// A folder hig did not write (no `.hig-site` marker) is never replaced.
///
///     try SiteWriter(output: URL(fileURLWithPath: "_site")).write(files)
public struct SiteWriter: Sendable {
  public var output: URL
  /// The file that marks a folder as written by `hig site`, so it may be replaced.
  public static let marker = ".hig-site"

  public init(output: URL) {
    self.output = output.standardizedFileURL
  }

  public func write(_ files: [SiteFile], generator: String = "hig") throws {
    for file in files where !file.hasSafePath { throw SiteError.unsafePath(file.path) }
    let manager = FileManager.default
    let parent = output.deletingLastPathComponent()
    let name = output.lastPathComponent
    try checkReplaceable()
    do {
      try manager.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw SiteError.writeFailed(path: parent.path, reason: error.localizedDescription)
    }
    let token = UUID().uuidString.prefix(8)
    let staging = parent.appendingPathComponent(".\(name).staging-\(token)")
    let retired = parent.appendingPathComponent(".\(name).old-\(token)")
    defer { try? manager.removeItem(at: staging) }

    let all = files + [SiteFile(path: SiteWriter.marker, text: "written by \(generator)\n")]
    // Folders first, each once: a site has thousands of index files in a handful of folders.
    let folders = Set(all.map { file in file.path.lastIndex(of: "/").map { String(file.path[..<$0]) } ?? "" }).sorted()
    for folder in folders {
      do {
        try manager.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
      } catch {
        throw SiteError.writeFailed(path: folder, reason: error.localizedDescription)
      }
    }
    // Thousands of small index files: written two at a time, which halves the wall time on a
    // slow disk; the first failure is reported.
    let failure = FirstFailure()
    let stagingPath = staging.path
    DispatchQueue.concurrentPerform(iterations: 2) { lane in
      for index in stride(from: lane, to: all.count, by: 2) {
        let file = all[index]
        if failure.value != nil { return }
        if !FileManager.default.createFile(atPath: stagingPath + "/" + file.path, contents: file.contents) {
          failure.record(SiteError.writeFailed(path: file.path, reason: String(cString: strerror(errno))))
        }
      }
    }
    if let error = failure.value { throw error }

    let hadOld = manager.fileExists(atPath: output.path)
    if hadOld, rename(output.path, retired.path) != 0 {
      throw SiteError.writeFailed(path: output.path, reason: String(cString: strerror(errno)))
    }
    if rename(staging.path, output.path) != 0 {
      let reason = String(cString: strerror(errno))
      if hadOld { _ = rename(retired.path, output.path) }
      throw SiteError.writeFailed(path: output.path, reason: reason)
    }
    if hadOld { try? manager.removeItem(at: retired) }
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

/// The first error of work done on several threads.
private final class FirstFailure: @unchecked Sendable {
  private let lock = NSLock()
  private var error: SiteError?

  var value: SiteError? { lock.withLock { error } }

  func record(_ newError: SiteError) {
    lock.withLock { if error == nil { error = newError } }
  }
}
