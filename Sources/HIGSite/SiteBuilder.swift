import Foundation
import HIGModel
import LibXML

/// Builds every file of the static site from a knowledge base: pages, theme assets, sitemap.
///
/// Building only produces `SiteFile`s in memory; `SiteWriter` puts them on disk, so a build that
/// fails halfway writes nothing.
///
///     let files = try SiteBuilder(knowledgeBase: kb, options: options).build()
///     files.map(\.path)  // ["index.html", "drag-and-drop.html", …, "sitemap.xml"]
public struct SiteBuilder: Sendable {
  public var knowledgeBase: KnowledgeBase
  public var options: SiteOptions

  public init(knowledgeBase: KnowledgeBase, options: SiteOptions) {
    self.knowledgeBase = knowledgeBase
    self.options = options
  }

  /// The pages, as (path, document) pairs, in the order the sitemap lists them.
  func pages() -> [(path: String, document: HTMLDocument)] {
    let context = SiteContext(knowledgeBase: knowledgeBase, options: options)
    var pages: [(String, HTMLDocument)] = [(SitePath.home, HomePage(context: context).document)]
    for guideline in context.categories.flatMap(\.guidelines) {
      let page = GuidelinePage(guideline: guideline, context: context)
      pages.append((page.path, page.document))
    }
    for platform in Platform.allCases {
      let page = PlatformPage(platform: platform, context: context)
      pages.append((page.path, page.document))
    }
    pages.append((SitePath.glossary, GlossaryPage(context: context).document))
    pages.append((SitePath.search, SearchPage(context: context).document))
    pages.append((SitePath.notFound, NotFoundPage(context: context).document))
    return pages
  }

  /// The named steps of a build, in order, for progress lines ("[2/3] search index").
  public static let steps = ["pages", "search index", "sitemap"]

  /// Builds every file; `step` is told the index of each step of `steps` as it starts.
  public func build(step: (Int) -> Void = { _ in }) throws -> [SiteFile] {
    step(0)
    let pages = pages()
    var files: [SiteFile] = []
    var seen: Set<String> = []
    for (path, document) in pages {
      // Two slugs that sanitise to the same file would silently overwrite each other.
      guard seen.insert(path).inserted else { throw SiteError.unsafePath(path) }
      files.append(SiteFile(path: path, text: try document.serializedHTML()))
    }
    files += options.theme.assets
    step(1)
    files += try SiteSearchIndex(knowledgeBase: knowledgeBase).files()
    step(2)
    let listed = pages.map(\.path).filter { $0 != SitePath.notFound }
    files.append(
      SiteFile(
        path: SitePath.sitemap, text: try Sitemap(paths: listed, baseURL: options.baseURL).document.serializedXML()))
    return files
  }
}
