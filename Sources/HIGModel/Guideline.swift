/// One page of the Human Interface Guidelines as a Korean and/or English text presents it.
public struct Guideline: Codable, Hashable, Sendable, Identifiable {
  /// Apple's slug for the page ("drag-and-drop"); also the guideline's ID.
  public var slug: String
  public var title: LocalizedText
  /// Apple's section for the page ("Patterns", "Components").
  public var category: String
  /// Apple's group within the section ("Presentation"), when it has one.
  public var group: String?
  /// The page on Apple's site.
  public var appleURL: String
  public var source: Source
  public var platforms: PlatformSupport
  public var sections: [Section]
  public var changes: [ChangeLogEntry]

  public init(
    slug: String, title: LocalizedText, category: String, group: String? = nil, appleURL: String,
    source: Source, platforms: PlatformSupport, sections: [Section], changes: [ChangeLogEntry] = []
  ) {
    self.slug = slug
    self.title = title
    self.category = category
    self.group = group
    self.appleURL = appleURL
    self.source = source
    self.platforms = platforms
    self.sections = sections
    self.changes = changes
  }

  public var id: String { slug }

  /// Every record of the page in reading order.
  public var records: [Record] { sections.flatMap(\.records) }
}
