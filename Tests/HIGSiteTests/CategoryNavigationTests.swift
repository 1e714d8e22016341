import Foundation
import HIGModel
import Testing

@testable import HIGSite

@Suite struct CategoryNavigationTests {
  /// A category of `count` guidelines without records, named p000, p001, …
  static func knowledgeBase(count: Int) -> KnowledgeBase {
    let guidelines = (0..<count).map { number in
      Guideline(
        slug: String(format: "p%03d", number), title: LocalizedText(ko: "패턴 \(number)", en: "Pattern \(number)"),
        category: "Patterns", appleURL: "https://developer.apple.com/design/human-interface-guidelines/p\(number)",
        source: Source(file: "p\(number).md", format: "markdown"), platforms: PlatformSupport(supported: [.iOS]),
        sections: [])
    }
    return KnowledgeBase(contentFingerprint: "category-navigation-tests", guidelines: guidelines)
  }

  /// The `<li>` links of a page's category list, and whether it links to the whole list.
  static func navigation(of html: String) throws -> (items: [String], linksToWholeList: Bool) {
    let start = try #require(html.range(of: "<nav class=\"category-nav\""))
    let end = try #require(html.range(of: "</nav>", range: start.upperBound..<html.endIndex))
    let nav = String(html[start.lowerBound..<end.upperBound])
    let items = try nav.components(separatedBy: "<li>").dropFirst().map { item in
      let href = try #require(item.range(of: "href=\""))
      return String(item[href.upperBound...].prefix { $0 != "\"" })
    }
    return (items, nav.contains("category-nav-all"))
  }

  @Test func aCategoryOfTheWholeHIGsSizeIsListedWhole() throws {
    let site = try BuiltSite(knowledgeBase: Self.knowledgeBase(count: 60))
    let nav = try Self.navigation(of: site.html("p030.html"))
    #expect(nav.items.count == 60)
    #expect(!nav.linksToWholeList)
  }

  @Test func aLargerCategoryListsTheGuidelinesAroundTheCurrentOneAndLinksToTheRest() throws {
    let site = try BuiltSite(knowledgeBase: Self.knowledgeBase(count: 500))
    for page in ["p250.html", "p000.html", "p499.html"] {
      let nav = try Self.navigation(of: site.html(page))
      #expect(nav.items.count == CategoryNavigation.limit, "\(page)")
      #expect(nav.items.contains(page), "\(page) lists itself")
      #expect(nav.linksToWholeList, "\(page)")
    }
  }

  @Test func pagesStayTheSameSizeAsTheCategoryGrows() throws {
    let small = try BuiltSite(knowledgeBase: Self.knowledgeBase(count: 200)).html("p100.html")
    let large = try BuiltSite(knowledgeBase: Self.knowledgeBase(count: 800)).html("p100.html")
    #expect(abs(large.utf8.count - small.utf8.count) < 200)
  }
}
