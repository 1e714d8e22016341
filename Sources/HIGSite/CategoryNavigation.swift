import HIGModel
import LibXML

/// The list beside a guideline of the guidelines of its category, by Apple's groups, the current
/// one marked: with the whole HIG a category holds up to some sixty pages, all listed. A larger
/// category lists the `limit` guidelines around the current one and links to the whole list on the
/// home page, because every page carries this list: listing thousands would make each page grow
/// with the site, until these lists were most of its HTML (docs/benchmarks.md, "Smaller choices").
///
///     CategoryNavigation(context: context, page: "toggles.html", current: toggles).element
///     // <nav class="category-nav" id="category-nav" aria-label="컴포넌트 가이드라인">…
struct CategoryNavigation {
  var context: SiteContext
  var page: String
  var current: Guideline
  /// The most guidelines listed; more than any category of the whole HIG holds.
  static let limit = 80

  var element: HTMLElement {
    let category = current.category
    let all = context.categories.first { $0.name == category }?.guidelines ?? [current]
    let guidelines = Self.window(of: all, around: current.slug)
    let categoryLink =
      SitePath.relative(from: page, to: SitePath.home) + "#" + context.categoryAnchor(category)
    var children: [HTMLNode] = [
      HTMLElement(
        "h2", ["class": "category-nav-title"],
        [
          HTMLElement(
            "a", ["href": categoryLink],
            [.text(SiteLabels.category(category))]
          ).node
        ]
      ).node
    ]
    for (group, members) in SiteContext.grouped(Array(guidelines)) {
      if let group {
        children.append(HTMLElement("h3", ["class": "category-nav-group"], [.text(SiteLabels.group(group))]).node)
      }
      children.append(HTMLElement("ul", [:], members.map(item)).node)
    }
    if guidelines.count < all.count {
      children.append(
        HTMLElement(
          "p", ["class": "category-nav-all"],
          [HTMLElement("a", ["href": categoryLink], [.text(SiteLabels.wholeCategory(all.count))]).node]
        ).node)
    }
    return HTMLElement(
      "nav", ["class": "category-nav", "id": "category-nav", "aria-label": "\(SiteLabels.category(category)) 가이드라인"],
      children)
  }

  /// The `limit` guidelines around the one with `slug` (all of them when there are no more), in
  /// their order.
  static func window(of guidelines: [Guideline], around slug: String) -> ArraySlice<Guideline> {
    guard guidelines.count > limit else { return guidelines[...] }
    let position = guidelines.firstIndex { $0.slug == slug } ?? 0
    let start = min(max(0, position - limit / 2), guidelines.count - limit)
    return guidelines[start..<start + limit]
  }

  private func item(_ guideline: Guideline) -> HTMLNode {
    let isCurrent = guideline.slug == current.slug
    return HTMLElement(
      "li", [:],
      [
        HTMLElement(
          "a",
          [
            "href": SitePath.relative(from: page, to: context.guidelinePath(guideline.slug)),
            "aria-current": isCurrent ? "page" : nil,
          ],
          [.text(guideline.title.preferring(.ko))]
        ).node
      ]
    ).node
  }
}
