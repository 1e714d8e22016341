import HIGCite
import HIGModel
import LibXML

/// One record as it appears on a guideline or platform page: its anchor (the record ID), badges,
/// "copy citation" button and its text in each language, Korean and English side by side.
///
/// A rule's statement is set apart from the rest of its text; translator's notes and notes become
/// asides; a table becomes a table.
///
///     RecordView(
///       record: r, guideline: g, context: c, page: "modality.html",
///       citeLocation: "모달리티 (Modality) › Best practices", ownsCiteLocation: false
///     ).element
///     // <article class="record rule strength-do" id="modality/x7k2mq">…
struct RecordView {
  var record: Record
  var guideline: Guideline
  var context: SiteContext
  var page: String
  /// The element to use: "li" inside a list, "article" otherwise ("aside" for notes is chosen here).
  var container: String = "article"
  /// False on pages that show records from elsewhere (platform pages): the anchor then is not the
  /// record's ID, which stays unique to its guideline page.
  var isPermalinkTarget = true
  /// The glossary terms this record may link (nil: all it uses); pages link a term once.
  var linkedTerms: Set<Int>? = nil
  /// Where the record's citation places it: "드래그 앤 드롭 (Drag and drop) › Best practices"
  /// (`Citation.sectionLocations`).
  var citeLocation: String
  /// False when an element around the record carries `citeLocation` already (a guideline page's
  /// sections); true on pages that list records without their sections.
  var ownsCiteLocation: Bool

  var element: HTMLElement {
    var classes = ["record", kindClass]
    if let strength = record.strength { classes.append("strength-\(strength.rawValue)") }
    if record.text.isPair { classes.append("bilingual") }
    let name: String
    switch record.kind {
    case .translatorNote, .note: name = container == "li" ? "li" : "aside"
    default: name = container
    }
    var children: [HTMLNode] = []
    if isPermalinkTarget {
      // Old IDs of a rewritten rule (Content/aliases.tsv) keep landing on it: cited links never break.
      for old in context.oldIDsByRecord[record.id] ?? [] {
        children.append(HTMLElement("span", ["class": "old-id", "id": old.rawValue]).node)
      }
    }
    children.append(meta.node)
    if let caption = record.caption { children.append(captionLine(caption).node) }
    if let picture { children.append(picture.node) }
    children.append(contentsOf: texts)
    if !record.symbols.isEmpty { children.append(symbolList.node) }
    return HTMLElement(
      name,
      [
        "class": classes.joined(separator: " "), "id": isPermalinkTarget ? record.id.rawValue : nil,
        "aria-label": record.kind == .translatorNote ? "역자 주" : nil,
      ], children)
  }

  private var kindClass: String {
    switch record.kind {
    case .rule: return "rule"
    case .explanation: return "explanation"
    case .listItem: return "list-item"
    case .note: return "note"
    case .translatorNote: return "translator-note"
    case .table: return "table"
    case .availability: return "availability"
    case .figure: return "figure"
    }
  }

  /// The tab a record sits in, in each language it has.
  private func captionLine(_ caption: LocalizedText) -> HTMLElement {
    HTMLElement(
      "p", ["class": "record-caption"],
      caption.languages.map { language in
        HTMLElement(
          "span", ["lang": language.rawValue, "class": "text-\(language.rawValue)"], [.text(caption[language] ?? "")]
        ).node
      })
  }

  /// A figure's picture: the copy the site holds, else a link to Apple's (its text, the alt text,
  /// follows either way).
  private var picture: HTMLElement? {
    guard record.kind == .figure, let figure = record.figure else { return nil }
    if let file = figure.file, let target = context.images.paths[file] {
      return HTMLElement(
        "figure", ["class": "figure-picture"],
        [
          HTMLElement(
            "img",
            [
              "src": SitePath.relative(from: page, to: target), "alt": record.text.preferring(.ko), "loading": "lazy",
              "decoding": "async",
            ]
          ).node
        ])
    }
    guard let url = figure.url, GuidelinePage.isWebURL(url) else { return nil }
    let label = figure.kind == .video ? "Apple의 동영상 보기" : "Apple의 그림 보기"
    return HTMLElement(
      "p", ["class": "figure-link"], [HTMLElement("a", ["href": url, "rel": "nofollow"], [.text(label)]).node])
  }

  /// The developer-documentation symbols the record names, linked to Apple's documentation.
  private var symbolList: HTMLElement {
    var items: [HTMLNode] = [HTMLElement("span", ["class": "symbols-label"], ["API"]).node]
    for symbol in record.symbols {
      let href = "https://developer.apple.com/documentation/" + symbol.lowercased()
      items.append(.text(" "))
      items.append(
        HTMLElement(
          "a", ["href": SiteContext.isDocumentationPath(symbol) ? href : nil, "lang": "en"],
          [HTMLElement("code", [:], [.text(symbol)]).node]
        ).node)
    }
    return HTMLElement("p", ["class": "symbols"], items)
  }

  private var meta: HTMLElement {
    var items: [HTMLNode] = []
    if record.kind == .rule {
      if let strength = record.strength {
        let label = SiteLabels.strength(strength)
        items.append(
          HTMLElement(
            "span", ["class": "badge strength strength-\(strength.rawValue)"],
            [.text(label.ko + " "), HTMLElement("span", ["lang": "en"], [.text(label.en)]).node]
          ).node)
      } else {
        items.append(HTMLElement("span", ["class": "badge strength"], ["규칙"]).node)
      }
    } else if record.kind == .translatorNote || record.kind == .note {
      items.append(HTMLElement("span", ["class": "badge kind"], [.text(SiteLabels.kind(record.kind))]).node)
    }
    if let lag = context.koreanLag[record.id] {
      // Quiet: a small mark with the date in its title, linking to the list of such records.
      items.append(
        HTMLElement(
          "a",
          [
            "class": "badge korean-lag", "href": SitePath.relative(from: page, to: SitePath.changes) + "#korean-lag",
            "title": lag.since.map { "Korean translation pending since \($0.prefix(10))" } ?? "Korean translation pending",
          ], ["번역 대기"]
        ).node)
    }
    let permalink = context.recordHref(record.id, from: page)
    items.append(
      HTMLElement("a", ["class": "permalink", "href": permalink, "title": "이 항목의 고정 링크"], [.text(record.id.rawValue)])
        .node)
    items.append(copyCitation.node)
    return HTMLElement("div", ["class": "record-meta"], items)
  }

  /// The "copy citation" button. cite.js composes the citation `hig cite` prints from the record's
  /// text on the page, `data-cite-location` on the button or its section, `data-cite-facts`, and
  /// the guideline's addresses on the element around its records (`data-cite-apple`, and
  /// `data-cite-page` when the site's address is known), so the page does not carry the record's
  /// text twice. A record whose text the page does not show as written (a table; control
  /// characters and noncharacters, `readsBackAsWritten`) carries its whole citation in
  /// `data-citation` instead, as a JSON string, where those characters are escaped.
  private var copyCitation: HTMLElement {
    let citation = Citation(record: record, guideline: guideline)
    let showsTextAsWritten =
      !showsTable
      && ([citeLocation, guideline.appleURL] + record.text.languages.compactMap { record.text[$0] })
        .allSatisfy(Self.readsBackAsWritten)
    guard showsTextAsWritten else {
      let markdown = OrderedJSON.string(citation.render(.markdown, site: context.citationSite)).text
      return HTMLElement(
        "button", ["type": "button", "class": "copy-citation", "data-citation": markdown, "hidden": "hidden"],
        ["인용 복사"])
    }
    return HTMLElement(
      "button",
      [
        "type": "button", "class": "copy-citation", "data-cite-location": ownsCiteLocation ? citeLocation : nil,
        "data-cite-facts": citation.facts(), "hidden": "hidden",
      ],
      ["인용 복사"])
  }

  /// Whether a browser reading `text` from the page gets it back as written. LibXML's serializer
  /// drops the control characters XML cannot carry and U+FFFE and U+FFFF; an HTML parser turns CR
  /// into LF. Any C0 or C1 control character other than tab and line feed, and those two
  /// noncharacters, take the `data-citation` route.
  static func readsBackAsWritten(_ text: String) -> Bool {
    // On UTF-8 bytes, in place (every record is checked, twice for those on platform pages): C0
    // controls and DEL are single bytes, C1 controls (U+0080–U+009F) are C2 80 … C2 9F, and
    // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
    func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      for index in bytes.indices {
        let byte = bytes[index]
        switch byte {
        case 0x09, 0x0A: continue
        case 0..<0x20, 0x7F: return false
        case 0x80..<0xA0 where index > 0 && bytes[index - 1] == 0xC2: return false
        case 0xBE...0xBF where index > 1 && bytes[index - 1] == 0xBF && bytes[index - 2] == 0xEF: return false
        default: continue
        }
      }
      return true
    }
    return text.utf8.withContiguousStorageIfAvailable(check) ?? Array(text.utf8).withUnsafeBufferPointer(check)
  }

  /// A table record with rows shows them as a table, not its text.
  private var showsTable: Bool { record.kind == .table && !(record.rows ?? []).isEmpty }

  private var texts: [HTMLNode] {
    if showsTable, let rows = record.rows { return [table(rows).node] }
    let linker = context.linker(for: record, on: page, terms: linkedTerms)
    let languages = record.text.languages
    let blocks = languages.map { language -> HTMLNode in
      let (statement, rest) = record.statementAndRest(language) ?? (nil, "")
      var paragraph: [HTMLNode] = []
      if let statement {
        paragraph.append(HTMLElement("strong", ["class": "statement"], linker.nodes(for: statement)).node)
        if !rest.isEmpty { paragraph.append(contentsOf: linker.nodes(for: rest)) }
      } else {
        paragraph = linker.nodes(for: rest)
      }
      return HTMLElement(
        "div", ["class": "text text-\(language.rawValue)", "lang": language.rawValue],
        [HTMLElement("p", [:], paragraph).node]
      ).node
    }
    if blocks.count > 1 { return [HTMLElement("div", ["class": "texts"], blocks).node] }
    return blocks
  }

  private func table(_ rows: [[String]]) -> HTMLElement {
    let header = HTMLElement(
      "tr", [:], rows[0].map { HTMLElement("th", ["scope": "col"], [.text($0)]).node })
    let body = rows.dropFirst().map { row in
      HTMLElement("tr", [:], row.map { HTMLElement("td", [:], [.text($0)]).node }).node
    }
    return HTMLElement(
      "div", ["class": "table-wrap"],
      [
        HTMLElement(
          "table", [:],
          [HTMLElement("thead", [:], [header.node]).node, HTMLElement("tbody", [:], body).node]
        ).node
      ])
  }
}
