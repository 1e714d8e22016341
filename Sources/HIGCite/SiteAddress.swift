import Foundation
import HIGModel

/// Where a guideline and a rule live on the generated site, given the site's base URL.
///
/// The site has one page per guideline named `<slug>.html`, and each record's anchor is its ID.
///
///     SiteAddress(baseURL: "https://hig.example.kr/")?.url(for: RecordID(rawValue: "drag-and-drop/4h8tpa"))
///     // "https://hig.example.kr/drag-and-drop.html#drag-and-drop/4h8tpa"
public struct SiteAddress: Hashable, Sendable {
  /// The base URL without a trailing slash.
  public let baseURL: String

  /// What a base URL must be, for messages about one that is not.
  public static let expected =
    "an absolute http(s) URL such as https://hig.example.kr/hig (citations and the sitemap are read outside the site, where a relative link leads nowhere)"

  /// Reads the address a site is served from, as `--base-url` and `siteURL` in hig.json give it, for
  /// `hig cite`, `hig check` and `hig site` alike: an absolute http(s) URL with a host and without a
  /// query or fragment; a trailing slash is dropped. Nil for anything else.
  ///
  ///     SiteAddress(baseURL: "https://example.github.io/hig/")?.baseURL  // "https://example.github.io/hig"
  ///     SiteAddress(baseURL: "/hig")                                    // nil: a relative path
  public init?(baseURL: String) {
    var base = baseURL.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !base.contains(where: { $0.isWhitespace || $0 == "#" || $0 == "?" }),
      let colon = base.firstIndex(of: ":"), ["http", "https"].contains(base[..<colon].lowercased()),
      base[colon...].hasPrefix("://")
    else { return nil }
    let host = base[base.index(colon, offsetBy: 3)...].prefix { $0 != "/" }
    guard !host.isEmpty, !host.hasPrefix(":") else { return nil }
    while base.hasSuffix("/") { base.removeLast() }
    self.baseURL = base
  }

  /// The guideline's page.
  public func url(forGuideline slug: String) -> String { "\(baseURL)/\(slug).html" }

  /// The record's anchor on its guideline's page.
  public func url(for id: RecordID) -> String {
    "\(url(forGuideline: id.slug))#\(id.rawValue)"
  }
}
