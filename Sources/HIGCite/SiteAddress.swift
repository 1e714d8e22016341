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

  /// Accepts an absolute http(s) URL, or a relative path such as "." or "../site" for links
  /// between pages of the site itself; nil for anything else.
  public init?(baseURL: String) {
    var base = baseURL.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !base.isEmpty, !base.contains(where: { $0.isWhitespace || $0 == "#" || $0 == "?" }) else { return nil }
    if let colon = base.firstIndex(of: ":") {
      let scheme = base[..<colon].lowercased()
      guard scheme == "http" || scheme == "https" || scheme == "file", base[colon...].hasPrefix("://") else {
        return nil
      }
    }
    while base.count > 1, base.hasSuffix("/") { base.removeLast() }
    self.baseURL = base
  }

  /// The guideline's page.
  public func url(forGuideline slug: String) -> String {
    baseURL == "/" ? "/\(slug).html" : "\(baseURL)/\(slug).html"
  }

  /// The record's anchor on its guideline's page.
  public func url(for id: RecordID) -> String {
    "\(url(forGuideline: id.slug))#\(id.rawValue)"
  }
}
