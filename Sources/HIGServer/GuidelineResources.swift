import HIGCite
import HIGModel

/// The guidelines as MCP resources: `hig://guideline/<slug>`, each the whole guideline in Markdown,
/// Korean and English, every record with its ID.
enum GuidelineResources {
  static let scheme = "hig://guideline/"
  static let mimeType = "text/markdown"

  static func uri(_ slug: String) -> String { scheme + slug }

  /// `resources/list`: one resource per guideline, in the knowledge base's order.
  static func list(_ kb: KnowledgeBase) -> JSONValue {
    .array(
      kb.guidelines.map { guideline in
        let titles = [guideline.title.ko, guideline.title.en].compactMap { $0 }
        var description = "\(guideline.category) · \(Labels.platforms(guideline.platforms.supported))"
        if let summary = guideline.summary?.preferring(.en) { description += " · " + Citation.shortened(summary, limit: 160) }
        return [
          "uri": .string(uri(guideline.slug)), "name": .string(guideline.slug),
          "title": .string(titles.isEmpty ? guideline.slug : titles.joined(separator: " · ")),
          "description": .string(description), "mimeType": .string(mimeType),
        ]
      })
  }

  /// `resources/templates/list`: the URI pattern, for clients that build URIs themselves.
  static let templates: JSONValue = [
    [
      "uriTemplate": "hig://guideline/{slug}", "name": "guideline", "title": "A HIG guideline",
      "description": "A guideline of the knowledge base in Markdown, Korean and English, each record with its ID.",
      "mimeType": .string(mimeType),
    ]
  ]

  /// `resources/read`: the guideline `uri` names, or nil when it names none.
  static func read(_ uri: String, kb: KnowledgeBase, site: SiteAddress?) -> JSONValue? {
    guard uri.hasPrefix(scheme), let guideline = kb.guideline(slug: String(uri.dropFirst(scheme.count))) else {
      return nil
    }
    return [
      "contents": [
        [
          "uri": .string(uri), "mimeType": .string(mimeType),
          "text": .string(GuidelineMarkdown(site: site).render(guideline)),
        ]
      ]
    ]
  }
}
