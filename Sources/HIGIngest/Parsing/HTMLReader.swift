import Foundation
import HIGModel
import LibXML

/// Reads a saved web page (Apple's HIG page, a velog or tistory post, a Notion export) into blocks.
///
/// Finds the article's main content (`<article>`, `<main>`, a known post container, else the
/// body), drops what surrounds and interrupts it (navigation, headers and footers outside the
/// article, comments, scripts, share buttons, ads), and keeps headings, paragraphs, list items,
/// quotes, tables, code, **bold** leads and link targets. The page's canonical URL becomes a
/// "Source:" line, as a text's own source line would.
///
///     HTMLReader.parse("<nav>메뉴</nav><article><h1>토글</h1><p><b>명확하게 표시하세요.</b> …</p></article>")
///     // [heading(1) "토글", paragraph "명확하게 표시하세요. …" lead "명확하게 표시하세요."]
enum HTMLReader {
  static func parse(_ text: String) -> ParsedSource {
    let page: ParsedHTML
    do {
      page = try HTMLParser.parse(text)
    } catch {
      return ParsedSource(
        blocks: [], frontMatter: nil,
        diagnostics: [
          Diagnostic(
            .unreadableHTML, severity: .warning, message: "\(error)",
            fix: "save the page again as HTML, or as Markdown or text")
        ])
    }
    let all = page.descendants(of: page.root)
    let body = all.first { page.nodes[$0].name == "body" } ?? page.root
    let container = mainContent(page, body: body)
    var walker = Walker(page: page, container: container)
    walker.walk(container)
    var blocks = walker.blocks
    if !blocks.contains(where: { $0.kind == .heading && $0.level == 1 }),
      let title = all.first(where: { page.nodes[$0].name == "title" }).map({ cleanTitle(page.text(of: $0)) }),
      !title.isEmpty
    {
      blocks.insert(Block(kind: .heading, text: title, line: 1, level: 1), at: 0)
    }
    if let url = canonicalURL(page, nodes: all) {
      blocks.append(Block(kind: .paragraph, text: "Source: \(url)", line: 1))
    }
    let properties = walker.properties.map { (Topic.nameKey($0.key), [$0.value]) }
    let frontMatter = properties.isEmpty ? nil : FrontMatter(fields: Dictionary(properties) { first, _ in first })
    return ParsedSource(blocks: blocks, frontMatter: frontMatter)
  }

  /// The blocks of an HTML fragment inside a Markdown file (`<h2>…</h2>`, `<div align=center>…`).
  static func fragmentBlocks(_ html: String, firstLine: Int) -> [Block] {
    guard let page = try? HTMLParser.parse(html) else { return [] }
    let body = page.descendants(of: page.root).first { page.nodes[$0].name == "body" } ?? page.root
    var walker = Walker(page: page, container: body)
    walker.walk(body)
    return walker.blocks.map { block in
      var block = block
      block.line = firstLine + max(0, block.line - 1)
      return block
    }
  }

  // MARK: Finding the article

  static let contentMarkers = [
    "article-content", "post-content", "entry-content", "post-body", "article_view", "tt_article", "contents_style",
    "notion-page-content", "page-body", "markdown-body", "post", "article", "content",
  ]

  /// The element holding the article: the largest `<article>`/`<main>`, else the largest element
  /// whose id or class names post content, else the body.
  static func mainContent(_ page: ParsedHTML, body: Int) -> Int {
    let elements = page.descendants(of: body).filter { page.nodes[$0].kind == .element }
    let lengths = page.textLengths()
    func size(_ index: Int) -> Int { lengths[index] }
    let semantic = elements.filter {
      ["article", "main"].contains(page.nodes[$0].name) || page.attribute("role", of: $0) == "main"
    }
    if let best = semantic.max(by: { size($0) < size($1) }), size(best) > 0 { return best }
    for marker in contentMarkers {
      let matches = elements.filter { index in
        let names = ((page.attribute("class", of: index) ?? "") + " " + (page.attribute("id", of: index) ?? ""))
          .lowercased()
        return names.split(whereSeparator: { $0 == " " || $0 == "_" && marker.contains("-") }).contains {
          $0 == marker || $0.hasPrefix(marker + "-") || $0.hasSuffix("-" + marker)
        }
      }
      if let best = matches.max(by: { size($0) < size($1) }), size(best) > 0 { return best }
    }
    return body
  }

  static let droppedElements: Set<String> = [
    "script", "style", "noscript", "template", "nav", "footer", "form", "button", "svg", "iframe", "select",
    "input", "textarea", "dialog", "head", "object", "embed", "canvas", "video", "audio",
  ]

  /// Words in a class or id that mark page furniture rather than the article.
  static let junkMarkers: Set<String> = [
    "share", "sharing", "social", "sns", "ad", "ads", "advert", "advertisement", "adsense", "adsbygoogle", "banner",
    "comment", "comments", "related", "sidebar", "breadcrumb", "breadcrumbs", "menu", "subscribe", "cookie",
    "popup", "pagination", "pager", "revenue", "another", "tags", "tag-list", "toc", "nav", "navbar", "footer",
    "skip", "sr-only", "visually-hidden", "promo", "newsletter", "author-box", "like", "likes",
  ]

  /// `headed` says, per node, whether a top heading lies under it (`ParsedHTML.hasDescendant`).
  static func isDropped(_ page: ParsedHTML, _ index: Int, container: Int, headed: [Bool]) -> Bool {
    let node = page.nodes[index]
    guard node.kind == .element, index != container else { return node.kind == .comment }
    if droppedElements.contains(node.name) { return true }
    if node.attributes["hidden"] != nil || node.attributes["aria-hidden"] == "true" { return true }
    if let style = node.attributes["style"]?.lowercased().filter({ !$0.isWhitespace }), style.contains("display:none") {
      return true
    }
    let names = ((node.attributes["class"] ?? "") + " " + (node.attributes["id"] ?? "")).lowercased()
    let words = names.split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "-" }).map(String.init)
    if node.name == "aside" { return !isCallout(names) }
    if node.name == "header" {
      // An article's own header holds its title; a site header does not.
      return !headed[index]
    }
    return words.contains { junkMarkers.contains($0) }
      || junkMarkers.contains(names.trimmingSpaces)
  }

  static func isCallout(_ names: String) -> Bool {
    ["note", "tip", "important", "warning", "callout", "caution"].contains { names.contains($0) }
  }

  static func canonicalURL(_ page: ParsedHTML, nodes: [Int]) -> String? {
    for index in nodes {
      let node = page.nodes[index]
      if node.name == "link", node.attributes["rel"]?.lowercased() == "canonical", let href = node.attributes["href"],
        href.hasPrefix("http")
      {
        return href
      }
      if node.name == "meta", node.attributes["property"] == "og:url", let url = node.attributes["content"],
        url.hasPrefix("http")
      {
        return url
      }
    }
    return nil
  }

  /// "Toggles | Apple Developer Documentation" → "Toggles"; "[HIG] 토글 :: 블로그" → "[HIG] 토글".
  static func cleanTitle(_ title: String) -> String {
    var text = InlineContent.collapse(title)
    for separator in [" | ", " :: ", " - ", " — ", " · "] {
      if let range = text.range(of: separator, options: .backwards) { text = String(text[..<range.lowerBound]) }
    }
    return text.trimmingSpaces
  }

  // MARK: Walking the article

  /// Turns the kept part of the tree into blocks, without recursion: block elements end the
  /// running paragraph, inline elements add to it.
  private struct Walker {
    let page: ParsedHTML
    let container: Int
    /// Whether an `<h1>` or `<h2>` lies under each node: an article's own header holds its title.
    let headed: [Bool]
    var blocks: [Block] = []
    var inline = InlineContent()
    var inlineLine = 0
    var boldDepth = 0
    var leadStart: Int?
    /// The kind of block the innermost open block element makes.
    var kinds: [(element: Int, kind: Block.Kind, level: Int?)] = []
    /// A Notion export's page properties ("플랫폼 | iOS, watchOS"), read like front matter.
    var properties: [(key: String, value: String)] = []

    init(page: ParsedHTML, container: Int) {
      self.page = page
      self.container = container
      headed = page.hasDescendant(named: ["h1", "h2"])
    }

    static let blockElements: Set<String> = [
      "p", "div", "section", "article", "main", "header", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol",
      "blockquote", "dl", "dt", "dd", "figure", "figcaption", "hr", "br", "aside", "details", "summary", "center",
      "body", "html", "tr", "td", "th",
    ]

    mutating func walk(_ root: Int) {
      // (node, leaving): leaving entries close the element after its children were read.
      var stack: [(Int, Bool)] = [(root, false)]
      while let (index, leaving) = stack.popLast() {
        let node = page.nodes[index]
        if leaving {
          leave(index)
          continue
        }
        if HTMLReader.isDropped(page, index, container: container, headed: headed) { continue }
        switch node.kind {
        case .comment: continue
        case .text:
          if inline.text.utf8.count < 64, inline.text.allSatisfy(\.isWhitespace) { inlineLine = node.line }
          inline.text += node.text
          continue
        case .element: break
        }
        if enter(index) {
          stack.append((index, true))
          for child in node.children.reversed() { stack.append((child, false)) }
        }
      }
      flush()
    }

    /// Opens an element; returns false when its children were already handled.
    mutating func enter(_ index: Int) -> Bool {
      let node = page.nodes[index]
      let name = node.name
      switch name {
      case "table":
        flush()
        table(index)
        return false
      case "pre":
        flush()
        let text = page.text(of: index).trimmingSpacesAndNewlines
        if !text.isEmpty { blocks.append(Block(kind: .code, text: text, line: node.line)) }
        return false
      case "img":
        if let alt = node.attributes["alt"], !InlineMarkdown.isPlaceholderAlt(alt) { inline.text += " \(alt) " }
        return false
      case "a":
        if let href = node.attributes["href"], !href.hasPrefix("#"), !href.lowercased().hasPrefix("javascript:") {
          inline.links.append(href)
        }
      case "b", "strong":
        if boldDepth == 0, inline.text.utf8.count < 64, inline.text.allSatisfy(\.isWhitespace) {
          leadStart = inline.text.utf8.count
        }
        boldDepth += 1
      default:
        break
      }
      if Walker.blockElements.contains(name) {
        flush()
        if let level = name.count == 2 && name.first == "h" ? Int(String(name.last!)) : nil {
          kinds.append((index, .heading, level))
        } else if name == "li" || name == "dd" {
          kinds.append((index, .listItem, nil))
        } else if name == "blockquote" {
          kinds.append((index, .quote, nil))
        } else if name == "aside" || HTMLReader.isCallout((node.attributes["class"] ?? "").lowercased()) {
          kinds.append((index, .note, nil))
        }
      }
      return true
    }

    mutating func leave(_ index: Int) {
      let name = page.nodes[index].name
      if name == "b" || name == "strong" {
        boldDepth -= 1
        if boldDepth == 0, let start = leadStart, inline.lead == nil {
          inline.lead = String(decoding: inline.text.utf8.dropFirst(start), as: UTF8.self)
        }
        if boldDepth == 0 { leadStart = nil }
      }
      if Walker.blockElements.contains(name) {
        flush()
        if kinds.last?.element == index { kinds.removeLast() }
      }
    }

    mutating func flush() {
      defer {
        inline = InlineContent()
        leadStart = nil
      }
      let context = kinds.last
      let kind = context?.kind ?? .paragraph
      if let lead = inline.lead { inline.lead = InlineContent.collapse(lead) }
      inline.text = InlineContent.collapse(inline.text)
      guard var block = inline.block(kind, line: max(inlineLine, 1), level: context?.level) else { return }
      if block.kind == .heading {
        block.lead = nil
        block.links = []
      }
      blocks.append(block)
    }

    mutating func table(_ index: Int) {
      var rows: [[String]] = []
      var links: [String] = []
      for row in page.descendants(of: index) where page.nodes[row].name == "tr" {
        let cells = page.children(of: row).filter { ["td", "th"].contains(page.nodes[$0].name) }
        rows.append(cells.map { InlineContent.collapse(page.text(of: $0)) })
        links += page.descendants(of: row).compactMap {
          page.nodes[$0].name == "a" ? page.attribute("href", of: $0) : nil
        }
      }
      rows.removeAll { $0.allSatisfy(\.isEmpty) }
      guard !rows.isEmpty else { return }
      if (page.attribute("class", of: index) ?? "").split(separator: " ").contains("properties") {
        properties += rows.filter { $0.count == 2 }.map { (key: $0[0], value: $0[1]) }
        return
      }
      let text = rows.map { $0.joined(separator: " | ") }.joined(separator: "\n")
      blocks.append(Block(kind: .table, text: text, line: page.nodes[index].line, rows: rows, links: links))
    }
  }
}
