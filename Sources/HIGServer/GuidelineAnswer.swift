import HIGModel

/// What `get_guideline` answers: the guideline's facts, and its sections with their rule statements.
struct GuidelineAnswer: Encodable {
  struct SectionOutline: Encodable {
    var anchor: String
    var heading: LocalizedText?
    var level: Int
    var platforms: [String]
    var rules: [RuleOutline]
  }

  struct RuleOutline: Encodable {
    var id: String
    var statement: LocalizedText
    var strength: String?
    var platforms: [String]
  }

  var slug: String
  var title: LocalizedText
  var category: String
  var group: String?
  var appleURL: String
  var appleKoreanURL: String?
  var summary: LocalizedText?
  var platforms: PlatformSupport
  var sections: [SectionOutline]
  /// The whole guideline's resource: `hig://guideline/<slug>`.
  var resource: String

  init(_ guideline: Guideline) {
    slug = guideline.slug
    title = guideline.title
    category = guideline.category
    group = guideline.group
    appleURL = guideline.appleURL
    appleKoreanURL = guideline.appleKoreanURL
    summary = guideline.summary
    platforms = guideline.platforms
    sections = guideline.ownSections.map { section in
      SectionOutline(
        anchor: section.anchor, heading: section.heading, level: section.level,
        platforms: section.platforms.map(\.rawValue),
        rules: section.records.filter { $0.kind == .rule }.map { record in
          RuleOutline(
            id: record.id.rawValue, statement: record.statement ?? record.text, strength: record.strength?.rawValue,
            platforms: record.platforms.map(\.rawValue))
        })
    }
    resource = GuidelineResources.uri(guideline.slug)
  }

  static let schema = Schema.object(
    [
      "slug": Schema.string(), "title": Schema.localizedText, "category": Schema.string(), "group": Schema.string(),
      "appleURL": Schema.string(), "appleKoreanURL": Schema.string(), "summary": Schema.localizedText,
      "platforms": Schema.object(["supported": Schema.strings, "unsupported": Schema.strings]),
      "sections": Schema.array(
        Schema.object(
          [
            "anchor": Schema.string(), "heading": Schema.localizedText, "level": Schema.integer,
            "platforms": Schema.strings,
            "rules": Schema.array(
              Schema.object(
                [
                  "id": Schema.string(), "statement": Schema.localizedText, "strength": Schema.string(),
                  "platforms": Schema.strings,
                ], required: ["id", "statement", "platforms"])),
          ], required: ["anchor", "level", "platforms", "rules"])),
      "resource": Schema.string(),
    ], required: ["slug", "title", "category", "appleURL", "platforms", "sections", "resource"])
}
