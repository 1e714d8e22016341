import HIGModel
import LibXML

/// The list beside a guideline of every guideline of its category, by Apple's groups, the current
/// one marked: with the whole HIG a category holds up to some sixty pages.
///
///     CategoryNavigation(context: context, page: "toggles.html", current: toggles).element
///     // <nav class="category-nav" id="category-nav" aria-label="컴포넌트 가이드라인">…
struct CategoryNavigation {
  var context: SiteContext
  var page: String
  var current: Guideline

  var element: HTMLElement {
    let category = current.category
    let guidelines = context.categories.first { $0.name == category }?.guidelines ?? [current]
    var children: [HTMLNode] = [
      HTMLElement(
        "h2", ["class": "category-nav-title"],
        [
          HTMLElement(
            "a", ["href": SitePath.relative(from: page, to: SitePath.home) + "#" + context.categoryAnchor(category)],
            [.text(SiteLabels.category(category))]
          ).node
        ]
      ).node
    ]
    for (group, members) in SiteContext.grouped(guidelines) {
      if let group {
        children.append(HTMLElement("h3", ["class": "category-nav-group"], [.text(SiteLabels.group(group))]).node)
      }
      children.append(HTMLElement("ul", [:], members.map(item)).node)
    }
    return HTMLElement(
      "nav", ["class": "category-nav", "id": "category-nav", "aria-label": "\(SiteLabels.category(category)) 가이드라인"],
      children)
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
