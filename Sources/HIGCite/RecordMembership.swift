import HIGModel

/// Whether an ID is a record of a knowledge base whose guidelines own their IDs (no two share a
/// slug, and every record's ID starts with its guideline's slug), found through the slug instead
/// of a set of every ID.
///
/// A rebuild that compares only the guidelines an edit changed still asks whether an old ID is a
/// record anywhere: collecting 200,000 IDs into a set for a few questions was a sixth of a second
/// at x100. With guidelines that own their IDs, the ID's slug names the one guideline that can hold it.
///
///     RecordMembership(knowledgeBase)?.contains(RecordID(rawValue: "modality/x7k2mq"))
public struct RecordMembership: Sendable {
  private let guidelines: [Guideline]
  private let indexBySlug: [String: Int]

  /// nil when two guidelines share a slug or a record's ID names another slug: then an ID may be
  /// in any guideline, and only a set of every ID answers.
  public init?(_ knowledgeBase: KnowledgeBase) {
    var indexBySlug: [String: Int] = [:]
    indexBySlug.reserveCapacity(knowledgeBase.guidelines.count)
    for (index, guideline) in knowledgeBase.guidelines.enumerated() {
      guard indexBySlug.updateValue(index, forKey: guideline.slug) == nil else { return nil }
      let prefix = guideline.slug + "/"
      // By index: iterating would copy every record.
      for section in guideline.sections {
        let records = section.records
        for index in records.indices where !records[index].id.rawValue.hasPrefix(prefix) { return nil }
      }
    }
    self.guidelines = knowledgeBase.guidelines
    self.indexBySlug = indexBySlug
  }

  /// Whether every record of an outlined guideline has an ID of its slug ("slug/key").
  public static func ownsItsIDs(_ entry: KnowledgeBaseOutline.GuidelineEntry) -> Bool {
    let prefix = entry.slug + "/"
    return entry.records.allSatisfy { $0.id.rawValue.hasPrefix(prefix) }
  }

  public func contains(_ id: RecordID) -> Bool {
    guard let index = indexBySlug[id.slug] else { return false }
    return guidelines[index].sections.contains { section in section.records.contains { $0.id == id } }
  }
}
