import HIGModel

extension KnowledgeBase {
  /// Every old ID that resolves to `id` through the aliases, directly or along a chain, sorted;
  /// the site gives each an anchor next to the record so links to old IDs keep landing on it.
  ///
  ///     kb.oldIDs(of: RecordID(rawValue: "modality/9eb28b"))  // [modality/dy5qt2]
  public func oldIDs(of id: RecordID) -> [RecordID] {
    // `lookup` prefers a live record, so an old ID that is itself a live record never resolves to `id`.
    aliases.keys.filter { old in old != id && lookup(old)?.record.id == id }.sorted()
  }
}
