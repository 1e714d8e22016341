import LibXML

/// The search form shown in every page's header and on the search page: a plain GET form to
/// `search.html?q=…`, so it works without JavaScript and a search can be linked.
///
///     SearchBox(action: "../search.html", id: "hig-search-box").element
///     // <form role="search" action="../search.html"><label …>검색</label><input type="search" name="q" …>
struct SearchBox {
  var action: String
  var id: String
  var value: String? = nil
  var autofocus = false

  var element: HTMLElement {
    let inputID = "\(id)-input"
    return HTMLElement(
      "form", ["class": "search-box", "role": "search", "action": action, "method": "get", "id": id],
      [
        HTMLElement("label", ["for": inputID, "class": "visually-hidden"], ["가이드라인 검색"]).node,
        HTMLElement(
          "input",
          [
            "type": "search", "name": "q", "id": inputID, "value": value, "placeholder": "검색 (예: 드래그, modal)",
            "autocomplete": "off", "enterkeyhint": "search", "aria-keyshortcuts": "/",
            "autofocus": autofocus ? "autofocus" : nil,
          ]
        ).node,
        HTMLElement("button", ["type": "submit"], ["검색"]).node,
      ])
  }
}
