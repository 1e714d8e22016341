import HIGModel
import LibXML

/// The frame every page shares: head, skip link, header with navigation and search box, footer.
///
///     PageLayout(context: context, path: "glossary.html", title: "용어집 · Glossary")
///       .document(main: [...])
struct PageLayout {
  var context: SiteContext
  /// The page's own path, from which every link is made relative.
  var path: String
  var title: String
  var description: String = SiteLabels.siteSubtitle
  /// Extra scripts this page needs beyond site.js (the search page's search.js, cite.js where
  /// records have a "copy citation" button).
  var scripts: [String] = []
  /// For the 404 page, which a host serves at any depth: links are absolute when a base URL is set.
  var absoluteLinks = false

  func link(_ target: String) -> String {
    if absoluteLinks, let absolute = context.options.absoluteURL(target) { return absolute }
    return SitePath.relative(from: path, to: target)
  }

  func document(main: [HTMLNode]) -> HTMLDocument {
    var head: [HTMLNode] = [
      // libxml2 writes the charset <meta> itself when it serializes as UTF-8.
      HTMLElement("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]).node,
      HTMLElement("meta", ["name": "color-scheme", "content": "light dark"]).node,
      HTMLElement("title", [:], [.text("\(title) — \(SiteLabels.siteTitle)")]).node,
      HTMLElement("meta", ["name": "description", "content": description]).node,
      HTMLElement("link", ["rel": "stylesheet", "href": link(SitePath.stylesheet)]).node,
    ]
    if !absoluteLinks, let canonical = context.options.absoluteURL(path) {
      head.append(HTMLElement("link", ["rel": "canonical", "href": canonical]).node)
    }
    // site.js runs before the body so the remembered language applies without a flash.
    head.append(HTMLElement("script", ["src": link(SitePath.script)]).node)
    for script in scripts { head.append(HTMLElement("script", ["src": link(script), "defer": "defer"]).node) }

    let body: [HTMLNode] = [
      HTMLElement("a", ["class": "skip-link", "href": "#hig-main"], ["본문으로 건너뛰기"]).node,
      header.node,
      HTMLElement("main", ["id": "hig-main", "tabindex": "-1"], main).node,
      footer.node,
    ]
    let root = HTMLElement(
      "html", ["lang": "ko", "data-lang": "both"],
      [HTMLElement("head", [:], head).node, HTMLElement("body", [:], body).node])
    return HTMLDocument(root: root)
  }

  private var header: HTMLElement {
    var items = [
      navItem("가이드라인", SitePath.home),
      navItem("플랫폼", SitePath.platform(.iOS), match: "platforms/"),
      navItem("용어집", SitePath.glossary),
    ]
    if context.hasChangesPage { items.append(navItem("변경 사항", SitePath.changes)) }
    items.append(navItem("검색", SitePath.search))
    let nav = HTMLElement("nav", ["class": "site-nav", "aria-label": "사이트"], [HTMLElement("ul", [:], items).node])
    return HTMLElement(
      "header", ["class": "site-header"],
      [
        HTMLElement(
          "a", ["class": "site-title", "href": link(SitePath.home)],
          [
            HTMLElement("span", ["class": "site-title-ko"], [.text(SiteLabels.siteTitle)]).node,
            HTMLElement("span", ["class": "site-title-en", "lang": "en"], ["Human Interface Guidelines"]).node,
          ]
        ).node,
        nav.node,
        SearchBox(action: link(SitePath.search), id: "hig-search-box").element.node,
      ])
  }

  private func navItem(_ label: String, _ target: String, match: String? = nil) -> HTMLNode {
    let current = path == target || (match.map { path.hasPrefix($0) } ?? false)
    let anchor = HTMLElement("a", ["href": link(target), "aria-current": current ? "page" : nil], [.text(label)])
    return HTMLElement("li", [:], [anchor.node]).node
  }

  private var footer: HTMLElement {
    var paragraphs: [HTMLNode] = []
    if context.hasApplePages {
      paragraphs.append(
        HTMLElement(
          "p", ["class": "apple-credit"],
          [
            "Apple의 한국어·영어 텍스트와 그림은 Apple Inc.의 저작물입니다(© Apple Inc.). 원문: ",
            HTMLElement("a", ["href": Topic.appleBaseURL, "lang": "en"], ["Apple Human Interface Guidelines"]).node,
            " · ",
            HTMLElement("a", ["href": Topic.appleKoreanBaseURL, "lang": "ko"], ["휴먼 인터페이스 가이드라인"]).node,
            ".",
          ]
        ).node)
    }
    paragraphs.append(
      HTMLElement(
        "p", [:],
        [
          "커뮤니티 번역문은 각 번역자의 글이며, 원문은 ",
          HTMLElement("a", ["href": Topic.appleBaseURL, "lang": "en"], ["Apple Human Interface Guidelines"]).node,
          "입니다. 이 사이트는 ",
          HTMLElement("code", [:], ["hig site"]).node,
          "로 만들어졌습니다.",
        ]
      ).node)
    return HTMLElement("footer", ["class": "site-footer"], paragraphs)
  }
}
