import HIGCite
import HIGModel

/// What `get_rule` answers: the record, where it sits in its guideline, and its neighbours.
struct RuleAnswer: Encodable {
  struct GuidelineContext: Encodable {
    var slug: String
    var title: LocalizedText
    var category: String
    var appleURL: String
  }

  struct Neighbour: Encodable {
    var id: String
    var kind: String
    /// The start of its text (its statement, for a rule), in each language it has.
    var text: LocalizedText
  }

  struct Reference: Encodable {
    var label: String
    var slug: String?
  }

  var id: String
  var citation: String
  /// The old ID asked for, when it was an alias of `id`.
  var citedAs: String?
  var kind: String
  var strength: String?
  var platforms: [String]
  var text: LocalizedText
  var statement: LocalizedText?
  var symbols: [String]
  var references: [Reference]
  var guideline: GuidelineContext
  /// Headings from the guideline down to the record's section.
  var section: [String]
  var previous: Neighbour?
  var next: Neighbour?
  /// The citation in Markdown, as `hig cite` prints it.
  var markdown: String

  init(_ citation: Citation, site: SiteAddress?) {
    let record = citation.record!
    let guideline = citation.guideline
    let document = citation.document(site: site)
    id = record.id.rawValue
    self.citation = "HIG:\(record.id)"
    citedAs = citation.citedAs?.rawValue
    kind = record.kind.rawValue
    strength = record.strength?.rawValue
    platforms = record.platforms.map(\.rawValue)
    text = record.text
    statement = record.statement
    symbols = record.symbols
    references = record.references.map { Reference(label: $0.label, slug: $0.slug) }
    self.guideline = GuidelineContext(
      slug: guideline.slug, title: guideline.title, category: guideline.category, appleURL: guideline.appleURL)
    section = document.section
    let records = guideline.ownSections.flatMap(\.records)
    let position = records.firstIndex { $0.id == record.id }
    func neighbour(_ index: Int?) -> Neighbour? {
      guard let index, records.indices.contains(index) else { return nil }
      let other = records[index]
      let lead = other.statement ?? other.text
      return Neighbour(
        id: other.id.rawValue, kind: other.kind.rawValue,
        text: LocalizedText(
          ko: lead.ko.map { Citation.shortened($0, limit: 100) }, en: lead.en.map { Citation.shortened($0, limit: 100) }))
    }
    previous = neighbour(position.map { $0 - 1 })
    next = neighbour(position.map { $0 + 1 })
    markdown = document.markdown
  }

  /// The text answer: the citation, then the neighbours.
  var summary: String {
    var lines = [markdown]
    for (label, neighbour) in [("Before", previous), ("After", next)] {
      guard let neighbour else { continue }
      lines.append("\(label): \(neighbour.id) (\(neighbour.kind)) \(neighbour.text.preferring(.ko))")
    }
    return lines.joined(separator: "\n")
  }

  static let schema = Schema.object(
    [
      "id": Schema.string(), "citation": Schema.string(), "citedAs": Schema.string(), "kind": Schema.string(),
      "strength": Schema.string(), "platforms": Schema.strings, "text": Schema.localizedText,
      "statement": Schema.localizedText, "symbols": Schema.strings,
      "references": Schema.array(Schema.object(["label": Schema.string(), "slug": Schema.string()], required: ["label"])),
      "guideline": Schema.object(
        ["slug": Schema.string(), "title": Schema.localizedText, "category": Schema.string(), "appleURL": Schema.string()],
        required: ["slug", "title", "category", "appleURL"]),
      "section": Schema.strings, "previous": neighbourSchema, "next": neighbourSchema, "markdown": Schema.string(),
    ],
    required: [
      "id", "citation", "kind", "platforms", "text", "symbols", "references", "guideline", "section", "markdown",
    ])

  static let neighbourSchema = Schema.object(
    ["id": Schema.string(), "kind": Schema.string(), "text": Schema.localizedText], required: ["id", "kind", "text"])
}
