import HIGCite
import HIGModel
import LibXML

/// One platform's page: the rules specific to it (those in a guideline's section about the
/// platform, such as "iPadOS" under "Platform considerations"), grouped by guideline; the
/// guidelines that support it; and the guidelines that say it is not supported.
///
///     PlatformPage(platform: .iPadOS, context: context).document  // platforms/ipados.html
struct PlatformPage {
  var platform: Platform
  var context: SiteContext

  var path: String { SitePath.platform(platform) }

  var document: HTMLDocument {
    let layout = PageLayout(
      context: context, path: path, title: "\(platform.rawValue) 규칙", scripts: [SitePath.citationScript])
    let guidelines = context.categories.flatMap(\.guidelines)
    var main: [HTMLNode] = [
      HTMLElement(
        "header", ["class": "platform-header"],
        [
          HTMLElement("h1", [:], [HTMLElement("span", ["lang": "en"], [.text(platform.rawValue)]).node, " 규칙"]).node,
          HTMLElement(
            "nav", ["aria-label": "다른 플랫폼"],
            [
              HTMLElement(
                "ul", ["class": "badges", "lang": "en"],
                Platform.allCases.map { other in
                  HTMLElement(
                    "li", ["class": "badge platform"],
                    [
                      HTMLElement(
                        "a",
                        [
                          "href": SitePath.relative(from: path, to: SitePath.platform(other)),
                          "aria-current": other == platform ? "page" : nil,
                        ],
                        [.text(other.rawValue)]
                      ).node
                    ]
                  ).node
                }
              ).node
            ]
          ).node,
        ]
      ).node
    ]
    var groups: [HTMLNode] = []
    for guideline in guidelines where !guideline.platforms.unsupported.contains(platform) {
      var rules: [(record: Record, location: String)] = []
      for (section, location) in zip(guideline.sections, Citation.sectionLocations(of: guideline))
      where section.platforms.contains(platform) && section.translation == nil {
        for record in section.records where [.rule, .listItem, .explanation].contains(record.kind) {
          rules.append((record, location))
        }
      }
      guard !rules.isEmpty else { continue }
      let headingID = "guideline-\(Slug.make(guideline.slug))"
      let items = rules.map { record, location -> HTMLNode in
        var view = RecordView(
          record: record, guideline: guideline, context: context, page: path, container: "li",
          citeLocation: location, ownsCiteLocation: true)
        view.isPermalinkTarget = false
        view.linkedTerms = []
        return view.element.node
      }
      groups.append(
        HTMLElement(
          "section",
          [
            "class": "platform-group", "aria-labelledby": headingID, "data-cite-apple": guideline.appleURL,
            "data-cite-page": context.citationSite?.url(forGuideline: guideline.slug),
          ],
          [
            HTMLElement(
              "h2", ["id": headingID],
              [
                HTMLElement(
                  "a", ["href": SitePath.relative(from: path, to: context.guidelinePath(guideline.slug))],
                  [.text(guideline.title.preferring(.ko))]
                ).node
              ]
            ).node,
            HTMLElement("ul", ["class": "record-list"], items).node,
          ]
        ).node)
    }
    if groups.isEmpty {
      groups.append(
        HTMLElement("p", ["class": "empty"], [.text("\(platform.rawValue)만을 위한 규칙은 아직 없습니다.")]).node)
    }
    let supported = guidelines.filter { $0.platforms.supported.contains(platform) }
    groups.append(guidelineList(supported, id: "hig-supported", heading: "\(platform.rawValue)을 지원하는 가이드라인"))
    main += groups
    let unsupported = guidelines.filter { $0.platforms.unsupported.contains(platform) }
    main.append(
      guidelineList(
        unsupported, id: "hig-unsupported", heading: "\(platform.rawValue)에서 지원하지 않는 가이드라인", className: "unsupported"))
    return layout.document(main: main)
  }

  private func guidelineList(
    _ guidelines: [Guideline], id: String, heading: String, className: String = "guideline-list"
  )
    -> HTMLNode
  {
    let list: HTMLNode =
      guidelines.isEmpty
      ? HTMLElement("p", [:], ["없음"]).node
      : HTMLElement(
        "ul", [:],
        guidelines.map { guideline in
          HTMLElement(
            "li", [:],
            [
              HTMLElement(
                "a", ["href": SitePath.relative(from: path, to: context.guidelinePath(guideline.slug))],
                [.text(guideline.title.preferring(.ko))]
              ).node
            ]
          ).node
        }
      ).node
    return HTMLElement(
      "section", ["class": className, "aria-labelledby": id],
      [HTMLElement("h2", ["id": id], [.text(heading)]).node, list]
    ).node
  }
}
