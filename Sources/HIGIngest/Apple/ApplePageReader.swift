import Foundation
import HIGModel

/// Turns the content blocks and inline content of Apple's page JSON into `Block`s, resolving the
/// page's references into cross-references, API symbols and figures (the mapping is a table in
/// docs/Content.md).
///
/// Containers (lists, asides, tables, term lists, rows, tab navigators) are read through the same
/// `blocks(_:)`, so their recursion is as deep as the JSON, which `JSONNode` bounds.
///
///     var reader = ApplePageReader(references: root["references"] ?? .null, file: "apple/en/toggles.json")
///     reader.blocks(root["primaryContentSections"]![0]?["content"]?.elements ?? [])
struct ApplePageReader {
  private var references: [String: JSONNode]
  private var file: String
  private var localImage: (String) -> String?
  /// Notes for the block and inline types met that the reader does not know, one per type.
  private(set) var diagnostics: [Diagnostic] = []
  private var reported: Set<String> = []
  /// True when a reference links a page under /kr/: the page is Apple's Korean translation.
  private(set) var linksKoreanPages = false
  /// The titles of the tabs being read, outermost first.
  private var tabs: [String] = []

  /// Developer documentation's identifiers: what follows is the symbol's path ("SwiftUI/Toggle").
  static let documentationPrefix = "doc://com.apple.documentation/documentation/"

  init(references: JSONNode, file: String, localImage: @escaping (String) -> String? = { _ in nil }) {
    var byID: [String: JSONNode] = [:]
    for (key, value) in references.pairs where byID[key] == nil { byID[key] = value }
    self.references = byID
    self.file = file
    self.localImage = localImage
    linksKoreanPages = byID.values.contains { $0["url"]?.string?.hasPrefix("/kr/") == true }
  }

  /// Text of inline content with what it points to: references, symbols, images, and the bold
  /// opening that states a rule.
  struct Inline {
    init(text: String = "") { self.text = text }

    var text = ""
    var references: [CrossReference] = []
    var symbols: [String] = []
    /// Images inside the text, as figure blocks to place after it.
    var figures: [Block] = []
    /// The text of a `strong` run that opens the content.
    var lead: String?

    mutating func absorb(_ other: Inline) {
      text += other.text
      add(references: other.references, symbols: other.symbols)
      figures += other.figures
    }

    /// Keeps each target once, in the order first met; sets keep a page of thousands of links linear.
    private var seenTargets: Set<String> = []
    private var seenSymbols: Set<String> = []

    mutating func add(references more: [CrossReference], symbols moreSymbols: [String]) {
      for reference in more where seenTargets.insert("\(reference.slug ?? "")#\(reference.anchor ?? "")").inserted {
        references.append(reference)
      }
      for symbol in moreSymbols where seenSymbols.insert(symbol).inserted { symbols.append(symbol) }
    }
  }

  // MARK: Blocks

  mutating func blocks(_ nodes: [JSONNode]) -> [Block] {
    var result: [Block] = []
    for node in nodes { append(node, to: &result) }
    if !tabs.isEmpty {
      let caption = tabs.joined(separator: " › ")
      for index in result.indices where result[index].caption == nil { result[index].caption = caption }
    }
    return result
  }

  private mutating func append(_ node: JSONNode, to result: inout [Block]) {
    let type = node["type"]?.string ?? node["kind"]?.string ?? ""
    switch type {
    case "heading":
      let text = (node["text"]?.string ?? inlines(node["inlineContent"]?.elements ?? []).text).trimmingSpaces
      guard !text.isEmpty else { return }
      // A heading inside a tab would end the tab's section early: it reads as a paragraph there.
      if tabs.isEmpty {
        result.append(
          Block(kind: .heading, text: text, line: 0, level: node["level"]?.int, anchor: node["anchor"]?.string))
      } else {
        result.append(Block(kind: .paragraph, text: text, line: 0))
      }
    case "paragraph", "small":
      let inline = inlines(node["inlineContent"]?.elements ?? [])
      append(inline, kind: .paragraph, lead: type == "paragraph" ? inline.lead : nil, to: &result)
    case "aside":
      var inline = contents(node["content"]?.elements ?? [])
      let name = node["name"]?.string ?? ""
      let style = node["style"]?.string ?? "note"
      if !name.isEmpty, style.lowercased() != "note", !["note", "참고"].contains(name.lowercased()) {
        inline.text = "\(name): " + inline.text
      }
      append(inline, kind: .note, to: &result)
    case "unorderedList", "orderedList":
      for item in node["items"]?.elements ?? [] {
        append(contents(item["content"]?.elements ?? []), kind: .listItem, to: &result)
      }
    case "termList":
      for item in node["items"]?.elements ?? [] {
        var inline = inlines(item["term"]?["inlineContent"]?.elements ?? [])
        let definition = contents(item["definition"]?["content"]?.elements ?? [])
        inline.text = [inline.text.trimmingSpaces, definition.text].filter { !$0.isEmpty }.joined(separator: ": ")
        inline.add(references: definition.references, symbols: definition.symbols)
        inline.figures += definition.figures
        append(inline, kind: .listItem, to: &result)
      }
    case "table":
      appendTable(node, to: &result)
    case "row":
      for column in node["columns"]?.elements ?? [] { result += blocks(column["content"]?.elements ?? []) }
    case "tabNavigator":
      for tab in node["tabs"]?.elements ?? [] {
        tabs.append(tab["title"]?.string?.trimmingSpaces ?? "")
        result += blocks(tab["content"]?.elements ?? [])
        tabs.removeLast()
      }
    case "links":
      var inline = Inline()
      var titles: [String] = []
      for item in node["items"]?.elements ?? [] {
        guard let identifier = item.string else { continue }
        let target = reference(identifier)
        titles.append(target.text)
        inline.add(references: target.references, symbols: target.symbols)
      }
      inline.text = titles.filter { !$0.isEmpty }.joined(separator: " · ")
      append(inline, kind: .paragraph, to: &result)
    case "video", "image":
      if let identifier = node["identifier"]?.string { result.append(figure(identifier)) }
    case "codeListing":
      let code = node["code"]?.elements.compactMap(\.string).joined(separator: "\n") ?? ""
      if !code.trimmingSpaces.isEmpty { result.append(Block(kind: .code, text: code, line: 0)) }
    case "thematicBreak":
      break
    default:
      note(unknown: type, of: "block")
      append(Inline(text: ApplePageReader.text(of: node)), kind: .paragraph, to: &result)
    }
  }

  /// The text of blocks inside a container, one line per block, with what they point to.
  private mutating func contents(_ nodes: [JSONNode]) -> Inline {
    var inline = Inline()
    var lines: [String] = []
    for block in blocks(nodes) {
      if block.kind == .figure {
        inline.figures.append(block)
        continue
      }
      if !block.text.isEmpty { lines.append(block.text) }
      inline.add(references: block.references, symbols: block.symbols)
    }
    inline.text = lines.joined(separator: "\n")
    return inline
  }

  private func append(_ inline: Inline, kind: Block.Kind, lead: String? = nil, to result: inout [Block]) {
    let text = inline.text.trimmingSpaces
    if !text.isEmpty {
      var block = Block(kind: kind, text: text, line: 0, lead: lead.flatMap { $0.isEmpty ? nil : $0 })
      block.references = inline.references
      block.symbols = inline.symbols
      result.append(block)
    }
    result += inline.figures
  }

  /// A table: its cells' text by rows, header first; in a tab, its text starts with the tab's title.
  private mutating func appendTable(_ node: JSONNode, to result: inout [Block]) {
    var inline = Inline()
    var rows: [[String]] = []
    for row in node["rows"]?.elements ?? [] {
      var cells: [String] = []
      for cell in row.elements {
        let content = contents(cell.elements)
        cells.append(content.text.replacingOccurrences(of: "\n", with: " "))
        inline.add(references: content.references, symbols: content.symbols)
        inline.figures += content.figures
      }
      rows.append(cells)
    }
    guard rows.contains(where: { $0.contains { !$0.isEmpty } }) else {
      result += inline.figures
      return
    }
    var text = rows.map { $0.joined(separator: " | ") }.joined(separator: "\n")
    if !tabs.isEmpty { text = tabs.joined(separator: " › ") + "\n" + text }
    var block = Block(kind: .table, text: text, line: 0, rows: rows)
    block.references = inline.references
    block.symbols = inline.symbols
    result.append(block)
    result += inline.figures
  }

  // MARK: Inline content

  mutating func inlines(_ nodes: [JSONNode]) -> Inline {
    var inline = Inline()
    var opening = true
    for node in nodes {
      let type = node["type"]?.string ?? ""
      switch type {
      case "text":
        let text = node["text"]?.string ?? ""
        inline.text += text
        if !text.trimmingSpaces.isEmpty { opening = false }
        continue
      case "strong":
        let child = inlines(node["inlineContent"]?.elements ?? [])
        if opening, !child.text.trimmingSpaces.isEmpty { inline.lead = child.text.trimmingSpaces }
        inline.absorb(child)
      case "emphasis", "newTerm", "strikethrough", "superscript", "subscript", "inlineHead":
        inline.absorb(inlines(node["inlineContent"]?.elements ?? []))
      case "codeVoice":
        inline.text += node["code"]?.string ?? ""
      case "reference":
        guard let identifier = node["identifier"]?.string else { continue }
        var target = reference(identifier)
        if let overriding = node["overridingTitleInlineContent"]?.elements, !overriding.isEmpty {
          target.text = inlines(overriding).text
        } else if let overriding = node["overridingTitle"]?.string {
          target.text = overriding
        }
        for index in target.references.indices { target.references[index].label = target.text }
        inline.absorb(target)
      case "image":
        if let identifier = node["identifier"]?.string { inline.figures.append(figure(identifier)) }
        continue
      case "link":
        inline.text += node["title"]?.string ?? node["destination"]?.string ?? ""
      default:
        note(unknown: type, of: "inline")
        inline.text += ApplePageReader.text(of: node)
      }
      opening = false
    }
    return inline
  }

  /// What a reference shows and points to: its title, and the HIG page and section, or the symbol.
  private mutating func reference(_ identifier: String) -> Inline {
    let target = references[identifier]
    var title = target?["title"]?.string ?? ""
    if title.isEmpty, let inline = target?["titleInlineContent"]?.elements, !inline.isEmpty {
      title = inlines(inline).text
    }
    if title.isEmpty { title = identifier.split(separator: "/").last.map(String.init) ?? identifier }
    var result = Inline(text: title)
    if identifier.hasPrefix(Self.documentationPrefix) {
      var symbol = String(identifier.dropFirst(Self.documentationPrefix.count))
      if let hash = symbol.firstIndex(of: "#") { symbol = String(symbol[..<hash]) }
      if !symbol.isEmpty { result.add(references: [], symbols: [symbol]) }
      return result
    }
    let url = target?["url"]?.string ?? ""
    if let (slug, anchor) = ApplePage.slugAndAnchor(ofPath: url) ?? ApplePage.slugAndAnchor(ofPath: identifier) {
      result.add(references: [CrossReference(label: title, slug: slug, anchor: anchor)], symbols: [])
    }
    return result
  }

  /// A figure block for an image or video reference: its alt text (or its file's name) and the
  /// 2x light variant of the picture.
  private func figure(_ identifier: String) -> Block {
    let target = references[identifier]
    let kind: Figure.Kind = target?["type"]?.string == "video" ? .video : .image
    let variants = target?["variants"]?.elements ?? []
    func traits(_ variant: JSONNode) -> [String] { variant["traits"]?.elements.compactMap(\.string) ?? [] }
    let chosen =
      variants.first { traits($0).contains("2x") && !traits($0).contains("dark") }
      ?? variants.first { !traits($0).contains("dark") } ?? variants.first
    let url = chosen?["url"]?.string.map(ApplePageReader.absoluteURL)
    let name = url.flatMap(ApplePageReader.imageFileName)
    var text = target?["alt"]?.string?.trimmingSpaces ?? ""
    if text.isEmpty { text = target?["title"]?.string?.trimmingSpaces ?? "" }
    if text.isEmpty {
      let base = name ?? identifier
      text = base.split(separator: ".").first.map(String.init) ?? base
    }
    var block = Block(kind: .figure, text: text, line: 0)
    block.figure = Figure(kind: kind, url: url, file: kind == .image ? name.flatMap(localImage) : nil)
    return block
  }

  /// Apple's variant URLs may be site-relative ("/images/…"): they live on developer.apple.com.
  static func absoluteURL(_ url: String) -> String {
    let lowered = url.lowercased()
    if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") { return url }
    return url.hasPrefix("/") ? "https://developer.apple.com" + url : url
  }

  /// The file name a downloaded image has (docs: the URL's last path component, every character
  /// but `[A-Za-z0-9._-]` written as "-"); nil when that leaves no usable name.
  static func imageFileName(_ url: String) -> String? {
    let name = asciiImageFileName(url) ?? scalarImageFileName(url)
    return name.isEmpty || name.allSatisfy({ $0 == "." }) ? nil : name
  }

  /// `imageFileName`'s name (before its check) for any URL, split by characters; "" when the URL
  /// has no last path component.
  static func scalarImageFileName(_ url: String) -> String {
    let path = url.split(separator: "?").first.map(String.init) ?? url
    guard let last = path.split(separator: "/").last else { return "" }
    return String(
      last.unicodeScalars.map { scalar -> Character in
        let allowed =
          scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
        return allowed ? Character(scalar) : "-"
      })
  }

  /// `imageFileName`'s name (before its check) for an ASCII URL, as Apple's are, split by bytes
  /// where each byte is a character: splitting by characters looks for a grapheme break at each,
  /// which was most of reading a figure. Nil for a URL with other scalars; otherwise what
  /// `scalarImageFileName` gives.
  static func asciiImageFileName(_ url: String) -> String? {
    let utf8 = url.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    let path = utf8.split(separator: UInt8(ascii: "?")).first ?? utf8[...]
    guard let last = path.split(separator: UInt8(ascii: "/")).last else { return "" }
    let bytes = last.map { byte in
      let folded = byte | 0x20
      let allowed =
        (0x61...0x7A).contains(folded) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
      return allowed ? byte : UInt8(ascii: "-")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Unknown types

  private mutating func note(unknown type: String, of level: String) {
    guard reported.insert("\(level):\(type)").inserted else { return }
    let named = type.isEmpty ? "with no type" : "'\(type)'"
    diagnostics.append(
      Diagnostic(
        .unknownAppleType, severity: .note, file: file,
        message: "an Apple \(level) \(named) is not one hig knows; its text was kept as plain text",
        fix: "nothing to do; a newer hig may read it as what it is"))
  }

  /// Every `text`, `code` and `title` string inside a value, in document order, joined by spaces:
  /// the words of a type the reader does not know. Walked with a stack, not recursion.
  static func text(of node: JSONNode) -> String {
    var words: [String] = []
    var stack: [JSONNode] = [node]
    while let next = stack.popLast() {
      switch next {
      case .object(let pairs):
        for (key, value) in pairs.reversed() {
          if ["text", "code", "title"].contains(key), let text = value.string {
            stack.append(.string(text))
          } else if case .string = value {
            continue
          } else {
            stack.append(value)
          }
        }
      case .array(let items): stack.append(contentsOf: items.reversed())
      case .string(let text): if !text.trimmingSpaces.isEmpty { words.append(text.trimmingSpaces) }
      default: continue
      }
    }
    return words.joined(separator: " ")
  }
}
