import HIGModel

/// Where each kind of page lives in the built site, as a path relative to the site's root.
///
/// Pages are plain `.html` files (never folder indexes) so that every link also works when the
/// site is opened from disk with `file://`. A guideline's page is `<slug>.html` at the root, the
/// address HIGCite's `SiteAddress` puts in citations.
///
///     SitePath.guideline("drag-and-drop")  // "drag-and-drop.html"
///     SitePath.platform(.iOS)              // "platforms/ios.html"
public enum SitePath {
  public static let home = "index.html"
  public static let glossary = "glossary.html"
  /// "변경 사항 · What's new": the changes the fetch history holds, and the Korean lag.
  public static let changes = "changes.html"
  public static let search = "search.html"
  public static let notFound = "404.html"
  public static let sitemap = "sitemap.xml"
  public static let stylesheet = "assets/style.css"
  public static let script = "assets/site.js"
  public static let searchScript = "assets/search.js"
  /// The search page's engine, WebAssembly inlined in a script (`SearchCoreModule`).
  public static let searchCoreScript = "assets/search-core.js"
  /// The "copy citation" buttons' script, on the pages that show records.
  public static let citationScript = "assets/cite.js"

  /// A guideline's page. The slug is sanitised again here so that no title or slug, however it
  /// was written, can name a file outside the site or one of the site's own pages.
  public static func guideline(_ slug: String) -> String {
    let safe = Slug.make(slug)
    if safe.isEmpty || reservedNames.contains(safe) { return "\(safe.isEmpty ? "untitled" : safe)-guideline.html" }
    return "\(safe).html"
  }

  /// Page names the site uses itself; a guideline with such a slug gets "-guideline" added.
  static let reservedNames: Set<String> = ["index", "glossary", "changes", "search", "404", "sitemap"]

  public static func platform(_ platform: Platform) -> String {
    "platforms/\(platform.rawValue.lowercased()).html"
  }

  /// The path of a record's permalink: its guideline's page with the record ID as the anchor.
  public static func record(_ id: RecordID) -> String {
    record(id, onPage: guideline(id.slug))
  }

  /// `record(_:)` for a caller that already knows the path of the record's guideline page.
  static func record(_ id: RecordID, onPage page: String) -> String {
    page + "#" + id.rawValue
  }

  /// A link from the page at `page` to `target`, relative so the site works under any sub-path.
  ///
  ///     SitePath.relative(from: "platforms/ios.html", to: "glossary.html#term-modality")
  ///     // "../glossary.html#term-modality"
  public static func relative(from page: String, to target: String) -> String {
    // The page's non-empty path components, counted on bytes: links are made for every record.
    var components = 0
    var previous = UInt8(ascii: "/")
    for byte in page.utf8 {
      if previous == UInt8(ascii: "/") && byte != UInt8(ascii: "/") { components += 1 }
      previous = byte
    }
    let depth = components - 1
    return String(repeating: "../", count: max(0, depth)) + target
  }
}
