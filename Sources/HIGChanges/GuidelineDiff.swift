import HIGCite
import HIGModel

/// The record-level difference between two versions of one guideline: records whose ID stayed
/// but whose Korean changed, records whose ID went and came back reworded (matched as
/// `AliasMatcher` matches a rewritten rule for its alias), and the rest added or removed.
struct GuidelineDiff {
  var old: Guideline?
  var new: Guideline?
  var date: String

  /// The record changes, in the new version's reading order (removed ones where they stood).
  func changes() -> [RuleChange] {
    let oldRecords = GuidelineDiff.located(old)
    let newRecords = GuidelineDiff.located(new)
    let oldByID = Dictionary(oldRecords.map { ($0.record.id, $0) }, uniquingKeysWith: { first, _ in first })
    let newIDs = Set(newRecords.map(\.record.id))
    var aliases: [RecordID: Alias] = [:]
    if let old, let new {
      let previous = KnowledgeBase(contentFingerprint: "", guidelines: [GuidelineDiff.own(old)])
      let current = KnowledgeBase(contentFingerprint: "", guidelines: [GuidelineDiff.own(new)])
      for alias in AliasMatcher().aliases(previous: previous, current: current)
      where alias.old.slug == new.slug && oldByID[alias.old] != nil && newIDs.contains(alias.new) {
        aliases[alias.new] = alias
      }
    }
    let reworded = Set(aliases.values.map(\.old))
    let translated = (new?.appleLanguages.contains(.ko) ?? false)
    var changes: [RuleChange] = []
    for located in newRecords {
      let record = located.record
      if let before = oldByID[record.id] {
        let languages = Language.allCases.filter { before.record.text[$0] != record.text[$0] }
        guard !languages.isEmpty else { continue }
        changes.append(change(.reworded, before, located, languages: languages, pending: false))
      } else if let alias = aliases[record.id], let before = oldByID[alias.old] {
        let languages = Language.allCases.filter { before.record.text[$0] != record.text[$0] }
        // English changed and the Korean stayed as it was (or there is none): the translation lags.
        let pending = languages.contains(.en) && !languages.contains(.ko) && translated
        changes.append(change(.reworded, before, located, languages: languages, pending: pending))
      } else {
        let pending = record.text.en != nil && record.text.ko == nil && translated
        changes.append(change(.added, nil, located, languages: record.text.languages, pending: pending))
      }
    }
    for located in oldRecords where !newIDs.contains(located.record.id) && !reworded.contains(located.record.id) {
      changes.append(change(.removed, located, nil, languages: located.record.text.languages, pending: false))
    }
    return changes
  }

  private func change(
    _ kind: RuleChange.Kind, _ before: Located?, _ after: Located?, languages: [Language], pending: Bool
  ) -> RuleChange {
    let shown = (after ?? before)!
    return RuleChange(
      kind: kind, date: date, guideline: (new ?? old)!.slug, oldID: before?.record.id, newID: after?.record.id,
      recordKind: shown.record.kind, section: shown.section, oldText: before?.record.text,
      newText: after?.record.text, languages: Language.allCases.filter(languages.contains),
      platforms: shown.record.platforms, koreanPendingSince: pending ? date : nil)
  }

  /// A record and the heading of the section it sits in.
  struct Located {
    var record: Record
    var section: LocalizedText?
  }

  /// The records of Apple's page itself (community translations have no versions here).
  static func located(_ guideline: Guideline?) -> [Located] {
    guard let guideline else { return [] }
    // The change log's table is shown as Apple's entries beside the changes, not as a record.
    return guideline.ownSections.filter { $0.kind != .changeLog }.flatMap { section in
      section.records.map { Located(record: $0, section: section.heading) }
    }
  }

  static func own(_ guideline: Guideline) -> Guideline {
    var own = guideline
    own.sections = guideline.ownSections
    return own
  }
}
