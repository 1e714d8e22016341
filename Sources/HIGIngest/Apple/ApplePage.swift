import HIGModel

/// One page of Apple's HIG JSON (swift-docc's render JSON, docs/Content.md), read into what the
/// guideline builder needs: its slug, language, title, abstract and content blocks.
///
/// Every block type of Apple's pages becomes blocks (`ApplePageReader`); a type this reader does
/// not know keeps its text and adds a note, so a page never loses text to a new block type.
///
///     let page = try ApplePage(bytes: Array(data), file: "apple/en/toggles.json")
///     page.slug      // "toggles"
///     page.language  // .en
struct ApplePage {
  var slug: String
  var language: Language
  var title: String?
  /// The abstract under the title, its pieces joined.
  var abstract: String?
  /// The page's content blocks in reading order.
  var blocks: [Block]
  /// Notes about what the reader met but does not know (unknown block or inline types).
  var diagnostics: [Diagnostic]

  /// Why bytes are not a readable Apple page.
  enum Failure: Error, CustomStringConvertible {
    case notJSON(JSONNode.Failure)
    case noSlug
    /// The HIG's landing page (`…/Human-Interface-Guidelines` itself): a list of sections, no guideline.
    case landingPage

    var description: String {
      switch self {
      case .notJSON(let failure): return "\(failure)"
      case .noSlug: return "its identifier.url names no page of the HIG (doc://com.apple.HIG/…/<slug>)"
      case .landingPage: return "it is the HIG's landing page, which lists the sections and holds no guideline"
      }
    }
  }

  /// What a JSON file in a content folder is, told by its content.
  enum Kind: Equatable {
    /// A page (`primaryContentSections`, or an identifier in `doc://com.apple.HIG/`).
    case page
    /// The navigator index, the HIG's table of contents (`interfaceLanguages`).
    case navigatorIndex
    /// `hig fetch`'s own state file (`"higFetchState"`), or any other JSON: not content.
    case other
  }

  /// The kind of a JSON document, from the keys it holds; files that do not open with `{` are other.
  static func kind(of bytes: [UInt8]) -> Kind {
    guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first == UInt8(ascii: "{")
    else { return .other }
    if ByteSearch.contains(bytes, Array(#""higFetchState""#.utf8)) { return .other }
    if ByteSearch.contains(bytes, Array(#""primaryContentSections""#.utf8))
      || ByteSearch.contains(bytes, Array("doc://com.apple.HIG/".utf8))
    {
      return .page
    }
    if ByteSearch.contains(bytes, Array(#""interfaceLanguages""#.utf8)) { return .navigatorIndex }
    return .other
  }

  /// Reads a page; `localImage` gives the content-relative path of a downloaded image by its
  /// file name, when the content folder has it.
  init(bytes: [UInt8], file: String, localImage: @escaping (String) -> String? = { _ in nil }) throws {
    let root: JSONNode
    do {
      root = try JSONNode.parse(bytes)
    } catch let failure as JSONNode.Failure {
      throw Failure.notJSON(failure)
    }
    let identifier = root["identifier"]?["url"]?.string ?? ""
    guard let slug = ApplePage.slug(ofIdentifier: identifier) else {
      let path = identifier.split(separator: "#").first.map(String.init) ?? identifier
      throw path.lowercased().hasSuffix("/human-interface-guidelines") ? Failure.landingPage : Failure.noSlug
    }
    self.slug = slug
    var reader = ApplePageReader(references: root["references"] ?? .null, file: file, localImage: localImage)
    let abstract = reader.inlines(root["abstract"]?.elements ?? []).text.trimmingSpaces
    self.abstract = abstract.isEmpty ? nil : abstract
    let title = root["metadata"]?["title"]?.string?.trimmingSpaces
    self.title = title?.isEmpty == false ? title : nil
    var blocks: [Block] = []
    for section in root["primaryContentSections"]?.elements ?? [] {
      blocks += reader.blocks(section["content"]?.elements ?? [])
    }
    self.blocks = blocks
    diagnostics = reader.diagnostics
    // Korean pages link other pages under /kr/; otherwise the page's own words tell.
    if reader.linksKoreanPages {
      language = .ko
    } else {
      let sample = ([title, abstract] + blocks.prefix(20).map(\.text)).compactMap { $0 }.joined(separator: " ")
      language = LetterCounts.language(of: sample)
    }
    // A collection page (Components, Patterns, Presentation…) is only its grid of links to the
    // topics under it: under a Topics heading, as swift-docc shows it, it is a list of links
    // like Resources, not guidance that names every component.
    if root["metadata"]?["role"]?.string?.hasPrefix("collection") == true, !blocks.isEmpty,
      blocks[0].kind != .heading
    {
      let heading = language == .ko ? "주제" : "Topics"
      self.blocks.insert(Block(kind: .heading, text: heading, line: 0, level: 2, anchor: "Topics"), at: 0)
    }
  }

  /// The slug a HIG identifier or URL names: "doc://com.apple.HIG/design/Human-Interface-Guidelines/toggles"
  /// → "toggles" (any case of the path; a fragment is ignored); nil for the landing page or another site.
  static func slug(ofIdentifier identifier: String) -> String? {
    slugAndAnchor(ofPath: identifier)?.slug
  }

  /// The slug and Apple's anchor a HIG identifier or URL names ("…/sheets#Platform-considerations").
  static func slugAndAnchor(ofPath text: String) -> (slug: String, anchor: String?)? {
    // Identifiers and URLs are ASCII, where each byte is a character: splitting them by bytes
    // finds no grapheme breaks (by characters, the splits cost more than the rest of a reference).
    let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
    let parts =
      isASCII
      ? text.utf8.split(separator: UInt8(ascii: "#"), maxSplits: 1, omittingEmptySubsequences: false).map(Substring.init)
      : text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = parts.first.map(String.init) ?? text
    let marker = "human-interface-guidelines/"
    guard let range = path.range(of: marker, options: .caseInsensitive) else { return nil }
    let components = path[range.upperBound...]
    let last =
      isASCII ? components.utf8.split(separator: UInt8(ascii: "/")).last.map(Substring.init) : components.split(separator: "/").last
    let rest = last.map(String.init) ?? ""
    let slug = rest.lowercased()
    guard Slug.isValid(slug) else { return nil }
    let anchor = parts.count > 1 ? String(parts[1]) : nil
    return (slug, anchor?.isEmpty == false ? anchor : nil)
  }
}
