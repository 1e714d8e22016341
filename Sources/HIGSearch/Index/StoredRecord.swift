import HIGModel

/// Everything a search hit shows about a record, kept inside the index file so that `hig search`
/// never decodes the knowledge base.
///
///     StoredRecord(id: "modality/dy5qt2", guideline: "modality", guidelineTitle: 모달리티 · Modality, …)
public struct StoredRecord: Hashable, Sendable, Codable {
  public var id: RecordID
  /// The guideline's slug.
  public var guideline: String
  public var guidelineTitle: LocalizedText
  /// The heading of the record's section; nil for the overview before the first heading.
  public var section: LocalizedText?
  public var kind: RecordKind
  public var platforms: [Platform]
  /// The record's full original text in each language it has.
  public var text: LocalizedText

  public init(
    id: RecordID, guideline: String, guidelineTitle: LocalizedText, section: LocalizedText?, kind: RecordKind,
    platforms: [Platform], text: LocalizedText
  ) {
    self.id = id
    self.guideline = guideline
    self.guidelineTitle = guidelineTitle
    self.section = section
    self.kind = kind
    self.platforms = platforms
    self.text = text
  }
}
