import HIGModel
import LibXML

/// The glossary: every Korean↔English term, with links to the records that use it.
///
///     GlossaryPage(context: context).document  // glossary.html, one row per term: 모달리티 · Modality · 3곳
struct GlossaryPage {
  var context: SiteContext
  let path = SitePath.glossary

  var document: HTMLDocument {
    let layout = PageLayout(context: context, path: path, title: "용어집 · Glossary")
    let kb = context.knowledgeBase
    let order = kb.glossary.indices.sorted { kb.glossary[$0].ko < kb.glossary[$1].ko }
    let rows = order.map { index -> HTMLNode in
      let term = kb.glossary[index]
      var uses: [HTMLNode] = []
      for id in term.occurrences {
        guard let (guideline, _) = kb.lookup(id) else { continue }
        uses.append(
          HTMLElement(
            "li", [:],
            [
              HTMLElement(
                "a", ["href": context.recordHref(id, from: path), "title": id.rawValue], [.text(guideline.title.preferring(.ko))]
              ).node
            ]
          ).node)
      }
      return HTMLElement(
        "tr", ["id": context.glossaryAnchors[index]],
        [
          HTMLElement("th", ["scope": "row", "lang": "ko"], [.text(term.ko)]).node,
          HTMLElement("td", ["lang": "en"], [.text(term.en)]).node,
          HTMLElement("td", ["class": "uses"], uses.isEmpty ? ["—"] : [HTMLElement("ul", [:], uses).node]).node,
          HTMLElement("td", ["class": "origin"], [.text(term.origin == .curated ? "정리됨" : "본문에서")]).node,
        ]
      ).node
    }
    let table = HTMLElement(
      "table", ["class": "glossary"],
      [
        HTMLElement("caption", [:], [.text("용어 \(kb.glossary.count)개")]).node,
        HTMLElement(
          "thead", [:],
          [
            HTMLElement(
              "tr", [:],
              [
                HTMLElement("th", ["scope": "col"], ["한국어"]).node, HTMLElement("th", ["scope": "col"], ["English"]).node,
                HTMLElement("th", ["scope": "col"], ["쓰인 곳"]).node, HTMLElement("th", ["scope": "col"], ["출처"]).node,
              ]
            ).node
          ]
        ).node,
        HTMLElement("tbody", [:], rows).node,
      ])
    return layout.document(main: [
      HTMLElement("h1", [:], ["용어집 ", HTMLElement("span", ["lang": "en", "class": "heading-en"], ["Glossary"]).node]).node,
      HTMLElement("div", ["class": "table-wrap"], [table.node]).node,
    ])
  }
}
