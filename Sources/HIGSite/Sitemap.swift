import LibXML

/// `sitemap.xml`: every page of the site, for search engines.
///
/// The sitemap protocol wants absolute URLs; without `--base-url` the entries are paths relative
/// to the sitemap, which crawlers that fetched it can still resolve.
///
///     Sitemap(paths: ["index.html"], baseURL: "https://example.com/hig/").document
///     // <urlset …><url><loc>https://example.com/hig/index.html</loc></url></urlset>
struct Sitemap {
  var paths: [String]
  var baseURL: String?

  var document: HTMLDocument {
    let urls = paths.map { path in
      HTMLElement("url", [:], [HTMLElement("loc", [:], [.text((baseURL ?? "") + path)]).node]).node
    }
    return HTMLDocument(root: HTMLElement("urlset", ["xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9"], urls))
  }
}
