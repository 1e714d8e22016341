import Foundation
import HIGModel

extension Citation {
  /// The fields a script needs, as they appear in the other formats, plus the Markdown form.
  ///
  ///     {"id": "drag-and-drop/4h8tpa", "guideline": {"slug": "drag-and-drop", …}, "section": ["Best practices"], …}
  public struct Document: Codable, Hashable, Sendable {
    public struct GuidelineSummary: Codable, Hashable, Sendable {
      public var slug: String
      public var title: LocalizedText
    }

    public var id: String
    public var citedAs: String?
    public var guideline: GuidelineSummary
    public var section: [String]
    public var kind: String?
    public var strength: String?
    public var platforms: [String]
    /// The quoted text in the requested languages.
    public var text: LocalizedText?
    public var siteURL: String?
    public var appleURL: String
    public var markdown: String
  }

  public func document(languages: [Language] = [.ko, .en], site: SiteAddress? = nil) -> Document {
    let quoted = quotedLanguages(languages)
    return Document(
      id: identifier, citedAs: citedAs?.rawValue,
      guideline: .init(slug: guideline.slug, title: guideline.title), section: sectionPath,
      kind: record?.kind.rawValue, strength: record?.strength?.rawValue,
      platforms: (record?.platforms ?? guideline.platforms.supported).map(\.rawValue),
      text: record.map {
        LocalizedText(ko: quoted.contains(.ko) ? $0.text.ko : nil, en: quoted.contains(.en) ? $0.text.en : nil)
      },
      siteURL: siteURL(site), appleURL: appleURL, markdown: markdown(languages: languages, site: site))
  }

  func json(languages: [Language], site: SiteAddress?) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document(languages: languages, site: site))) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
