import Foundation
import HIGSite
import TestSupport
import Testing

/// Follows every link of the built site: internal links must name an existing file and, with a
/// fragment, an element id on that page.
@Suite(.serialized) struct LinkCheckerTests {
  /// A broken internal link, for the failure message.
  struct BrokenLink: CustomStringConvertible {
    var page: String
    var href: String
    var reason: String
    var description: String { "\(page): \(href) (\(reason))" }
  }

  static func brokenLinks(in site: BuiltSite) -> (broken: [BrokenLink], checked: Int) {
    var ids: [String: Set<String>] = [:]
    for path in site.pagePaths { ids[path] = site.page(path).ids }
    var broken: [BrokenLink] = []
    var checked = 0
    for path in site.pagePaths {
      let page = site.page(path)
      let links = page.elements.compactMap { $0.attributes["href"] ?? $0.attributes["src"] ?? $0.attributes["action"] }
      for href in links {
        if href.hasPrefix("https://") || href.hasPrefix("http://") || href.hasPrefix("mailto:") { continue }
        checked += 1
        guard let (target, fragment) = resolve(href, from: path) else {
          broken.append(BrokenLink(page: path, href: href, reason: "leaves the site"))
          continue
        }
        guard site.files[target] != nil else {
          broken.append(BrokenLink(page: path, href: href, reason: "no file \(target)"))
          continue
        }
        if let fragment, !fragment.isEmpty, ids[target]?.contains(fragment) != true {
          broken.append(BrokenLink(page: path, href: href, reason: "no id '\(fragment)' in \(target)"))
        }
      }
    }
    return (broken, checked)
  }

  /// The site path and fragment an href on the page at `page` leads to; nil when it climbs out.
  static func resolve(_ href: String, from page: String) -> (String, String?)? {
    var reference = href
    var fragment: String?
    if let hash = reference.firstIndex(of: "#") {
      fragment = String(reference[reference.index(after: hash)...]).removingPercentEncoding
      reference = String(reference[..<hash])
    }
    if let query = reference.firstIndex(of: "?") { reference = String(reference[..<query]) }
    if reference.isEmpty { return (page, fragment) }
    var parts = page.split(separator: "/").dropLast().map(String.init)
    for part in reference.split(separator: "/") {
      if part == ".." {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      } else if part != "." {
        parts.append(String(part).removingPercentEncoding ?? String(part))
      }
    }
    return (parts.joined(separator: "/"), fragment)
  }

  @Test func everyInternalLinkAndAnchorOfTheRealSiteResolves() throws {
    let site = try BuiltSite.fixture.get()
    let result = Self.brokenLinks(in: site)
    #expect(result.broken.isEmpty, "\(result.broken.map(\.description).joined(separator: "\n"))")
    #expect(result.checked > 300, "the checker followed \(result.checked) links")
  }

  @Test func theCheckerCatchesAMissingAnchor() throws {
    var site = try BuiltSite.fixture.get()
    let html = site.html("index.html").replacingOccurrences(
      of: "href=\"glossary.html\"", with: "href=\"glossary.html#no-such-term\"")
    site.files["index.html"] = Data(html.utf8)
    #expect(!Self.brokenLinks(in: site).broken.isEmpty)
  }

  @Test func crossReferencesLinkToLocalPagesOrApple() throws {
    let site = try BuiltSite.fixture.get()
    let references = site.knowledgeBase.guidelines.flatMap { guideline in
      guideline.records.flatMap { record in record.references.map { (guideline, $0) } }
    }
    #expect(!references.isEmpty)
    for (guideline, reference) in references {
      guard let slug = reference.slug else { continue }
      let page = site.page(SitePath.guideline(guideline.slug))
      let expected =
        site.knowledgeBase.guideline(slug: slug) != nil
        ? SitePath.relative(from: SitePath.guideline(guideline.slug), to: SitePath.guideline(slug))
        : "https://developer.apple.com/design/human-interface-guidelines/\(slug)"
      #expect(
        page.elements.contains { $0.attributes["class"] == "xref" && $0.attributes["href"] == expected },
        "\(guideline.slug): '\(reference.label)' should link to \(expected)")
    }
  }

  @Test func glossaryTermsInTextLinkToTheGlossary() throws {
    let site = try BuiltSite.fixture.get()
    let guidelinePages = site.knowledgeBase.guidelines.map { SitePath.guideline($0.slug) }
    let links = guidelinePages.flatMap { path in
      site.page(path).elements.filter { $0.attributes["class"] == "term" }
    }
    #expect(!links.isEmpty)
    #expect(links.allSatisfy { $0.attributes["href"]?.hasPrefix("glossary.html#term-") == true })
  }

  @Test func theLibxml2CheckReportsBrokenMarkup() {
    #expect(!ParsedPage(html: "<!DOCTYPE html><html><body><p>a</div></body></html>").errors.isEmpty)
  }
}
