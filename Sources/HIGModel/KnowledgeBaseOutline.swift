/// A knowledge base as comparing a rebuild with it needs it: each guideline's slug with its
/// records' IDs and languages, and the texts of only the records asked for.
///
/// A rebuild compares the new knowledge base with the last one to keep the IDs of rewritten rules
/// as aliases; decoding and holding the whole last one beside the new one cost more than the
/// build. Only records whose ID vanished need their texts, and an edit vanishes few.
///
///     KnowledgeBaseOutline(knowledgeBase)                  // every text, from a knowledge base in memory
///     KnowledgeBaseFile.outline(file, textsWhere: vanished)  // from the cache, texts of vanished IDs only
public struct KnowledgeBaseOutline: Sendable {
  /// One record: its ID, the languages its text has, and the text when it was asked for.
  public struct RecordEntry: Sendable {
    public var id: RecordID
    public var hasKorean: Bool
    public var hasEnglish: Bool
    /// nil when the outline was read without this record's text.
    public var text: LocalizedText?

    public init(id: RecordID, hasKorean: Bool, hasEnglish: Bool, text: LocalizedText? = nil) {
      self.id = id
      self.hasKorean = hasKorean
      self.hasEnglish = hasEnglish
      self.text = text
    }

    public func has(_ language: Language) -> Bool { language == .ko ? hasKorean : hasEnglish }

    /// `Record.identityText` of the text, when the outline holds it; else "".
    public var identityText: String { text?.en ?? text?.ko ?? "" }
  }

  /// One guideline: its slug and its records in reading order.
  public struct GuidelineEntry: Sendable {
    public var slug: String
    public var records: [RecordEntry]

    public init(slug: String, records: [RecordEntry]) {
      self.slug = slug
      self.records = records
    }
  }

  public var guidelines: [GuidelineEntry]

  public init(guidelines: [GuidelineEntry]) {
    self.guidelines = guidelines
  }

  /// The outline of `knowledgeBase`, with every text (shared with it, not copied).
  public init(_ knowledgeBase: KnowledgeBase) {
    guidelines = knowledgeBase.guidelines.map { guideline in
      GuidelineEntry(
        slug: guideline.slug,
        records: guideline.records.map {
          RecordEntry(id: $0.id, hasKorean: $0.text.ko != nil, hasEnglish: $0.text.en != nil, text: $0.text)
        })
    }
  }

  /// A hash of a guideline's records' IDs and languages, in order: equal in two builds when the
  /// guideline holds the same records, so a rebuild can leave it out of the comparison.
  public static func digest(of guideline: Guideline) -> UInt64 {
    var hash = FNV1a()
    // By index: iterating would copy every record.
    for section in guideline.sections {
      let records = section.records
      for index in records.indices {
        add(
          records[index].id, hasKorean: records[index].text.ko != nil, hasEnglish: records[index].text.en != nil,
          to: &hash)
      }
    }
    return hash.value
  }

  /// `digest(of:)` of the guideline an entry outlines.
  public static func digest(of entry: GuidelineEntry) -> UInt64 {
    var hash = FNV1a()
    for record in entry.records {
      add(record.id, hasKorean: record.hasKorean, hasEnglish: record.hasEnglish, to: &hash)
    }
    return hash.value
  }

  private static func add(_ id: RecordID, hasKorean: Bool, hasEnglish: Bool, to hash: inout FNV1a) {
    hash.add(bytes: id.rawValue.utf8)
    hash.add(UInt8(ascii: "0") + (hasKorean ? 1 : 0) + (hasEnglish ? 2 : 0))
  }

  /// Every record of every guideline, in content order.
  public var records: [RecordEntry] { guidelines.flatMap(\.records) }

  /// `records` read where they are, without an array of copies.
  public var eachRecord: some Sequence<RecordEntry> { guidelines.lazy.flatMap(\.records) }
}
