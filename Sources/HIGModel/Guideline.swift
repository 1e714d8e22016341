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
  /// The page's own sections, then those of its community translations (`Section.translation`).
  public var sections: [Section]
  public var changes: [ChangeLogEntry]
  /// The page's abstract: the sentence under the title on Apple's page, in each language it has.
  public var summary: LocalizedText?
  /// The languages of Apple's own pages the guideline holds (Apple's page JSON): empty for a
  /// guideline made only from other texts, `[ko, en]` when Apple's Korean and English pages joined.
  public var appleLanguages: [Language]
  /// Community translations of the page kept beside Apple's text, with their own sections.
  public var translations: [CommunityTranslation]

  public init(
    slug: String, title: LocalizedText, category: String, group: String? = nil, appleURL: String,
    source: Source, platforms: PlatformSupport, sections: [Section], changes: [ChangeLogEntry] = [],
    summary: LocalizedText? = nil, appleLanguages: [Language] = [], translations: [CommunityTranslation] = []
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
    self.summary = summary
    self.appleLanguages = appleLanguages
    self.translations = translations
  }

  public var id: String { slug }

  /// Every record of the page in reading order, its community translations' last.
  public var records: [Record] { sections.flatMap(\.records) }

  /// `records` read where they are, without an array of copies.
  public var eachRecord: some Sequence<Record> { sections.lazy.flatMap(\.records) }

  /// How many records the sections hold, counted without copying them.
  public var recordCount: Int { sections.reduce(0) { $0 + $1.records.count } }

  /// Apple's Korean page, when the guideline holds Apple's Korean text.
  public var appleKoreanURL: String? {
    appleLanguages.contains(.ko) ? Topic.appleKoreanBaseURL + slug : nil
  }
}

extension Guideline {
  /// The guideline's own sections: Apple's page (or the text it was built from), without the
  /// sections of its community translations.
  public var ownSections: [Section] { sections.filter { $0.translation == nil } }

  /// The sections of the community translation at `index` in `translations`.
  public func sections(ofTranslation index: Int) -> [Section] { sections.filter { $0.translation == index } }

  /// Where the record with `id` came from: the community translation's source for a record of a
  /// translation, else the guideline's own.
  public func source(of id: RecordID) -> Source {
    guard let section = sections.first(where: { $0.records.contains { $0.id == id } }),
      let index = section.translation, translations.indices.contains(index)
    else { return source }
    return translations[index].source
  }
}
