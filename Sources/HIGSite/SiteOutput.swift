/// Where a site build puts its files as it makes them: a staging folder on disk (`SiteWriter`) or
/// memory (`SiteFileList`, for tests and small callers).
///
/// Files are handed over one at a time, so a large site is never held in memory as a whole. Taking
/// a file has two steps: `prepare`, which may run on any thread and in any order (a staging folder
/// writes the file there, so the cores that make files also write them), and `add`, in build order.
///
///     var list = SiteFileList()
///     try SiteBuilder(knowledgeBase: kb, options: options).build(into: &list)
///     list.files.map(\.path)  // ["index.html", …, "search/manifest.js", "sitemap.xml"]
public protocol SiteOutput {
  /// What `prepare` hands on to `add`: the file itself, or what writing it recorded.
  associatedtype Prepared: Sendable
  /// The part of taking `file` that is safe on any thread, several files at once.
  func prepare(_ file: SiteFile) throws -> Prepared
  /// Takes a prepared file; called in build order, one file at a time.
  mutating func add(_ prepared: Prepared) throws
}

extension SiteOutput {
  /// Prepares and takes `file` on the calling thread.
  public mutating func add(_ file: SiteFile) throws {
    try add(prepare(file))
  }
}

/// A site output that keeps every file in memory, in the order they were built.
public struct SiteFileList: SiteOutput {
  public var files: [SiteFile] = []

  public init() {}

  public func prepare(_ file: SiteFile) -> SiteFile { file }

  public mutating func add(_ file: SiteFile) {
    files.append(file)
  }
}
