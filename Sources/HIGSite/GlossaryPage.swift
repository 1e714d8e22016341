import HIGModel
import LibXML

/// The glossary: every Korean↔English term, with links to where it is used: the first record
/// using it in each guideline, for at most `maximumUses` guidelines (a common term in a large
/// corpus would otherwise list thousands of records).
///
///     GlossaryPage(context: context).document  // glossary.html, one row per term: 모달리티 · Modality · 모달리티
struct GlossaryPage {
  var context: SiteContext
  let path = SitePath.glossary
  var maximumUses = 12

  var document: HTMLDocument {
    let layout = PageLayout(context: context, path: path, title: "용어집 · Glossary")
    let kb = context.knowledgeBase
    let order = kb.glossary.indices.sorted { kb.glossary[$0].ko < kb.glossary[$1].ko }
    let rows = order.map { index -> HTMLNode in
      let term = kb.glossary[index]
      var uses: [HTMLNode] = []
      var guidelines: Set<String> = []
      for id in term.occurrences where guidelines.insert(id.slug).inserted {
        guard guidelines.count <= maximumUses else { continue }
        guard let guideline = kb.guideline(slug: id.slug) else { continue }
        uses.append(
          HTMLElement(
            "li", [:],
            [
              HTMLElement(
                "a", ["href": context.recordHref(id, from: path), "title": id.rawValue],
                [.text(guideline.title.preferring(.ko))]
              ).node
            ]
          ).node)
      }
      if guidelines.count > maximumUses {
        uses.append(HTMLElement("li", ["class": "more"], [.text("외 \(guidelines.count - maximumUses)개 가이드라인")]).node)
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
                HTMLElement("th", ["scope": "col"], ["한국어"]).node,
                HTMLElement("th", ["scope": "col"], ["English"]).node,
                HTMLElement("th", ["scope": "col"], ["쓰인 곳"]).node, HTMLElement("th", ["scope": "col"], ["출처"]).node,
              ]
            ).node
          ]
        ).node,
        HTMLElement("tbody", [:], rows).node,
      ])
    return layout.document(main: [
      HTMLElement("h1", [:], ["용어집 ", HTMLElement("span", ["lang": "en", "class": "heading-en"], ["Glossary"]).node])
        .node,
      HTMLElement("div", ["class": "table-wrap"], [table.node]).node,
    ])
  }
}
