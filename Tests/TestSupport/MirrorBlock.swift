import HIGModel

/// One block of a mirror page, written once for both languages and rendered in the shape of
/// swift-docc's RenderNode (`type`-keyed blocks and inline content).
indirect enum MirrorBlock: Sendable {
  case heading(level: Int, MirrorText, anchor: String)
  case paragraph([MirrorInline])
  case aside(style: String, name: MirrorText, [MirrorBlock])
  case list(ordered: Bool, items: [[MirrorBlock]])
  /// The first row is the header.
  case table([[MirrorText]])
  case termList([(term: MirrorText, definition: MirrorText)])
  case tabNavigator([(title: MirrorText, content: [MirrorBlock])])
  case small(MirrorText)
  case links(style: String, items: [String])
  case video(identifier: String)
  /// A block only the Korean page has: a newer revision of the text.
  case koreanOnly(MirrorBlock)

  /// The block as JSON for `language`; nil when it is not on that language's page.
  func json(_ language: Language) -> [String: Any]? {
    switch self {
    case .heading(let level, let text, let anchor):
      return ["type": "heading", "level": level, "text": text[language], "anchor": anchor]
    case .paragraph(let inlines):
      return ["type": "paragraph", "inlineContent": inlines.map { $0.json(language) }]
    case .aside(let style, let name, let content):
      return [
        "type": "aside", "style": style, "name": name[language], "content": content.compactMap { $0.json(language) },
      ]
    case .list(let ordered, let items):
      return [
        "type": ordered ? "orderedList" : "unorderedList",
        "items": items.map { ["content": $0.compactMap { $0.json(language) }] },
      ]
    case .table(let rows):
      return [
        "type": "table", "header": "row",
        "rows": rows.map { row in row.map { [MirrorBlock.paragraph([.text($0)]).json(language)!] } },
      ]
    case .termList(let items):
      return [
        "type": "termList",
        "items": items.map { item in
          [
            "term": ["inlineContent": [MirrorInline.text(item.term).json(language)]],
            "definition": ["content": [MirrorBlock.paragraph([.text(item.definition)]).json(language)!]],
          ]
        },
      ]
    case .tabNavigator(let tabs):
      return [
        "type": "tabNavigator",
        "tabs": tabs.map { ["title": $0.title[language], "content": $0.content.compactMap { $0.json(language) }] },
      ]
    case .small(let text):
      return ["type": "small", "inlineContent": [MirrorInline.text(text).json(language)]]
    case .links(let style, let items):
      return ["type": "links", "style": style, "items": items]
    case .video(let identifier):
      return ["type": "video", "identifier": identifier]
    case .koreanOnly(let block):
      return language == .ko ? block.json(language) : nil
    }
  }
}

/// Inline content of a mirror paragraph.
enum MirrorInline: Sendable {
  case text(MirrorText)
  case strong(MirrorText)
  case emphasis(MirrorText)
  case codeVoice(String)
  case reference(String)
  case image(String)

  func json(_ language: Language) -> [String: Any] {
    switch self {
    case .text(let text): return ["type": "text", "text": text[language]]
    case .strong(let text): return ["type": "strong", "inlineContent": [["type": "text", "text": text[language]]]]
    case .emphasis(let text): return ["type": "emphasis", "inlineContent": [["type": "text", "text": text[language]]]]
    case .codeVoice(let code): return ["type": "codeVoice", "code": code]
    case .reference(let identifier): return ["type": "reference", "identifier": identifier, "isActive": true]
    case .image(let identifier): return ["type": "image", "identifier": identifier]
    }
  }
}
