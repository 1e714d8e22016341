import Foundation
import HIGChanges
import HIGModel

/// How to publish a site: the theme to use and, when known, the address it will be served from.
///
///     SiteOptions(theme: try SiteTheme(folder: URL(fileURLWithPath: "site")), baseURL: "https://team.github.io/hig/")
public struct SiteOptions: Sendable {
  public var theme: SiteTheme
  /// The site's public address ending in "/" (as HIGCite's `SiteAddress` reads it, plus the "/"),
  /// for canonical links, the sitemap and citations. Without it every link is relative and the
  /// sitemap lists relative paths.
  public var baseURL: String?
  /// The content folder the knowledge base was built from: its downloaded pictures of figures are
  /// copied into the site. Nil copies none (figures show their alt text and link Apple's picture).
  public var contentFolder: String?
  /// Every change the fetch history holds (`hig changes --since` its start), for the "What's new"
  /// page and each guideline's last-changed date; nil: no history, no such page.
  public var changes: ChangeReport?
  /// The records of a knowledge base whose Korean lags behind their English
  /// (`ChangeFinder.koreanLag`): marked where they stand, and listed on the "What's new" page. A
  /// function, since `hig site` decodes the knowledge base while the search index is exported.
  public var koreanLag: @Sendable (KnowledgeBase) -> [LaggingRecord]

  public init(
    theme: SiteTheme, baseURL: String? = nil, contentFolder: String? = nil, changes: ChangeReport? = nil,
    koreanLag: @escaping @Sendable (KnowledgeBase) -> [LaggingRecord] = { _ in [] }
  ) {
    self.theme = theme
    self.baseURL = baseURL
    self.contentFolder = contentFolder
    self.changes = changes
    self.koreanLag = koreanLag
  }

  /// The absolute URL of `path` when a base URL is set.
  func absoluteURL(_ path: String) -> String? {
    baseURL.map { $0 + path }
  }
}
