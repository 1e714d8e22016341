/// Where a site build puts its files as it makes them: a staging folder on disk (`SiteWriter`) or
/// memory (`SiteFileList`, for tests and small callers).
///
/// Files are handed over one at a time, so a large site is never held in memory as a whole.
///
///     var list = SiteFileList()
///     try SiteBuilder(knowledgeBase: kb, options: options).build(into: &list)
///     list.files.map(\.path)  // ["index.html", …, "search/manifest.js", "sitemap.xml"]
public protocol SiteOutput {
  mutating func add(_ file: SiteFile) throws
}

/// A site output that keeps every file in memory, in the order they were built.
public struct SiteFileList: SiteOutput {
  public var files: [SiteFile] = []

  public init() {}

  public mutating func add(_ file: SiteFile) throws {
    files.append(file)
  }
}
