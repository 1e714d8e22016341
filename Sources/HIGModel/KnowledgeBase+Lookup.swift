import Foundation

/// Finding a guideline or record from what a person typed: a slug, a title, a record ID or an old ID.
extension KnowledgeBase {
  /// What a typed reference names.
  public enum Target: Sendable {
    case guideline(Guideline)
    /// A record; `alias` is the old ID typed when it was followed to the current one.
    case record(Guideline, Record, alias: RecordID?)
  }

  /// Resolves "drag-and-drop", "Drag and drop", "드래그 앤 드롭", "drag-and-drop/5c2kq9", or an
  /// aliased old ID. Tolerates a "HIG:" prefix and a URL ending in "#ID".
  ///
  ///     kb.resolve("modality")          // .guideline(Modality)
  ///     kb.resolve("HIG:modality/x7k2mq") // .record(Modality, …, alias: nil)
  public func resolve(_ reference: String) -> Target? {
    var text = reference.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.lowercased().hasPrefix("hig:") { text = String(text.dropFirst(4)) }
    if let hash = text.lastIndex(of: "#") { text = String(text[text.index(after: hash)...]) }
    if let id = RecordID(text) {
      if let (guideline, record) = lookup(id) {
        return .record(guideline, record, alias: record.id == id ? nil : id)
      }
      return nil
    }
    let key = Topic.nameKey(text)
    if let guideline = guidelines.first(where: {
      $0.slug == text.lowercased() || [$0.title.en, $0.title.ko].compactMap { $0 }.map(Topic.nameKey).contains(key)
    }) {
      return .guideline(guideline)
    }
    if let topic = topics.first(where: { topic in
      ([topic.title.en, topic.title.ko].compactMap { $0 } + topic.aliases).map(Topic.nameKey).contains(key)
    }), let guideline = guideline(slug: topic.slug) {
      return .guideline(guideline)
    }
    return nil
  }

  /// Slugs and record IDs close to `reference`, for "did you mean …?".
  public func suggestions(for reference: String, count: Int = 3) -> [String] {
    let text = reference.lowercased()
    let candidates =
      text.contains("/")
      ? records.map(\.id.rawValue) + aliases.keys.map(\.rawValue)
      : guidelines.map(\.slug)
    return EditDistance.closest(to: text, in: candidates, maximum: max(3, text.count / 3), count: count)
  }
}
