import HIGModel
import LibXML

/// One platform's page: the rules that apply to it, grouped by guideline (those written for the
/// platform alone marked), and the guidelines that say the platform is not supported.
///
///     PlatformPage(platform: .iPadOS, context: context).document  // platforms/ipados.html
struct PlatformPage {
  var platform: Platform
  var context: SiteContext

  var path: String { SitePath.platform(platform) }

  var document: HTMLDocument {
    let layout = PageLayout(context: context, path: path, title: "\(platform.rawValue) 가이드라인")
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
                        "a", ["href": SitePath.relative(from: path, to: SitePath.platform(other)), "aria-current": other == platform ? "page" : nil],
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
      let specific = Set(guideline.sections.filter { $0.platforms.contains(platform) }.flatMap(\.records).map(\.id))
      let rules = guideline.records.filter { $0.kind == .rule && $0.platforms.contains(platform) }
      guard !rules.isEmpty else { continue }
      // Rules written for this platform first: they are why a reader opens this page.
      let ordered = rules.filter { specific.contains($0.id) } + rules.filter { !specific.contains($0.id) }
      let headingID = "guideline-\(Slug.make(guideline.slug))"
      let items = ordered.map { record -> HTMLNode in
        var view = RecordView(record: record, guideline: guideline, context: context, page: path, container: "li")
        view.isPermalinkTarget = false
        view.linkedTerms = []
        var element = view.element
        if specific.contains(record.id) {
          element[attribute: "class"] = (element[attribute: "class"] ?? "") + " platform-specific"
          element.children.insert(
            HTMLElement("span", ["class": "badge specific", "lang": "en"], [.text("\(platform.rawValue) only")]).node, at: 0)
        }
        return element.node
      }
      groups.append(
        HTMLElement(
          "section", ["class": "platform-group", "aria-labelledby": headingID],
          [
            HTMLElement(
              "h2", ["id": headingID],
              [
                HTMLElement(
                  "a", ["href": SitePath.relative(from: path, to: SitePath.guideline(guideline.slug))],
                  [.text(guideline.title.preferring(.ko))]
                ).node
              ]
            ).node,
            HTMLElement("ul", ["class": "record-list"], items).node,
          ]
        ).node)
    }
    if groups.isEmpty {
      groups.append(HTMLElement("p", ["class": "empty"], [.text("아직 \(platform.rawValue)에 해당하는 규칙이 없습니다.")]).node)
    }
    main += groups
    let unsupported = guidelines.filter { $0.platforms.unsupported.contains(platform) }
    main.append(
      HTMLElement(
        "section", ["class": "unsupported", "aria-labelledby": "hig-unsupported"],
        [
          HTMLElement("h2", ["id": "hig-unsupported"], [.text("\(platform.rawValue)에서 지원하지 않는 가이드라인")]).node,
          unsupported.isEmpty
            ? HTMLElement("p", [:], ["없음"]).node
            : HTMLElement(
              "ul", [:],
              unsupported.map { guideline in
                HTMLElement(
                  "li", [:],
                  [
                    HTMLElement(
                      "a", ["href": SitePath.relative(from: path, to: SitePath.guideline(guideline.slug))],
                      [.text(guideline.title.preferring(.ko))]
                    ).node
                  ]
                ).node
              }
            ).node,
        ]
      ).node)
    return layout.document(main: main)
  }
}
