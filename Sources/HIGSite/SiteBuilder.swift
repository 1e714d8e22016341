import Foundation
import HIGModel
import HIGSearch
import LibXML
import Parallel

/// Builds every file of the static site from a knowledge base: pages, theme assets, search index,
/// sitemap.
///
/// Files go to a `SiteOutput` as they are made: `SiteWriter` stages them on disk, so a large site
/// is never held in memory, and a build that fails halfway leaves the old site in place.
///
///     try SiteWriter(output: URL(fileURLWithPath: "_site")).write { try builder.build(into: &$0) }
///     try SiteBuilder(knowledgeBase: kb, options: options).build().map(\.path)
///     // [search index files…, "index.html", "platforms/ios.html", …, "drag-and-drop.html", …, "sitemap.xml"]
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

  /// How to build each page, in the order the sitemap lists them: home, one page per guideline,
  /// platforms, glossary, search, not found.
  static func pages(context: SiteContext) -> [(path: String, document: @Sendable () -> HTMLDocument)] {
    var pages: [(String, @Sendable () -> HTMLDocument)] = [(SitePath.home, { HomePage(context: context).document })]
    for guideline in context.categories.flatMap(\.guidelines) {
      let page = GuidelinePage(guideline: guideline, context: context)
      pages.append((page.path, { page.document }))
    }
    for platform in Platform.allCases {
      for page in PlatformPage.pages(of: platform, context: context) { pages.append((page.path, { page.document })) }
    }
    pages.append((SitePath.glossary, { GlossaryPage(context: context).document }))
    if context.hasChangesPage { pages.append((SitePath.changes, { ChangesPage(context: context).document })) }
    pages.append((SitePath.search, { SearchPage(context: context).document }))
    pages.append((SitePath.notFound, { NotFoundPage(context: context).document }))
    return pages
  }

  /// The named steps of a build, in order, for progress lines ("[2/3] pages").
  public static let steps = ["search index", "pages", "sitemap"]

  /// Builds every file into `output`; `step` is told the index of each step of `steps` as it starts.
  public func build(into output: inout some SiteOutput, step: (Int) -> Void = { _ in }) throws {
    step(0)
    let index = try searchIndex.map { SiteSearchIndex(index: $0) } ?? SiteSearchIndex(knowledgeBase: knowledgeBase)
    try index.write(to: &output)
    try Self.writePages(of: knowledgeBase, options: options, into: &output, step: step)
  }

  /// `build(into:step:)` for a caller that has the search index but not yet the knowledge base:
  /// `load` runs on a thread of its own while the search index, which needs nothing else, is
  /// exported (decoding a knowledge base uses one core; the export, all of them).
  public static func build(
    searchIndex: SearchIndex, options: SiteOptions, loadingKnowledgeBase load: @escaping () throws -> KnowledgeBase,
    into output: inout some SiteOutput, step: (Int) -> Void = { _ in }
  ) throws {
    let knowledgeBase = BackgroundValue(load)
    step(0)
    try SiteSearchIndex(index: searchIndex).write(to: &output)
    let context = try writePages(of: knowledgeBase.value(), options: options, into: &output, step: step)
    // Freeing what the build read and made is thousands of small frees (every record's texts, the
    // pages' shared tables): another thread does it while the caller swaps the site in.
    DispatchQueue.global().async { withExtendedLifetime((context, knowledgeBase)) {} }
  }

  /// The pages, theme assets and sitemap (steps 1 and 2); returns what the pages shared.
  @discardableResult
  private static func writePages(
    of knowledgeBase: KnowledgeBase, options: SiteOptions, into output: inout some SiteOutput, step: (Int) -> Void
  ) throws -> SiteContext {
    step(1)
    let context = SiteContext(knowledgeBase: knowledgeBase, options: options)
    let pages = pages(context: context)
    var seen: Set<String> = []
    for (path, _) in pages {
      // Two slugs that sanitise to the same file would silently overwrite each other.
      guard seen.insert(path).inserted else { throw SiteError.unsafePath(path) }
    }
    // Both cores build and serialize pages, and they reach the output in the order built: the
    // pages gathering records from every guideline first (home, platforms, glossary; built last, the
    // largest platform pages kept one core busy alone at the end), with a
    // window wide enough for the other core to run ahead meanwhile.
    let guidelinePages = 1..<(1 + context.categories.reduce(0) { $0 + $1.guidelines.count })
    let order = pages.indices.filter { !guidelinePages.contains($0) } + guidelinePages
    let writer = output
    try OrderedParallelMap(window: 64).forEach(count: order.count) { position in
      let (path, document) = pages[order[position]]
      return try writer.prepare(SiteFile(path: path, contents: try document().serializedHTMLData()))
    } body: { _, file in
      try output.add(file)
    }
    for asset in options.theme.assets { try output.add(asset) }
    for image in try context.images.files() { try output.add(image) }
    step(2)
    let listed = pages.map(\.path).filter { $0 != SitePath.notFound }
    try output.add(
      SiteFile(
        path: SitePath.sitemap, text: try Sitemap(paths: listed, baseURL: options.baseURL).document.serializedXML()))
    return context
  }

  /// Builds every file in memory.
  public func build() throws -> [SiteFile] {
    var list = SiteFileList()
    try build(into: &list)
    return list.files
  }
}
