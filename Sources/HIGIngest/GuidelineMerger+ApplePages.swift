import HIGModel

/// Joining Apple's Korean and English pages of one slug, and a community translation to them.
extension GuidelineMerger {
  /// Apple's English and Korean page as one guideline whose records hold both texts.
  ///
  /// Sections line up by Apple's anchors, which are English on both pages; within two sections
  /// records pair by position when the two hold the same kinds in the same order, and otherwise
  /// (the Korean page is another revision: a paragraph more or fewer) by the sequence alignment
  /// the Markdown twins use, with what Apple's records share across languages as evidence: API
  /// symbols, links to the same pages, the same image.
  static func mergeApplePages(english: Guideline, korean: Guideline) -> Guideline {
    var result = english
    result.title = LocalizedText(ko: korean.title.ko ?? english.title.ko, en: english.title.en ?? korean.title.en)
    result.summary = LocalizedText(ko: korean.summary?.ko, en: english.summary?.en)
    if result.summary?.isEmpty == true { result.summary = nil }
    result.appleLanguages = Language.allCases.filter { (english.appleLanguages + korean.appleLanguages).contains($0) }
    result.platforms = PlatformSupport(
      supported: english.platforms.supported + korean.platforms.supported,
      unsupported: english.platforms.unsupported + korean.platforms.unsupported)
    result.changes = mergeChanges(english: english.changes, korean: korean.changes)

    var sections: [Section] = []
    for (e, k) in SequenceAlignment.align(english.sections, korean.sections, score: appleSectionScore) {
      switch (e.map { english.sections[$0] }, k.map { korean.sections[$0] }) {
      case (let en?, let ko?): sections.append(mergeAppleSections(en, ko))
      case (let en?, nil): sections.append(en)
      case (nil, let ko?): sections.append(ko)
      case (nil, nil): break
      }
    }
    // Records outside platform sections take the platforms both pages state.
    for sectionIndex in sections.indices where sections[sectionIndex].platforms.isEmpty {
      for recordIndex in sections[sectionIndex].records.indices {
        sections[sectionIndex].records[recordIndex].platforms = result.platforms.supported
      }
    }
    GuidelineBuilder.assignIDs(&sections, slug: result.slug)
    result.sections = sections
    return result
  }

  /// The same section on both pages: the same anchor, or both the untitled overview.
  private static func appleSectionScore(_ en: Section, _ ko: Section) -> Int? {
    switch (en.appleAnchor, ko.appleAnchor) {
    case (let a?, let b?): return a.lowercased() == b.lowercased() ? 100 : nil
    case (nil, nil): return en.kind == ko.kind ? 10 : nil
    default: return nil
    }
  }

  private static func mergeAppleSections(_ en: Section, _ ko: Section) -> Section {
    var section = en
    section.heading = LocalizedText(ko: ko.heading?.ko ?? ko.heading?.en, en: en.heading?.en ?? en.heading?.ko)
    if section.heading?.isEmpty == true { section.heading = nil }
    let sameShape =
      en.records.count == ko.records.count
      && zip(en.records, ko.records).allSatisfy { appleRecordScore($0, $1) != nil }
    let pairs: [(Int?, Int?)] =
      sameShape
      ? en.records.indices.map { ($0, $0) }
      : SequenceAlignment.align(en.records, ko.records, score: appleRecordScore)
    section.records = pairs.compactMap { e, k in
      switch (e.map { en.records[$0] }, k.map { ko.records[$0] }) {
      case (let english?, let korean?): return merge(english, korean)
      case (let english?, nil): return english
      case (nil, let korean?): return korean
      case (nil, nil): return nil
      }
    }
    return section
  }

  /// How well an English record of Apple's and a Korean one translate each other; nil when they
  /// cannot (other kinds, other pictures).
  static func appleRecordScore(_ en: Record, _ ko: Record) -> Int? {
    guard en.text.en != nil, ko.text.ko != nil, en.text.ko == nil, ko.text.en == nil else { return nil }
    let prose: Set<RecordKind> = [.rule, .explanation, .availability]
    guard en.kind == ko.kind || (prose.contains(en.kind) && prose.contains(ko.kind)) else { return nil }
    if let a = en.figure?.url, let b = ko.figure?.url, a != b, en.figure?.kind == ko.figure?.kind {
      // Apple localizes some pictures: another file of the same kind may still be the same figure.
      return 1
    }
    var score = 2 + (en.kind == ko.kind ? 3 : 0)
    if en.figure != nil, en.figure?.url == ko.figure?.url { score += 10 }
    score += 4 * Set(en.symbols).intersection(ko.symbols).count
    score += 4 * Set(en.references.compactMap(\.slug)).intersection(ko.references.compactMap(\.slug)).count
    score += 3 * min(3, latinTokens(en.text.en ?? "").intersection(latinTokens(ko.text.ko ?? "")).count)
    let ratio = Double((ko.text.ko ?? "").count) / Double(max((en.text.en ?? "").count, 1))
    if ratio > 0.25 && ratio < 1.6 { score += 2 }
    return score
  }

  /// English entries with the Korean text of the entry of the same date; entries only one page has
  /// are kept; newest first, as Apple lists them.
  static func mergeChanges(english: [ChangeLogEntry], korean: [ChangeLogEntry]) -> [ChangeLogEntry] {
    var unused = korean
    var result: [ChangeLogEntry] = english.map { entry in
      var entry = entry
      if let match = unused.firstIndex(where: { $0.date == entry.date }) {
        entry.korean = unused.remove(at: match).change
      }
      return entry
    }
    result += unused.map { ChangeLogEntry(date: $0.date, change: $0.change) }
    return result.enumerated().sorted { ($1.element.date, $0.offset) < ($0.element.date, $1.offset) }.map(\.element)
  }

  /// `community` kept beside Apple's guideline as one of its translations: its own sections,
  /// anchored apart from Apple's, with their record IDs as they were, so old citations still resolve.
  /// An Apple record whose ID the translation already uses takes the next free one instead.
  static func join(_ community: Guideline, to apple: Guideline) -> Guideline {
    var result = apple
    let index = result.translations.count
    result.translations.append(
      CommunityTranslation(title: community.title, source: community.source, platforms: community.platforms))
    var joined = community.sections.filter { $0.translation == nil }
    for sectionIndex in joined.indices {
      joined[sectionIndex].translation = index
      joined[sectionIndex].anchor = "translation-\(index + 1)-" + joined[sectionIndex].anchor
    }
    var taken = Set(joined.flatMap(\.records).map(\.id))
    for sectionIndex in result.sections.indices {
      for recordIndex in result.sections[sectionIndex].records.indices {
        let record = result.sections[sectionIndex].records[recordIndex]
        guard taken.contains(record.id) else { continue }
        var disambiguator = 1
        var id = RecordID(slug: result.slug, text: record.identityText, disambiguator: disambiguator)
        while taken.contains(id) || result.records.contains(where: { $0.id == id }) {
          disambiguator += 1
          id = RecordID(slug: result.slug, text: record.identityText, disambiguator: disambiguator)
        }
        taken.insert(id)
        result.sections[sectionIndex].records[recordIndex].id = id
      }
    }
    result.sections += joined
    return result
  }
}
