import Foundation
import HIGFetch
import HIGIngest
import HIGModel

/// Answers "what changed in the HIG": reads the history `hig fetch` keeps beside Apple's pages
/// (`Content/apple/.history/`, docs/Changes.md), builds each changed page's version before and
/// after every fetch that changed it, and compares them record by record (`GuidelineDiff`).
///
///     let report = try ChangeFinder(apple: content.appendingPathComponent("apple"))
///       .report(since: "2026-06-01", platform: .iOS, languages: [.en, .ko])
public struct ChangeFinder: Sendable {
  /// The fetch folder: `apple/` inside the content folder.
  public var apple: URL
  public var catalog: TopicCatalog

  public init(apple: URL, catalog: TopicCatalog = .builtIn) {
    self.apple = apple
    self.catalog = catalog
  }

  /// The changes of every fetch on or after `since` (a date, `2026-06-01`, or a time,
  /// `2026-06-01T09:00:00Z`), or of the last fetch that changed something when `since` is nil;
  /// only records that apply to `platform` (when given) and whose text changed in one of `languages`.
  public func report(since: String?, platform: Platform?, languages: Set<Language>) throws -> ChangeReport {
    let history = try FetchHistory.load(from: apple)
    let chosen: [Int]
    if let since {
      chosen = history.fetches.indices.filter { history.fetches[$0].date >= since }
    } else {
      chosen = history.fetches.indices.suffix(1).map { $0 }
    }
    var guidelines: [GuidelineChanges] = []
    for index in chosen.reversed() {
      for var changes in try changes(in: index, of: history, changeLogSince: since) {
        changes.rules = changes.rules.filter { rule in
          !Set(rule.languages).isDisjoint(with: languages)
            && (platform == nil || rule.platforms.isEmpty || rule.platforms.contains(platform!))
        }
        if !languages.contains(.en) {
          for position in changes.rules.indices { changes.rules[position].koreanPendingSince = nil }
        }
        guard !changes.rules.isEmpty || changes.page != .changed || !changes.appleChangeLog.isEmpty else { continue }
        guidelines.append(changes)
      }
    }
    let lang = languages.count == 2 ? "both" : languages.first!.rawValue
    return ChangeReport(
      since: since, platform: platform, lang: lang, fetches: chosen.map { history.fetches[$0].date },
      guidelines: guidelines)
  }

  /// Every guideline fetch `index` of `history` changed, unfiltered.
  func changes(in index: Int, of history: FetchHistory, changeLogSince since: String?) throws -> [GuidelineChanges] {
    let fetch = history.fetches[index]
    var slugs: [String] = []
    for change in fetch.files {
      let slug = String(change.file.split(separator: "/")[1].dropLast(5))
      if !slugs.contains(slug) { slugs.append(slug) }
    }
    var result: [GuidelineChanges] = []
    for slug in slugs {
      let before = try version(slug, before: index, of: history).guideline(catalog: catalog)
      let after = try version(slug, before: index + 1, of: history).guideline(catalog: catalog)
      guard let shown = after ?? before else { continue }
      let files = fetch.files.filter { $0.file.hasSuffix("/\(slug).json") }
      let previousSeen = files.compactMap(\.previousSeen).max()
      let page: GuidelineChanges.PageChange = before == nil ? .added : after == nil ? .removed : .changed
      // Apple's own entries dated on or after `since`; without it, those the new version added.
      let entries = after?.changes ?? []
      let log =
        since.map { since in entries.filter { $0.date >= since.prefix(10) } }
        ?? entries.filter { entry in !(before?.changes ?? []).contains { $0.date == entry.date && $0.change == entry.change } }
      result.append(
        GuidelineChanges(
          slug: slug, title: shown.title, category: shown.category, date: fetch.date, previousSeen: previousSeen,
          page: page, languages: Language.allCases.filter { language in files.contains { $0.file.hasPrefix(language.rawValue + "/") } },
          rules: GuidelineDiff(old: before, new: after, date: fetch.date).changes(), appleChangeLog: log))
    }
    return result
  }

  private func version(_ slug: String, before index: Int, of history: FetchHistory) throws -> ApplePageVersion {
    func bytes(_ language: Language) throws -> [UInt8]? {
      try history.contents(of: "\(language.rawValue)/\(slug).json", before: index, in: apple).map { [UInt8]($0) }
    }
    return ApplePageVersion(slug: slug, english: try bytes(.en), korean: try bytes(.ko))
  }

  // MARK: - Translation lag

  /// The records of `knowledgeBase` whose Korean lags behind their English: the English changed
  /// (or the record appeared) in a fetch the history recorded and the Korean has not changed since,
  /// or an English record has no Korean twin on a page Apple translated. In content order.
  /// Without `usingHistory` (a history that cannot be read), only the records with no Korean text.
  public func koreanLag(in knowledgeBase: KnowledgeBase, usingHistory: Bool = true) throws -> [LaggingRecord] {
    let history = usingHistory ? try FetchHistory.load(from: apple) : FetchHistory()
    var pending: [RecordID: String] = [:]
    for index in history.fetches.indices {
      for changes in try self.changes(in: index, of: history, changeLogSince: nil) {
        for rule in changes.rules {
          let carried = rule.oldID.flatMap { pending.removeValue(forKey: $0) }
          guard let id = rule.newID else { continue }
          if let since = rule.koreanPendingSince {
            pending[id] = carried ?? since
          } else if let carried, !rule.languages.contains(.ko) {
            pending[id] = carried
          }
        }
      }
    }
    let firstSeen = FetchHistory.pagesFirstSeen(in: apple)
    var lagging: [LaggingRecord] = []
    for guideline in knowledgeBase.guidelines where guideline.appleLanguages.contains(.ko) {
      for section in guideline.ownSections {
        for record in section.records where record.text.en != nil && LaggingRecord.translatable(record.kind) {
          let untranslated = record.text.ko == nil
          guard let since = pending[record.id] ?? (untranslated ? firstSeen["en/\(guideline.slug).json"] ?? "" : nil)
          else { continue }
          lagging.append(
            LaggingRecord(
              id: record.id, guideline: guideline.slug, title: guideline.title, section: section.heading,
              text: record.text, since: since.isEmpty ? nil : since,
              reason: untranslated ? .noKorean : .englishChanged))
        }
      }
    }
    return lagging
  }
}
