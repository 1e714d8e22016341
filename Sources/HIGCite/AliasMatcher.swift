import HIGModel

/// Finds, after a rebuild, which record replaced each record whose ID disappeared because its own
/// text was rewritten, so the old ID can be kept as an alias.
///
/// Only records of the same guideline compete, only IDs that are new in this build can replace a
/// vanished one, and each new record takes at most one old ID (the most similar), so a deleted
/// paragraph never hands its ID to an unrelated new one. A record whose text moved unchanged to
/// another guideline (or whose guideline got a new slug) is followed there too.
///
///     // before: modality/x7k2mq "적합할 때 모달리티를 사용하십시오. …"
///     // after:  modality/9d4fq1 "적합할 때 모달리티를 사용하세요. …"
///     AliasMatcher().aliases(previous: before, current: after)
///     // [Alias(old: modality/x7k2mq, new: modality/9d4fq1, similarity: 0.93)]
public struct AliasMatcher: Sendable {
  /// The least similarity that counts as "the same rule, reworded".
  public var threshold: Double

  public init(threshold: Double = 0.5) {
    self.threshold = threshold
  }

  public func aliases(previous: KnowledgeBase, current: KnowledgeBase) -> [Alias] {
    aliases(previous: KnowledgeBaseOutline(previous), current: current)
  }

  /// What a rebuild keeps of the comparison with the last build: the aliases found (`aliases`) and
  /// the IDs that resolve to nothing once they are added to `current` (`unresolved`). `currentIDs` is every record ID
  /// of `current` (`AliasMatcher.ids`), collected once by the caller: at x100 a set of 200,000 IDs.
  /// `records`, when given, answers which IDs are records instead, for a `current` that holds only
  /// the guidelines an edit changed while aliases may lead into the others.
  public func compare(
    previous: KnowledgeBaseOutline, current: KnowledgeBase, currentIDs: Set<RecordID>,
    records: RecordMembership? = nil
  ) -> (found: [Alias], lost: [RecordID]) {
    let changes = Changes(previous: previous, current: current, currentIDs: currentIDs)
    let found = aliases(previous: previous, current: current, changes: changes)
    // With the aliases in place, as the rebuild saves them: an old alias may lead through one.
    var aliased = current
    for alias in found { aliased.aliases[alias.old] = alias.new }
    return (
      found,
      unresolved(
        previous: previous, current: aliased, currentIDs: currentIDs, gone: changes.gone, found: [], records: records)
    )
  }

  /// The aliases against an outline of the last build; a vanished record whose text the outline
  /// lacks (a rebuild reads only the texts of IDs `current` lacks) is compared as an empty text, so it finds no alias.
  public func aliases(previous: KnowledgeBaseOutline, current: KnowledgeBase) -> [Alias] {
    let changes = Changes(previous: previous, current: current, currentIDs: AliasMatcher.ids(current))
    return aliases(previous: previous, current: current, changes: changes)
  }

  /// The records that differ between two builds, found so that what follows visits only the
  /// guidelines an edit touched: an edit that rewrites one rule of 200,000 cost a rebuild a second
  /// when every guideline's records were filtered and copied for each step, and sets of every ID
  /// of each build were made.
  private struct Changes {
    /// The last build's records whose IDs `current` lacks, in content order.
    var gone: [KnowledgeBaseOutline.RecordEntry] = []
    /// `gone` less the IDs an alias of `current` already resolves: those an alias may replace.
    var vanished: Set<RecordID> = []
    /// The slugs of the last build's guidelines that hold a vanished record.
    var touched: Set<String> = []
    /// The records of the current guidelines of `touched` slugs whose IDs the last build lacks, by
    /// guideline index, in content order.
    var arrived: [Int: [Record]] = [:]

    init(previous: KnowledgeBaseOutline, current: KnowledgeBase, currentIDs: Set<RecordID>) {
      for guideline in previous.guidelines {
        for record in guideline.records where !currentIDs.contains(record.id) {
          gone.append(record)
          if current.aliases[record.id] == nil {
            vanished.insert(record.id)
            touched.insert(guideline.slug)
          }
        }
      }
      // Every alias replaces a vanished ID: with none (a rebuild of unchanged content), nothing arrived matters.
      guard !vanished.isEmpty else { return }
      let previousBySlug = AliasMatcher.firstBySlug(previous)
      var candidates: [Int: [Record]] = [:]
      for (index, guideline) in current.guidelines.enumerated() where touched.contains(guideline.slug) {
        let before = Set(previousBySlug[guideline.slug]?.records.map(\.id) ?? [])
        let new = guideline.eachRecord.filter { !before.contains($0.id) }
        if !new.isEmpty { candidates[index] = new }
      }
      // An ID the last build held in another guideline (of a repeated slug, say) is not new.
      let candidateIDs = Set(candidates.values.joined().map(\.id))
      var held: Set<RecordID> = []
      for guideline in previous.guidelines {
        for record in guideline.records where candidateIDs.contains(record.id) { held.insert(record.id) }
      }
      arrived = candidates.compactMapValues { records in
        let new = records.filter { !held.contains($0.id) }
        return new.isEmpty ? nil : new
      }
    }

    /// Every record of `current` whose ID the last build lacks, in content order: where a record
    /// moved to another guideline is looked for, once the touched guidelines left a vanished
    /// record unmatched.
    static func everyArrival(previous: KnowledgeBaseOutline, current: KnowledgeBase) -> [Record] {
      let previousIDs = Set(previous.eachRecord.lazy.map(\.id))
      return current.eachRecord.filter { !previousIDs.contains($0.id) }
    }
  }

  private func aliases(previous: KnowledgeBaseOutline, current: KnowledgeBase, changes: Changes) -> [Alias] {
    guard !changes.vanished.isEmpty else { return [] }
    // By slug once: looking each guideline up in the other build grew with the square of the pages.
    let previousBySlug = AliasMatcher.firstBySlug(previous)
    var result: [Alias] = []
    for (index, guideline) in current.guidelines.enumerated() where changes.touched.contains(guideline.slug) {
      guard let before = previousBySlug[guideline.slug], let arrived = changes.arrived[index] else { continue }
      let vanished = before.records.filter { changes.vanished.contains($0.id) }
      guard !vanished.isEmpty else { continue }
      var pairs: [Alias] = []
      for old in vanished {
        for new in arrived {
          let similarity = TextSimilarity.score(old.text ?? LocalizedText(), new.text)
          if similarity >= threshold { pairs.append(Alias(old: old.id, new: new.id, similarity: similarity)) }
        }
      }
      // Most similar pairs first; ties in content order through the stable sort.
      pairs.sort { $0.similarity > $1.similarity }
      var taken: Set<RecordID> = []
      var matched: Set<RecordID> = []
      for pair in pairs where !taken.contains(pair.new) && !matched.contains(pair.old) {
        taken.insert(pair.new)
        matched.insert(pair.old)
        result.append(pair)
      }
    }
    result += absorbed(
      previous: previous, previousBySlug: previousBySlug, current: current, changes: changes,
      matched: Set(result.map(\.old)))
    // A record moved to another guideline, or a guideline given a new slug, keeps its text and
    // so its key: alias it to the arrived record with the same identity text.
    let matchedOld = Set(result.map(\.old))
    guard !changes.vanished.isSubset(of: matchedOld) else { return result.sorted { $0.old < $1.old } }
    let matchedNew = Set(result.map(\.new))
    var arrivedByText: [String: RecordID] = [:]
    for record in Changes.everyArrival(previous: previous, current: current) where !matchedNew.contains(record.id) {
      let text = TextIdentity.fingerprint(record.identityText)
      if arrivedByText[text] == nil { arrivedByText[text] = record.id }
    }
    for record in changes.gone where changes.vanished.contains(record.id) && !matchedOld.contains(record.id) {
      let text = TextIdentity.fingerprint(record.identityText)
      guard !text.isEmpty, let new = arrivedByText.removeValue(forKey: text), new.slug != record.id.slug else {
        continue
      }
      result.append(Alias(old: record.id, new: new, similarity: 1))
    }
    return result.sorted { $0.old < $1.old }
  }

  /// IDs of `previous` that resolve to nothing in `current` even with `found` added: records that
  /// were removed, or rewritten beyond recognition.
  ///
  ///     matcher.unresolved(previous: before, current: after, found: aliases)  // [drag-and-drop/qcdj82]
  public func unresolved(previous: KnowledgeBase, current: KnowledgeBase, found: [Alias]) -> [RecordID] {
    unresolved(previous: KnowledgeBaseOutline(previous), current: current, found: found)
  }

  /// `unresolved(previous:current:found:)` against an outline of the last build.
  public func unresolved(previous: KnowledgeBaseOutline, current: KnowledgeBase, found: [Alias]) -> [RecordID] {
    let currentIDs = AliasMatcher.ids(current)
    let gone = previous.eachRecord.filter { !currentIDs.contains($0.id) }
    return unresolved(previous: previous, current: current, currentIDs: currentIDs, gone: gone, found: found)
  }

  /// `gone` is `Changes.gone`: when every ID of `current` resolves as a record, only those can fail
  /// to. `records` (guidelines that own their IDs, so every one resolves) answers for `live`.
  private func unresolved(
    previous: KnowledgeBaseOutline, current: KnowledgeBase, currentIDs: Set<RecordID>,
    gone: [KnowledgeBaseOutline.RecordEntry], found: [Alias], records: RecordMembership? = nil
  ) -> [RecordID] {
    let aliased = Set(found.map(\.old))
    let (live, everyID) = records == nil ? AliasMatcher.resolvable(current, currentIDs: currentIDs) : ([], true)
    func resolves(_ id: RecordID) -> Bool {
      var id = id
      var seen: Set<RecordID> = []
      while !(records?.contains(id) ?? live.contains(id)) {
        guard let next = current.aliases[id], seen.insert(id).inserted else { return false }
        id = next
      }
      return true
    }
    let candidates = everyID ? gone.map(\.id) : previous.eachRecord.map(\.id)
    return candidates.filter { !aliased.contains($0) && !resolves($0) }
  }

  /// The IDs `current.lookup` finds as records, without searching the guidelines for each: those of
  /// the first guideline of their slug that name it, and whether that is every ID of `currentIDs`
  /// (it is unless slugs repeat or an ID names another guideline's slug), which then serves without a second set.
  private static func resolvable(_ current: KnowledgeBase, currentIDs: Set<RecordID>) -> (
    ids: Set<RecordID>, everyID: Bool
  ) {
    if RecordMembership(current) != nil { return (currentIDs, true) }
    var slugs: Set<String> = []
    let firsts = current.guidelines.filter { slugs.insert($0.slug).inserted }
    func named(_ guideline: Guideline) -> some Sequence<RecordID> {
      let prefix = guideline.slug + "/"
      return guideline.eachRecord.lazy.map(\.id).filter { $0.rawValue.hasPrefix(prefix) }
    }
    return (Set(firsts.lazy.flatMap(named)), false)
  }

  /// Every record ID of `knowledgeBase`, without `records`' copy of every record.
  public static func ids(_ knowledgeBase: KnowledgeBase) -> Set<RecordID> {
    var ids = Set<RecordID>()
    // Grown as it fills, the set rehashes every ID several times (a third of collecting them at x100).
    ids.reserveCapacity(knowledgeBase.recordCount)
    for guideline in knowledgeBase.guidelines {
      for section in guideline.sections {
        for record in section.records { ids.insert(record.id) }
      }
    }
    return ids
  }

  /// Each slug's first guideline, as `KnowledgeBase.guideline(slug:)` finds it.
  private static func firstBySlug(_ outline: KnowledgeBaseOutline) -> [String: KnowledgeBaseOutline.GuidelineEntry] {
    Dictionary(outline.guidelines.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Records that vanished because they became the translation of a record that was already there
  /// (the source now pairs a Korean paragraph with the English one before it): aliased to that
  /// record when their text matches the language it gained.
  private func absorbed(
    previous: KnowledgeBaseOutline, previousBySlug: [String: KnowledgeBaseOutline.GuidelineEntry],
    current: KnowledgeBase, changes: Changes, matched: Set<RecordID>
  ) -> [Alias] {
    let unmatched = changes.vanished.subtracting(matched)
    guard !unmatched.isEmpty else { return [] }
    let candidates = current.guidelines.indices.filter { index in
      let slug = current.guidelines[index].slug
      return changes.touched.contains(slug)
        && previousBySlug[slug]?.records.contains { unmatched.contains($0.id) } == true
    }
    // The last build's entries of the records those guidelines kept, to see which gained a language.
    var kept = Set<RecordID>()
    for index in candidates {
      let arrived = Set((changes.arrived[index] ?? []).map(\.id))
      kept.formUnion(current.guidelines[index].eachRecord.lazy.map(\.id).filter { !arrived.contains($0) })
    }
    var before: [RecordID: KnowledgeBaseOutline.RecordEntry] = [:]
    for record in previous.eachRecord where kept.contains(record.id) && before[record.id] == nil {
      before[record.id] = record
    }
    var result: [Alias] = []
    for index in candidates {
      let guideline = current.guidelines[index]
      let gainers = guideline.eachRecord.compactMap { record -> (record: Record, gained: [Language])? in
        guard let old = before[record.id] else { return nil }
        let gained = record.text.languages.filter { !old.has($0) }
        return gained.isEmpty ? nil : (record, gained)
      }
      guard !gainers.isEmpty, let old = previousBySlug[guideline.slug] else { continue }
      for vanished in old.records where unmatched.contains(vanished.id) {
        let best = gainers.compactMap { gainer -> Alias? in
          let score =
            gainer.gained.compactMap { language in
              vanished.text?[language].flatMap { text in
                gainer.record.text[language].map { TextSimilarity.score(text, $0) }
              }
            }.max() ?? 0
          return score >= threshold ? Alias(old: vanished.id, new: gainer.record.id, similarity: score) : nil
        }.max { $0.similarity < $1.similarity }
        if let best { result.append(best) }
      }
    }
    return result
  }
}
