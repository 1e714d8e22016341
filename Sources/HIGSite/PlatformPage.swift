import HIGCite
import HIGModel
import LibXML

/// One page of a platform's rules: a compact list of the records specific to it (those in a
/// guideline's section about the platform, such as "iPadOS" under "Platform considerations"),
/// each its statement linking to the record on its guideline's page, grouped by guideline; then
/// the guidelines that support the platform and those that say it is not supported. A platform
/// with more than `itemsPerPage` entries gets several pages (platforms/ipados.html,
/// platforms/ipados-2.html, …), so a page stays small however large the content.
///
///     PlatformPage.pages(of: .iPadOS, context: context).map(\.path)  // ["platforms/ipados.html"]
struct PlatformPage {
  var platform: Platform
  var context: SiteContext
  /// 0 for the platform's first page.
  var number: Int
  var pageCount: Int
  var parts: [Part]

  /// List entries (rules and guidelines) a page holds at most, unless one guideline has more.
  static let itemsPerPage = 300

  /// What a page shows: a guideline's rules for the platform, or part of a list of guidelines.
  enum Part {
    case rules(Guideline, [Record])
    case supported([Guideline])
    case unsupported([Guideline])

    var items: Int {
      switch self {
      case .rules(_, let records): return records.count
      case .supported(let guidelines), .unsupported(let guidelines): return guidelines.count
      }
    }
  }

  var path: String { PlatformPage.path(platform, number: number) }

  static func path(_ platform: Platform, number: Int) -> String {
    number == 0
      ? SitePath.platform(platform) : "platforms/\(platform.rawValue.lowercased())-\(number + 1).html"
  }

  /// The platform's pages, in order; always at least one.
  static func pages(of platform: Platform, context: SiteContext) -> [PlatformPage] {
    let guidelines = context.categories.flatMap(\.guidelines)
    var parts: [Part] = []
    for guideline in guidelines where !guideline.platforms.unsupported.contains(platform) {
      var rules: [Record] = []
      for section in guideline.sections where section.platforms.contains(platform) && section.translation == nil {
        rules += section.records.filter { [.rule, .listItem, .explanation].contains($0.kind) }
      }
      if !rules.isEmpty { parts.append(.rules(guideline, rules)) }
    }
    let supported = guidelines.filter { $0.platforms.supported.contains(platform) }
    let unsupported = guidelines.filter { $0.platforms.unsupported.contains(platform) }
    // The two lists always appear, empty or not, split where a page fills up.
    var pages: [[Part]] = [[]]
    var items = 0
    func add(_ part: Part) {
      if items > 0, items + part.items > itemsPerPage {
        pages.append([])
        items = 0
      }
      pages[pages.count - 1].append(part)
      items += part.items
    }
    for part in parts { add(part) }
    for (list, make) in [(supported, Part.supported), (unsupported, Part.unsupported)] {
      var rest = list[...]
      repeat {
        let room = max(1, itemsPerPage - items)
        add(make(Array(rest.prefix(room))))
        rest = rest.dropFirst(room)
      } while !rest.isEmpty
    }
    return pages.enumerated().map { number, parts in
      PlatformPage(platform: platform, context: context, number: number, pageCount: pages.count, parts: parts)
    }
  }

  var document: HTMLDocument {
    let suffix = pageCount > 1 ? " (\(number + 1)/\(pageCount))" : ""
    let layout = PageLayout(context: context, path: path, title: "\(platform.rawValue) 규칙\(suffix)")
    var main: [HTMLNode] = [
      HTMLElement(
        "header", ["class": "platform-header"],
        [
          HTMLElement(
            "h1", [:], [HTMLElement("span", ["lang": "en"], [.text(platform.rawValue)]).node, .text(" 규칙\(suffix)")]
          ).node,
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
    if pageCount > 1 { main.append(pageLinks) }
    if number == 0, !parts.contains(where: { if case .rules = $0 { return true } else { return false } }) {
      main.append(
        HTMLElement("p", ["class": "empty"], [.text("\(platform.rawValue)만을 위한 규칙은 아직 없습니다.")]).node)
    }
    for part in parts {
      switch part {
      case .rules(let guideline, let records): main.append(group(guideline, records))
      case .supported(let guidelines):
        main.append(
          guidelineList(guidelines, id: "hig-supported", heading: "\(platform.rawValue)을 지원하는 가이드라인"))
      case .unsupported(let guidelines):
        main.append(
          guidelineList(
            guidelines, id: "hig-unsupported", heading: "\(platform.rawValue)에서 지원하지 않는 가이드라인",
            className: "unsupported"))
      }
    }
    if pageCount > 1 { main.append(pageLinks) }
    return layout.document(main: main)
  }

  /// One guideline's records for the platform: each its statement (or the start of its text),
  /// linking to the record on the guideline's page.
  private func group(_ guideline: Guideline, _ records: [Record]) -> HTMLNode {
    let headingID = "guideline-\(Slug.make(guideline.slug))"
    let page = context.guidelinePath(guideline.slug)
    let items = records.map { record -> HTMLNode in
      let (text, language) = PlatformPage.statement(of: record)
      return HTMLElement(
        "li", [:],
        [
          HTMLElement(
            "a",
            [
              "href": context.recordHref(record.id, from: path),
              "lang": language == .en ? "en" : nil,
            ],
            [.text(text)]
          ).node
        ]
      ).node
    }
    return HTMLElement(
      "section", ["class": "platform-group", "aria-labelledby": headingID],
      [
        HTMLElement(
          "h2", ["id": headingID],
          [
            HTMLElement(
              "a", ["href": SitePath.relative(from: path, to: page)], [.text(guideline.title.preferring(.ko))]
            )
            .node
          ]
        ).node,
        HTMLElement("ul", ["class": "record-list compact"], items).node,
      ]
    ).node
  }

  /// The longest text an entry shows, in Characters, when a record has no statement.
  static let excerptLength = 80

  /// What a record's entry shows: its statement, Korean first, or the start of its text.
  static func statement(of record: Record) -> (text: String, language: Language) {
    let language: Language = record.text.ko != nil ? .ko : .en
    if let statement = record.statement?[language], !statement.isEmpty { return (statement, language) }
    let text = record.text[language] ?? ""
    guard text.count > excerptLength else { return (text, language) }
    return (String(text.prefix(excerptLength)).trimmingCharacters(in: .whitespaces) + "…", language)
  }

  /// Links to every page of the platform, this one marked.
  private var pageLinks: HTMLNode {
    HTMLElement(
      "nav", ["class": "pages", "aria-label": "\(platform.rawValue) 규칙 페이지"],
      [
        HTMLElement(
          "ol", [:],
          (0..<pageCount).map { other in
            HTMLElement(
              "li", [:],
              [
                HTMLElement(
                  "a",
                  [
                    "href": SitePath.relative(from: path, to: PlatformPage.path(platform, number: other)),
                    "aria-current": other == number ? "page" : nil,
                  ],
                  [.text(String(other + 1))]
                ).node
              ]
            ).node
          }
        ).node
      ]
    ).node
  }

  private func guidelineList(
    _ guidelines: [Guideline], id: String, heading: String, className: String = "guideline-list"
  ) -> HTMLNode {
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
