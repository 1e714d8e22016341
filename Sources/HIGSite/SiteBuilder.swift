import Foundation
import HIGModel
import HIGSearch
import LibXML

/// Builds every file of the static site from a knowledge base: pages, theme assets, search index,
/// sitemap.
///
/// Files go to a `SiteOutput` as they are made: `SiteWriter` stages them on disk, so a large site
/// is never held in memory, and a build that fails halfway leaves the old site in place.
///
///     try SiteWriter(output: URL(fileURLWithPath: "_site")).write { try builder.build(into: &$0) }
///     try SiteBuilder(knowledgeBase: kb, options: options).build().map(\.path)
///     // ["index.html", "drag-and-drop.html", …, "sitemap.xml"]
public struct SiteBuilder: Sendable {
  public var knowledgeBase: KnowledgeBase
  public var options: SiteOptions
  /// HIGSearch's index of the same knowledge base, when the caller has it (`hig site` reuses the
  /// one `hig search` keeps in the cache folder); nil builds it.
  public var searchIndex: SearchIndex?

  public init(knowledgeBase: KnowledgeBase, searchIndex: SearchIndex? = nil, options: SiteOptions) {
    self.knowledgeBase = knowledgeBase
    self.searchIndex = searchIndex
    self.options = options
  }

  /// How to build each page, in the order the sitemap lists them.
  func pages(context: SiteContext) -> [(path: String, document: @Sendable () -> HTMLDocument)] {
    var pages: [(String, @Sendable () -> HTMLDocument)] = [(SitePath.home, { HomePage(context: context).document })]
    for guideline in context.categories.flatMap(\.guidelines) {
      let page = GuidelinePage(guideline: guideline, context: context)
      pages.append((page.path, { page.document }))
    }
    for platform in Platform.allCases {
      let page = PlatformPage(platform: platform, context: context)
      pages.append((page.path, { page.document }))
    }
    pages.append((SitePath.glossary, { GlossaryPage(context: context).document }))
    pages.append((SitePath.search, { SearchPage(context: context).document }))
    pages.append((SitePath.notFound, { NotFoundPage(context: context).document }))
    return pages
  }

  /// The named steps of a build, in order, for progress lines ("[2/3] search index").
  public static let steps = ["pages", "search index", "sitemap"]

  /// Builds every file into `output`; `step` is told the index of each step of `steps` as it starts.
  public func build(into output: inout some SiteOutput, step: (Int) -> Void = { _ in }) throws {
    step(0)
    let context = SiteContext(knowledgeBase: knowledgeBase, options: options)
    let pages = pages(context: context)
    var seen: Set<String> = []
    for (path, _) in pages {
      // Two slugs that sanitise to the same file would silently overwrite each other.
      guard seen.insert(path).inserted else { throw SiteError.unsafePath(path) }
    }
    // Both cores build and serialize pages, a batch at a time so that only a batch is in memory;
    // the batch is then handed to the output in order.
    let batchSize = 16
    for batchStart in stride(from: 0, to: pages.count, by: batchSize) {
      let batch = Array(pages[batchStart..<min(pages.count, batchStart + batchSize)])
      let results = ParallelResults<Result<SiteFile, Error>>(count: batch.count)
      DispatchQueue.concurrentPerform(iterations: batch.count) { position in
        let (path, document) = batch[position]
        results.set(position, Result { SiteFile(path: path, text: try document().serializedHTML()) })
      }
      for result in results.values { try output.add(try result!.get()) }
    }
    for asset in options.theme.assets { try output.add(asset) }
    step(1)
    let index = try searchIndex.map { SiteSearchIndex(index: $0) } ?? SiteSearchIndex(knowledgeBase: knowledgeBase)
    try index.write(to: &output)
    step(2)
    let listed = pages.map(\.path).filter { $0 != SitePath.notFound }
    try output.add(
      SiteFile(
        path: SitePath.sitemap, text: try Sitemap(paths: listed, baseURL: options.baseURL).document.serializedXML()))
  }

  /// Builds every file in memory.
  public func build() throws -> [SiteFile] {
    var list = SiteFileList()
    try build(into: &list)
    return list.files
  }
}

/// Slots that concurrent iterations fill, one each, read once all are done.
private final class ParallelResults<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) {
    slots = [Value?](repeating: nil, count: count)
  }

  func set(_ position: Int, _ value: Value) {
    lock.withLock { slots[position] = value }
  }

  var values: [Value?] { lock.withLock { slots } }
}
