/// A titled part of a guideline page, holding its records in reading order.
///
/// Sections are a flat list; `level` tells how they nest (2 for "Best practices", 3 for "iPadOS"
/// under "Platform considerations", 4 for a sub-heading inside it).
public struct Section: Codable, Hashable, Sendable {
  /// An anchor for the section, unique within its guideline ("best-practices", "ipados").
  public var anchor: String
  /// The heading as written; nil for the overview before the first heading.
  public var heading: LocalizedText?
  public var kind: SectionKind
  public var level: Int
  /// The platforms a platform section (or a section nested in one) is about; empty otherwise.
  public var platforms: [Platform]
  public var records: [Record]
  /// Apple's own anchor for the heading ("Platform-considerations", "iOS-iPadOS"), the same in
  /// both languages, when the section comes from Apple's page.
  public var appleAnchor: String?
  /// For a section of a community translation kept beside Apple's text: its index in
  /// `Guideline.translations`; nil for the guideline's own sections.
  public var translation: Int?

  public init(
    anchor: String, heading: LocalizedText?, kind: SectionKind, level: Int,
    platforms: [Platform] = [], records: [Record] = [], appleAnchor: String? = nil, translation: Int? = nil
  ) {
    self.anchor = anchor
    self.heading = heading
    self.kind = kind
    self.level = level
    self.platforms = platforms
    self.records = records
    self.appleAnchor = appleAnchor
    self.translation = translation
  }

  /// For each of `sections`, whether it is of one of `kinds` or a heading nested under one: a
  /// heading under Resources ("Developer documentation", "Videos") is still about the page.
  public static func nested(under kinds: Set<SectionKind>, in sections: [Section]) -> [Bool] {
    var level: Int?
    return sections.map { section in
      if let current = level, section.level <= current { level = nil }
      if level == nil, kinds.contains(section.kind) { level = section.level }
      return level != nil
    }
  }
}
