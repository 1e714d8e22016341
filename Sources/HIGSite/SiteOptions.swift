import Foundation

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

  public init(theme: SiteTheme, baseURL: String? = nil, contentFolder: String? = nil) {
    self.theme = theme
    self.baseURL = baseURL
    self.contentFolder = contentFolder
  }

  /// The absolute URL of `path` when a base URL is set.
  func absoluteURL(_ path: String) -> String? {
    baseURL.map { $0 + path }
  }
}
