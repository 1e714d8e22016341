/// Everything hig knows after ingesting a content folder: the document every later stage reads.
///
/// Stored as versioned JSON (see docs/KnowledgeBase.md); `schemaVersion` changes whenever a field
/// changes meaning, so an old cache is rebuilt instead of misread.
public struct KnowledgeBase: Codable, Hashable, Sendable {
  public static let currentSchemaVersion = 3

  public var schemaVersion: Int
  /// A digest of the content folder the knowledge base was built from.
  public var contentFingerprint: String
  public var guidelines: [Guideline]
  /// Every topic of Apple's HIG site, for resolving references to guidelines hig lacks.
  public var topics: [Topic]
  public var glossary: [GlossaryTerm]
  /// The terminology layer: curated concepts (`terminology.tsv`) and the pairs harvested from the texts.
  public var terminology: Terminology
  /// Old record IDs that still resolve, mapped to the IDs that replaced them.
  public var aliases: [RecordID: RecordID]
  public var diagnostics: [Diagnostic]

  public init(
    schemaVersion: Int = KnowledgeBase.currentSchemaVersion, contentFingerprint: String,
    guidelines: [Guideline], topics: [Topic] = [], glossary: [GlossaryTerm] = [],
    terminology: Terminology = Terminology(), aliases: [RecordID: RecordID] = [:], diagnostics: [Diagnostic] = []
  ) {
    self.schemaVersion = schemaVersion
    self.contentFingerprint = contentFingerprint
    self.guidelines = guidelines
    self.topics = topics
    self.glossary = glossary
    self.terminology = terminology
    self.aliases = aliases
    self.diagnostics = diagnostics
  }

  public func guideline(slug: String) -> Guideline? {
    guidelines.first { $0.slug == slug }
  }

  /// Every record of every guideline, in content order.
  public var records: [Record] { guidelines.flatMap(\.records) }

  /// `records` read where they are, one at a time: `records` copies every record into a new array,
  /// which at x100 is a sizeable part of the knowledge base again.
  public var eachRecord: some Sequence<Record> { guidelines.lazy.flatMap(\.eachRecord) }

  /// How many records the guidelines hold, counted without copying them.
  public var recordCount: Int { guidelines.reduce(0) { $0 + $1.recordCount } }

  /// The record with `id`, following an alias when `id` names a rewritten record.
  ///
  /// A live record wins over an alias of the same ID: a rule rewritten back to its old text takes
  /// its old ID back instead of being redirected away from itself.
  ///
  ///     kb.lookup(RecordID(rawValue: "modality/old123"))  // the record that replaced it, via aliases
  public func lookup(_ id: RecordID) -> (guideline: Guideline, record: Record)? {
    var current = id
    var seen: Set<RecordID> = []
    while true {
      if let guideline = guideline(slug: current.slug),
        let record = guideline.records.first(where: { $0.id == current })
      {
        return (guideline, record)
      }
      guard let alias = aliases[current], seen.insert(current).inserted else { return nil }
      current = alias
    }
  }

  public func topic(slug: String) -> Topic? {
    topics.first { $0.slug == slug }
  }
}
