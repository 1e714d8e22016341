import HIGCite
import HIGModel
import LibXML

/// A guideline's page: title in both languages, platforms, source and attribution (Apple's Korean
/// and English pages), a language switch, every section in order with its records, the change
/// log, community translations in collapsed blocks, the other guidelines of the same category,
/// and links to the previous and next one.
///
///     GuidelinePage(guideline: modality, context: context).document  // modality.html
struct GuidelinePage {
  var guideline: Guideline
  var context: SiteContext

  var path: String { context.guidelinePath(guideline.slug) }

  var document: HTMLDocument {
    let layout = PageLayout(
      context: context, path: path,
      title: guideline.title.bilingualLabel,
      description: "\(guideline.title.preferring(.ko)): Apple HIG \(guideline.category) 가이드라인의 한국어·영어 정리",
      scripts: [SitePath.citationScript])
    var main: [HTMLNode] = [header.node]
    let linkedTerms = linkedTerms
    var ids = pageIDs
    main.append(contentsOf: sectionNodes(guideline.ownSections, linkedTerms: linkedTerms, ids: &ids))
    if !guideline.changes.isEmpty { main.append(changeLog.node) }
    for (index, translation) in guideline.translations.enumerated() {
      main.append(communityTranslation(translation, index: index, linkedTerms: linkedTerms, ids: &ids).node)
    }
    main.append(neighbours.node)
    // What cite.js needs to compose a copied citation that is not on the page (RecordView).
    let article = HTMLElement(
      "article",
      [
        "class": "guideline", "data-cite-apple": guideline.appleURL,
        "data-cite-page": context.citationSite?.url(forGuideline: guideline.slug),
      ], main)
    let categoryNav = CategoryNavigation(context: context, page: path, current: guideline).element
    return layout.document(main: [
      HTMLElement("div", ["class": "guideline-layout"], [article.node, categoryNav.node]).node
    ])
  }

  private var header: HTMLElement {
    var titles: [HTMLNode] = []
    if let ko = guideline.title.ko {
      titles.append(HTMLElement("h1", ["lang": "ko"], [.text(ko)]).node)
      if let en = guideline.title.en {
        titles.append(HTMLElement("p", ["class": "title-en", "lang": "en"], [.text(en)]).node)
      }
    } else {
      titles.append(HTMLElement("h1", ["lang": "en"], [.text(guideline.title.en ?? guideline.slug)]).node)
    }
    if let subtitle = guideline.source.subtitle {
      titles.append(HTMLElement("p", ["class": "subtitle"], [.text(subtitle)]).node)
    }
    let breadcrumb = HTMLElement(
      "p", ["class": "breadcrumb"],
      [
        HTMLElement(
          "a", ["href": SitePath.relative(from: path, to: SitePath.home)],
          [.text(SiteLabels.category(guideline.category))]
        ).node,
        .text(guideline.group.map { " › \(SiteLabels.group($0))" } ?? ""),
      ])
    var children: [HTMLNode] = [breadcrumb.node]
    children += titles
    children.append(PlatformBadges(support: guideline.platforms, page: path).element.node)
    children.append(source.node)
    if guideline.sections.contains(where: { $0.records.contains(where: \.text.isPair) }) {
      children.append(languageSwitch.node)
    }
    return HTMLElement("header", ["class": "guideline-header"], children)
  }

  /// Where the text came from: publication, author, date, the source page and Apple's original.
  private var source: HTMLElement {
    let source = guideline.source
    var rows: [HTMLNode] = []
    func row(_ term: String, _ value: [HTMLNode]) {
      rows.append(HTMLElement("dt", [:], [.text(term)]).node)
      rows.append(HTMLElement("dd", [:], value).node)
    }
    let isApple = !guideline.appleLanguages.isEmpty
    if isApple {
      row("출처", [.text(SiteLabels.appleSource(guideline.appleLanguages))])
    } else {
      Self.creditRows(source, into: row)
    }
    if Self.isWebURL(guideline.appleURL) {
      row(
        "Apple 원문",
        [
          HTMLElement("a", ["href": guideline.appleURL, "lang": "en"], [.text(guideline.title.en ?? guideline.slug)])
            .node
        ])
    }
    if let changed = context.lastChanged[guideline.slug] {
      row(
        "마지막 변경",
        [
          HTMLElement(
            "a", ["href": SitePath.relative(from: path, to: SitePath.changes) + "#" + ChangesPage.anchor(guideline.slug, changed)],
            [HTMLElement("time", ["datetime": changed], [.text(String(changed.prefix(10)))]).node]
          ).node
        ])
    }
    if let korean = guideline.appleKoreanURL {
      row(
        "Apple 한국어",
        [HTMLElement("a", ["href": korean, "lang": "ko"], [.text(guideline.title.ko ?? guideline.slug)]).node])
    }
    row("파일", [HTMLElement("code", [:], [.text(source.file)]).node])
    var children: [HTMLNode] = [HTMLElement("dl", ["class": "source"], rows).node]
    if let preface = source.preface {
      children.append(
        HTMLElement(
          "details", ["class": "preface"],
          [HTMLElement("summary", [:], ["역자 서문"]).node, HTMLElement("p", [:], [.text(preface)]).node]
        ).node)
    }
    return HTMLElement("div", ["class": "attribution"], children)
  }

  /// Who published a text, who wrote or translated it, when, and where it was posted.
  static func creditRows(_ source: Source, into row: (String, [HTMLNode]) -> Void) {
    if let name = source.name { row("출처", [.text(name)]) }
    if let author = source.author { row("번역·작성", [.text(author)]) }
    if let date = source.date { row("날짜", [HTMLElement("time", [:], [.text(date)]).node]) }
    if let url = source.url, isWebURL(url) {
      row("원문 게시물", [HTMLElement("a", ["href": url, "rel": "nofollow"], [.text(url)]).node])
    }
  }

  /// Only http(s) addresses become links: a `javascript:` URL in a content file must stay text.
  static func isWebURL(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
  }

  private var languageSwitch: HTMLElement {
    let buttons: [(String, String, String?)] = [("both", "한·영 나란히", nil), ("ko", "한국어", "ko"), ("en", "English", "en")]
    return HTMLElement(
      "div", ["class": "lang-switch", "role": "group", "aria-label": "표시 언어"],
      buttons.map { value, label, lang in
        HTMLElement(
          "button",
          [
            "type": "button", "data-lang-choice": value, "aria-pressed": value == "both" ? "true" : "false",
            "lang": lang,
          ],
          [.text(label)]
        ).node
      })
  }

  /// For each record, the glossary terms it links: those not already linked earlier on the page,
  /// so a term is underlined once, where a reader first meets it.
  private var linkedTerms: [RecordID: Set<Int>] {
    var seen: Set<Int> = []
    var result: [RecordID: Set<Int>] = [:]
    for section in guideline.sections {
      for record in section.records {
        let fresh = context.glossaryTerms(of: record).filter { seen.insert($0).inserted }
        result[record.id] = Set(fresh)
      }
    }
    return result
  }

  /// Every id the page's sections, headings and records take, so Apple's anchors, added as
  /// further ids, never repeat one (`id`s are case-sensitive: "Best-practices" is not "best-practices").
  private var pageIDs: Set<String> {
    var ids: Set<String> = ["hig-main", "hig-change-log", "hig-search-box", "hig-search-box-input", "category-nav"]
    for index in guideline.translations.indices { ids.insert("community-translation-\(index + 1)") }
    for section in guideline.sections {
      ids.insert(section.anchor)
      ids.insert("\(section.anchor)-heading")
      for record in section.records {
        ids.insert(record.id.rawValue)
        for old in context.oldIDsByRecord[record.id] ?? [] { ids.insert(old.rawValue) }
      }
    }
    return ids
  }

  private func sectionNodes(_ sections: [Section], linkedTerms: [RecordID: Set<Int>], ids: inout Set<String>)
    -> [HTMLNode]
  {
    let locations = Dictionary(
      zip(guideline.sections.map(\.anchor), Citation.sectionLocations(of: guideline)), uniquingKeysWith: { a, _ in a })
    var previousLevel = 1
    return sections.map { section in
      let location = locations[section.anchor] ?? ""
      var children: [HTMLNode] = []
      // `toggles.html#Platform-considerations` lands where Apple's own link would.
      if let apple = section.appleAnchor, ids.insert(apple).inserted {
        children.append(HTMLElement("span", ["id": apple, "class": "anchor-alias"]).node)
      }
      var headingID: String?
      if let heading = section.heading {
        // Heading levels may not skip (h2 → h4) for screen-reader navigation.
        let level = min(max(section.level, 2), previousLevel + 1, 6)
        previousLevel = level
        headingID = "\(section.anchor)-heading"
        var parts: [HTMLNode] = []
        if let ko = heading.ko { parts.append(HTMLElement("span", ["lang": "ko"], [.text(ko)]).node) }
        if let en = heading.en {
          parts.append(
            HTMLElement("span", ["lang": "en", "class": heading.ko == nil ? nil : "heading-en"], [.text(en)]).node)
        }
        parts.append(
          HTMLElement("a", ["class": "heading-anchor", "href": "#\(section.anchor)", "aria-label": "이 절의 링크"], ["#"])
            .node)
        children.append(HTMLElement("h\(level)", ["id": headingID], parts).node)
      }
      children.append(contentsOf: records(section.records, location: location, linkedTerms: linkedTerms))
      return HTMLElement(
        "section",
        [
          "id": section.anchor, "class": "section section-\(section.kind.rawValue)", "aria-labelledby": headingID,
          "data-cite-location": location,
        ],
        children
      ).node
    }
  }

  /// A community translation kept beside Apple's text: collapsed, with its attribution, then its
  /// sections, whose records keep their IDs (site.js opens the block when a link targets one).
  private func communityTranslation(
    _ translation: CommunityTranslation, index: Int, linkedTerms: [RecordID: Set<Int>], ids: inout Set<String>
  ) -> HTMLElement {
    var rows: [HTMLNode] = []
    Self.creditRows(translation.source) { term, value in
      rows.append(HTMLElement("dt", [:], [.text(term)]).node)
      rows.append(HTMLElement("dd", [:], value).node)
    }
    rows.append(HTMLElement("dt", [:], ["파일"]).node)
    rows.append(HTMLElement("dd", [:], [HTMLElement("code", [:], [.text(translation.source.file)]).node]).node)
    let name = translation.source.name ?? translation.source.author ?? translation.source.file
    var children: [HTMLNode] = [
      HTMLElement(
        "summary", [:],
        [.text("커뮤니티 번역 · "), HTMLElement("span", ["class": "translation-name"], [.text(name)]).node]
      ).node,
      HTMLElement("dl", ["class": "source"], rows).node,
    ]
    if let preface = translation.source.preface {
      children.append(HTMLElement("p", ["class": "preface"], [.text(preface)]).node)
    }
    children += sectionNodes(guideline.sections(ofTranslation: index), linkedTerms: linkedTerms, ids: &ids)
    return HTMLElement(
      "details", ["class": "community-translation", "id": "community-translation-\(index + 1)"], children)
  }

  /// The records of a section, consecutive list items gathered into one list.
  private func records(_ records: [Record], location: String, linkedTerms: [RecordID: Set<Int>]) -> [HTMLNode] {
    var nodes: [HTMLNode] = []
    var list: [HTMLNode] = []
    let page = path
    func flush() {
      if !list.isEmpty { nodes.append(HTMLElement("ul", ["class": "record-list"], list).node) }
      list = []
    }
    for record in records {
      let isItem = record.kind == .listItem
      var view = RecordView(
        record: record, guideline: guideline, context: context, page: page, container: isItem ? "li" : "article",
        citeLocation: location, ownsCiteLocation: false)
      view.linkedTerms = linkedTerms[record.id] ?? []
      if isItem {
        list.append(view.element.node)
      } else {
        flush()
        nodes.append(view.element.node)
      }
    }
    flush()
    return nodes
  }

  private var changeLog: HTMLElement {
    let rows = guideline.changes.map { entry in
      HTMLElement(
        "tr", [:],
        [
          HTMLElement("td", [:], [HTMLElement("time", [:], [.text(entry.date)]).node]).node,
          HTMLElement("td", [:], changeTexts(entry)).node,
        ]
      ).node
    }
    return HTMLElement(
      "section", ["class": "change-log", "aria-labelledby": "hig-change-log"],
      [
        HTMLElement("h2", ["id": "hig-change-log"], ["변경 기록"]).node,
        HTMLElement(
          "table", [:],
          [
            HTMLElement(
              "thead", [:],
              [
                HTMLElement(
                  "tr", [:],
                  [HTMLElement("th", ["scope": "col"], ["날짜"]).node, HTMLElement("th", ["scope": "col"], ["변경"]).node]
                ).node
              ]
            ).node,
            HTMLElement("tbody", [:], rows).node,
          ]
        ).node,
      ])
  }

  /// A change in each language the entry has, switched like the records' texts.
  private func changeTexts(_ entry: ChangeLogEntry) -> [HTMLNode] {
    guard let korean = entry.korean else { return [.text(entry.change)] }
    return [
      HTMLElement(
        "div", ["class": "texts bilingual"],
        [
          HTMLElement("div", ["class": "text text-ko", "lang": "ko"], [.text(korean)]).node,
          HTMLElement("div", ["class": "text text-en", "lang": "en"], [.text(entry.change)]).node,
        ]
      ).node
    ]
  }

  private var neighbours: HTMLElement {
    let (previous, next) = context.neighbours(of: guideline)
    var items: [HTMLNode] = []
    if let previous {
      items.append(neighbour(previous, rel: "prev", label: "이전"))
    }
    if let next {
      items.append(neighbour(next, rel: "next", label: "다음"))
    }
    return HTMLElement(
      "nav", ["class": "pager", "aria-label": "\(SiteLabels.category(guideline.category))의 다른 가이드라인"],
      [HTMLElement("ul", [:], items).node])
  }

  private func neighbour(_ other: Guideline, rel: String, label: String) -> HTMLNode {
    HTMLElement(
      "li", ["class": rel],
      [
        HTMLElement(
          "a", ["href": SitePath.relative(from: path, to: context.guidelinePath(other.slug)), "rel": rel],
          [
            HTMLElement("span", ["class": "pager-label"], [.text(label)]).node,
            .text(other.title.preferring(.ko)),
          ]
        ).node
      ]
    ).node
  }
}
