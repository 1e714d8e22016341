import Foundation

/// Puts a built site in its output folder so that a failed build never leaves a half-written site.
///
/// Files go to a hidden staging folder beside the output as the build makes them; only when all
/// are written does the old site move aside and the new one take its name (two renames), and the
/// old one is then deleted. A folder hig did not write (no `.hig-site` marker) is never replaced.
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
      throw SiteError.writeFailed(path: parent.path, reason: error.localizedDescription)
    }
    let token = UUID().uuidString.prefix(8)
    let staging = parent.appendingPathComponent(".\(name).staging-\(token)")
    let retired = parent.appendingPathComponent(".\(name).old-\(token)")
    defer { FolderRemover.remove(staging.path) }

    var folder = try StagingFolder(path: staging.path)
    try build(&folder)
    let summary = folder.summary  // the site's own files, without the marker
    try folder.add(SiteFile(path: SiteWriter.marker, text: "written by \(generator)\n"))

    let hadOld = manager.fileExists(atPath: output.path)
    if hadOld, rename(output.path, retired.path) != 0 {
      throw SiteError.writeFailed(path: output.path, reason: String(cString: strerror(errno)))
    }
    if rename(staging.path, output.path) != 0 {
      let reason = String(cString: strerror(errno))
      if hadOld { _ = rename(retired.path, output.path) }
      throw SiteError.writeFailed(path: output.path, reason: reason)
    }
    if hadOld { FolderRemover.remove(retired.path) }
    return summary
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
/// as soon as it is added.
public struct StagingFolder: SiteOutput {
  let path: String
  /// Folders made so far: a site has thousands of index files in a handful of folders.
  private var folders: Set<String> = [""]
  private(set) var summary = SiteWriter.Summary()

  init(path: String) throws {
    self.path = path
    guard mkdir(path, 0o755) == 0 else {
      throw SiteError.writeFailed(path: path, reason: String(cString: strerror(errno)))
    }
  }

  public mutating func add(_ file: SiteFile) throws {
    guard file.hasSafePath else { throw SiteError.unsafePath(file.path) }
    if let slash = file.path.lastIndex(of: "/") { try makeFolder(String(file.path[..<slash])) }
    // Plain POSIX calls: FileManager costs several times more per small file.
    let descriptor = open(path + "/" + file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(file.path) }
    defer { close(descriptor) }
    try file.contents.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { throw failure(file.path) }
        offset += written
      }
    }
    summary.files += 1
    summary.bytes += file.contents.count
    if file.path.hasSuffix(".html") { summary.pages += 1 }
  }

  private mutating func makeFolder(_ folder: String) throws {
    guard !folders.contains(folder) else { return }
    if let slash = folder.lastIndex(of: "/") { try makeFolder(String(folder[..<slash])) }
    guard mkdir(path + "/" + folder, 0o755) == 0 || errno == EEXIST else { throw failure(folder) }
    folders.insert(folder)
  }

  private func failure(_ path: String) -> SiteError {
    SiteError.writeFailed(path: path, reason: String(cString: strerror(errno)))
  }
}
