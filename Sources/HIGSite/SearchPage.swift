import HIGModel
import LibXML

/// The search page: reads `?q=` from its URL, so a search can be linked, and shows the results
/// that `search.js` finds in the prebuilt index.
///
///     search.html?q=드래그  → the records `hig search 드래그` ranks first
struct SearchPage {
  var context: SiteContext
  let path = SitePath.search

  var document: HTMLDocument {
    var layout = PageLayout(context: context, path: path, title: "검색 · Search")
    layout.scripts = [SitePath.searchCoreScript, SitePath.searchScript]
    let platformOptions: [HTMLNode] =
      [HTMLElement("option", ["value": ""], ["모든 플랫폼"]).node]
      + Platform.allCases.map { HTMLElement("option", ["value": $0.rawValue.lowercased()], [.text($0.rawValue)]).node }
    return layout.document(main: [
      HTMLElement("h1", [:], ["검색 ", HTMLElement("span", ["lang": "en", "class": "heading-en"], ["Search"]).node]).node,
      HTMLElement(
        "form",
        [
          "class": "search-page-form", "role": "search", "action": SitePath.search, "method": "get",
          "id": "hig-search-form",
        ],
        [
          HTMLElement("label", ["for": "hig-search-query"], ["검색어"]).node,
          HTMLElement(
            "input",
            [
              "type": "search", "name": "q", "id": "hig-search-query", "autocomplete": "off",
              "placeholder": "예: 드래그, 모달, multitasking",
            ]
          ).node,
          HTMLElement("label", ["for": "hig-search-platform"], ["플랫폼"]).node,
          HTMLElement("select", ["name": "platform", "id": "hig-search-platform"], platformOptions).node,
          HTMLElement("button", ["type": "submit"], ["검색"]).node,
        ]
      ).node,
      HTMLElement("p", ["id": "hig-search-status", "role": "status", "aria-live": "polite"], []).node,
      HTMLElement("ol", ["id": "hig-search-results", "class": "search-results"], []).node,
      HTMLElement(
        "noscript", [:],
        [HTMLElement("p", [:], ["검색에는 JavaScript가 필요합니다. 가이드라인 목록은 첫 페이지에 있습니다."]).node]
      ).node,
    ])
  }
}
