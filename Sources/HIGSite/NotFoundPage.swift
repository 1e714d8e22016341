import LibXML

/// The page a host serves for a missing address (GitHub Pages and most CDNs use `404.html`).
///
/// It can be served at any depth, so its links are absolute when the site has a base URL.
///
///     NotFoundPage(context: context).document  // 404.html: "페이지를 찾을 수 없습니다" + search box
struct NotFoundPage {
  var context: SiteContext
  let path = SitePath.notFound

  var document: HTMLDocument {
    var layout = PageLayout(context: context, path: path, title: "페이지를 찾을 수 없습니다")
    layout.absoluteLinks = true
    return layout.document(main: [
      HTMLElement("h1", [:], ["페이지를 찾을 수 없습니다"]).node,
      HTMLElement("p", ["lang": "en"], ["This page does not exist (404)."]).node,
      HTMLElement(
        "p", [:],
        [
          "주소가 바뀌었을 수 있습니다. ",
          HTMLElement("a", ["href": layout.link(SitePath.home)], ["가이드라인 목록"]).node,
          "에서 찾거나 검색해 보세요.",
        ]
      ).node,
      SearchBox(action: layout.link(SitePath.search), id: "hig-404-search").element.node,
    ])
  }
}
