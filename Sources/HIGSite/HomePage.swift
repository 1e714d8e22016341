import HIGModel
import LibXML

/// The home page: a search box, a list of Apple's sections to jump to, then every guideline by
/// section and, within a section, by Apple's group (the Components of the whole HIG fill eight),
/// with Korean and English titles and platform badges, and links to the platform pages.
///
///     HomePage(context: context).document  // index.html
struct HomePage {
  var context: SiteContext
  let path = SitePath.home

  var document: HTMLDocument {
    let layout = PageLayout(context: context, path: path, title: "가이드라인")
    let kb = context.knowledgeBase
    let rules = kb.guidelines.reduce(0) { $0 + Self.ruleCount($1) }
    var main: [HTMLNode] = [
      HTMLElement(
        "header", ["class": "home-header"],
        [
          HTMLElement("h1", [:], [.text(SiteLabels.siteTitle)]).node,
          HTMLElement("p", ["class": "lead"], [.text(SiteLabels.siteSubtitle)]).node,
          HTMLElement(
            "p", ["class": "counts"],
            [.text("가이드라인 \(kb.guidelines.count)개 · 규칙 \(rules)개 · 용어 \(kb.glossary.count)개")]
          ).node,
          SearchBox(action: SitePath.search, id: "hig-home-search").element.node,
        ]
      ).node
    ]
    if context.categories.count > 1 { main.append(categoryIndex.node) }
    for (index, category) in context.categories.enumerated() {
      let headingID = "category-\(index + 1)"
      var children: [HTMLNode] = [
        HTMLElement(
          "h2", ["id": headingID],
          [
            .text(SiteLabels.category(category.name) + " "),
            HTMLElement("span", ["lang": "en", "class": "heading-en"], [.text(category.name)]).node,
            HTMLElement("span", ["class": "category-count"], [.text(" \(category.guidelines.count)")]).node,
          ]
        ).node
      ]
      for (group, guidelines) in SiteContext.grouped(category.guidelines) {
        if let group {
          children.append(
            HTMLElement(
              "h3", ["class": "group-heading"],
              [
                .text(SiteLabels.group(group) + " "),
                HTMLElement("span", ["lang": "en", "class": "heading-en"], [.text(group)]).node,
              ]
            ).node)
        }
        children.append(HTMLElement("ul", ["class": "cards"], guidelines.map(card)).node)
      }
      main.append(HTMLElement("section", ["class": "category", "aria-labelledby": headingID], children).node)
    }
    main.append(platformList.node)
    return layout.document(main: main)
  }

  private func card(_ guideline: Guideline) -> HTMLNode {
    var title: [HTMLNode] = []
    if let ko = guideline.title.ko {
      title.append(HTMLElement("span", ["class": "card-title", "lang": "ko"], [.text(ko)]).node)
    }
    if let en = guideline.title.en {
      title.append(HTMLElement("span", ["class": "card-title-en", "lang": "en"], [.text(en)]).node)
    }
    let rules = Self.ruleCount(guideline)
    let records = guideline.sections.reduce(0) { $0 + ($1.translation == nil ? $1.records.count : 0) }
    return HTMLElement(
      "li", ["class": "card"],
      [
        HTMLElement("a", ["href": context.guidelinePath(guideline.slug)], title).node,
        HTMLElement("p", ["class": "card-meta"], [.text("규칙 \(rules)개 · 항목 \(records)개")]).node,
        PlatformBadges(support: guideline.platforms).element.node,
      ]
    ).node
  }

  /// Counted section by section: `Guideline.records` would copy every record into a new array.
  private static func ruleCount(_ guideline: Guideline) -> Int {
    // The page's own rules: a community translation's are the same rules again.
    guideline.sections.reduce(0) { count, section in
      count + (section.translation == nil ? section.records.count { $0.kind == .rule } : 0)
    }
  }

  /// Links to each section of the page, with the number of guidelines in it.
  private var categoryIndex: HTMLElement {
    HTMLElement(
      "nav", ["class": "category-index", "aria-label": "분류"],
      [
        HTMLElement(
          "ul", [:],
          context.categories.enumerated().map { index, category in
            HTMLElement(
              "li", [:],
              [
                HTMLElement(
                  "a", ["href": "#category-\(index + 1)"],
                  [.text("\(SiteLabels.category(category.name)) \(category.guidelines.count)")]
                ).node
              ]
            ).node
          }
        ).node
      ])
  }

  private var platformList: HTMLElement {
    HTMLElement(
      "section", ["class": "platform-list", "aria-labelledby": "hig-platforms"],
      [
        HTMLElement("h2", ["id": "hig-platforms"], ["플랫폼별 보기"]).node,
        HTMLElement(
          "ul", ["class": "badges large", "lang": "en"],
          Platform.allCases.map { platform in
            HTMLElement(
              "li", ["class": "badge platform"],
              [HTMLElement("a", ["href": SitePath.platform(platform)], [.text(platform.rawValue)]).node]
            ).node
          }
        ).node,
      ])
  }
}
