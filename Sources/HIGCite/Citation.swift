import HIGModel

/// A rule (or a whole guideline) ready to be quoted in a review: what it says, where it sits, and
/// where to read it, printable as Markdown, plain text, HTML or JSON.
///
///     let citation = Citation(record: rule, guideline: dragAndDrop)
///     citation.render(.markdown, languages: [.ko], site: SiteAddress(baseURL: "https://hig.example.kr"))
///     // > **[드래그 앤 드롭 › Best practices](https://hig.example.kr/drag-and-drop.html#drag-and-drop/2rtass)** · `drag-and-drop/2rtass`
///     // >
///     // > **사용자들이 드래그 앤 드롭 작업을 취소할 수 있도록 해야 합니다.** 사람들은 의도치 않게 …
///     // >
///     // > — 규칙 · 하세요 · iOS, iPadOS, macOS · [Apple 원문](https://developer.apple.com/design/human-interface-guidelines/drag-and-drop)
public struct Citation: Hashable, Sendable {
  public var guideline: Guideline
  /// The cited record; nil when the citation names the whole guideline.
  public var record: Record?
  /// The old ID the reader typed, when it was an alias of `record`'s current ID.
  public var citedAs: RecordID?

  public init(record: Record, guideline: Guideline, citedAs: RecordID? = nil) {
    self.guideline = guideline
    self.record = record
    self.citedAs = citedAs == record.id ? nil : citedAs
  }

  public init(guideline: Guideline) {
    self.guideline = guideline
    self.record = nil
    self.citedAs = nil
  }

  /// The citation of what a reference resolved to.
  public init(_ target: KnowledgeBase.Target) {
    switch target {
    case .guideline(let guideline): self.init(guideline: guideline)
    case .record(let guideline, let record, let alias): self.init(record: record, guideline: guideline, citedAs: alias)
    }
  }

  /// The citation printed in `format`, quoting the record in `languages` (Korean first when both),
  /// with a link to the site when `site` is given.
  public func render(_ format: CitationFormat, languages: [Language] = [.ko, .en], site: SiteAddress? = nil) -> String {
    switch format {
    case .markdown: return markdown(languages: languages, site: site)
    case .text: return text(languages: languages, site: site)
    case .html: return html(languages: languages, site: site)
    case .json: return json(languages: languages, site: site)
    }
  }

  // MARK: Parts every format shows

  /// The languages to quote: the requested ones the record has, or else whatever it has, so a
  /// Korean-only rule cited with `--lang en` still shows its text rather than nothing.
  func quotedLanguages(_ requested: [Language]) -> [Language] {
    guard let record else { return [] }
    let available = Language.allCases.filter { record.text[$0] != nil && requested.contains($0) }
    return available.isEmpty ? record.text.languages : available
  }

  /// The guideline's title in the requested languages: "드래그 앤 드롭 (Drag and drop)".
  func title(_ languages: [Language]) -> String {
    let names = Language.allCases.filter(languages.contains).compactMap { guideline.title[$0] }
    let unique = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    guard let first = unique.first else {
      return guideline.title.preferring(.ko).isEmpty ? guideline.slug : guideline.title.preferring(.ko)
    }
    return unique.count > 1 ? "\(first) (\(unique[1]))" : first
  }

  /// The headings from the guideline down to the record's section: ["Platform considerations", "macOS"].
  var sectionPath: [String] {
    guard let record else { return [] }
    var path: [String] = []
    Citation.walkSections(of: guideline) { section, headings in
      guard section.records.contains(where: { $0.id == record.id }) else { return true }
      path = headings()
      return false
    }
    return path
  }

  /// Calls `body` with each section of `guideline` in order and its heading path (the headings of
  /// the sections it sits under, and its own), until `body` returns false. The path is made only
  /// when asked for: `sectionPath` walks until it finds its record and needs only that one.
  static func walkSections(of guideline: Guideline, _ body: (Section, () -> [String]) -> Bool) {
    var stack: [(level: Int, section: Int)] = []
    for (position, section) in guideline.sections.enumerated() {
      while let last = stack.last, last.level >= section.level { stack.removeLast() }
      if section.heading != nil { stack.append((section.level, position)) }
      let headings = { stack.map { guideline.sections[$0.section].heading!.preferring(.en) } }
      guard body(section, headings) else { return }
    }
  }

  /// "드래그 앤 드롭 › Best practices"
  func location(_ languages: [Language]) -> String {
    ([title(languages)] + sectionPath).joined(separator: " › ")
  }

  /// The record's text in `language` split into its lead statement (for a rule whose text starts
  /// with it) and the rest, so formats can set the statement in bold.
  func quote(_ language: Language) -> (statement: String?, rest: String)? {
    guard let record, let text = record.text[language] else { return nil }
    // Only a rule's statement is set in bold, though the site shows any record's statement apart.
    guard record.kind == .rule else { return (nil, text) }
    return record.statementAndRest(language)
  }

  /// The record's ID, or the guideline's slug for a guideline citation.
  public var identifier: String { record?.id.rawValue ?? guideline.slug }

  /// The kind, strength and platforms, in the labels a citation in `languages` uses:
  /// "rule · consider · iOS, iPadOS, macOS".
  public func facts(languages: [Language] = [.ko, .en]) -> String { facts(CiteLabels(requested: languages)) }

  func facts(_ labels: CiteLabels) -> String {
    guard let record else { return "\(labels.guideline) · \(labels.platforms(guideline.platforms.supported))" }
    return "\(labels.kind(record.kind, strength: record.strength)) · \(labels.platforms(record.platforms))"
  }

  /// The link to the rule (or guideline) on the generated site.
  public func siteURL(_ site: SiteAddress?) -> String? {
    guard let site else { return nil }
    return record.map { site.url(for: $0.id) } ?? site.url(forGuideline: guideline.slug)
  }

  /// Apple's page for the guideline.
  public var appleURL: String { guideline.appleURL }
}
