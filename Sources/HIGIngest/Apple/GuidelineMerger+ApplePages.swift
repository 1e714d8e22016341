import Foundation
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

    let pairs = SequenceAlignment.align(english.sections, korean.sections, score: appleSectionScore)
    var sections = combine(english.sections, korean.sections, pairs, mergeAppleSections)
    UnmarkedRule.mark(&sections)
    // Records outside platform sections take the platforms both pages state; a record's English
    // decides which of them its text scopes it to.
    GuidelineBuilder.assignPlatforms(&sections, supported: result.platforms.supported)
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
      en.records.count == ko.records.count && zip(en.records, ko.records).allSatisfy { canTranslate($0, $1) }
    let pairs: [(Int?, Int?)]
    if sameShape {
      pairs = en.records.indices.map { ($0, $0) }
    } else {
      // What a record shares with its translation, worked out once rather than for every pair tried.
      let english = en.records.map(Evidence.init)
      let korean = ko.records.map(Evidence.init)
      let rarity = ConceptRarity(english + korean)
      pairs = SequenceAlignment.align(english, korean) { a, b in score(a, b).map { $0 + rarity.score(a, b) } }
    }
    section.records = combine(en.records, ko.records, pairs, merge)
    return section
  }

  /// A record of one of Apple's pages with what survives translation: Latin words and numbers,
  /// API symbols, linked pages, the picture, the concepts it names.
  struct Evidence {
    var record: Record
    var tokens: Set<String>
    var symbols: Set<String>
    var slugs: Set<String>
    var concepts: Set<Int>
    var length: Int

    init(_ record: Record) {
      self.record = record
      let text = record.text.en ?? record.text.ko ?? ""
      concepts =
        record.text.en != nil ? ConceptMentions.builtIn.english(text) : ConceptMentions.builtIn.korean(text)
      tokens = GuidelineMerger.latinTokens(text)
      symbols = Set(record.symbols)
      slugs = Set(record.references.compactMap(\.slug))
      length = text.count
    }
  }

  /// True when an English record of Apple's and a Korean one may translate each other: one text
  /// each, and kinds a translation keeps (the two pages may set a paragraph apart differently).
  static func canTranslate(_ english: Record, _ korean: Record) -> Bool {
    guard english.text.en != nil, korean.text.ko != nil, english.text.ko == nil, korean.text.en == nil else {
      return false
    }
    let prose: Set<RecordKind> = [.rule, .explanation, .availability]
    return english.kind == korean.kind || (prose.contains(english.kind) && prose.contains(korean.kind))
  }

  /// How well an English record of Apple's and a Korean one translate each other; nil when they cannot.
  static func score(_ en: Evidence, _ ko: Evidence) -> Int? {
    let (english, korean) = (en.record, ko.record)
    guard canTranslate(english, korean) else { return nil }
    if let a = english.figure?.url, let b = korean.figure?.url, a != b {
      // Apple localizes some pictures: another file of the same kind may still be the same figure.
      return 1
    }
    var score = 2 + (english.kind == korean.kind ? 3 : 0)
    if english.figure != nil, english.figure?.url == korean.figure?.url { score += 10 }
    score += 4 * en.symbols.intersection(ko.symbols).count
    score += 4 * en.slugs.intersection(ko.slugs).count
    score += 3 * min(3, en.tokens.intersection(ko.tokens).count)
    let ratio = Double(ko.length) / Double(max(en.length, 1))
    if ratio > 0.25 && ratio < 1.6 { score += 2 }
    return score
  }

  /// How much the concepts two records both name say they translate each other, within one pair
  /// of sections: a concept most records name (a Wallet page's passes) says little, one only a
  /// few name says much, by its inverse frequency.
  struct ConceptRarity {
    var records: Double
    var frequency: [Int: Int] = [:]

    init(_ evidence: [Evidence]) {
      records = Double(evidence.count)
      for item in evidence {
        for concept in item.concepts { frequency[concept, default: 0] += 1 }
      }
    }

    /// Two points for each e-fold of rarity of each shared concept (measured: with one record of a
    /// section pair removed, the right pairs rose from 92.8 % to 97.7 %; weights 1 and 4 did as well).
    func score(_ en: Evidence, _ ko: Evidence) -> Int {
      var sum = 0.0
      for concept in en.concepts.intersection(ko.concepts) {
        sum += log(records / Double(frequency[concept] ?? 1))
      }
      return Int((2 * sum).rounded())
    }
  }

  /// English entries with the Korean text of the entry of the same date; entries only one page has
  /// are kept; newest first, as Apple lists them.
  static func mergeChanges(english: [ChangeLogEntry], korean: [ChangeLogEntry]) -> [ChangeLogEntry] {
    var byDate: [String: [Int]] = [:]
    for (index, entry) in korean.enumerated().reversed() { byDate[entry.date, default: []].append(index) }
    var used = Set<Int>()
    var result: [ChangeLogEntry] = english.map { entry in
      var entry = entry
      if let match = byDate[entry.date]?.popLast() {
        entry.korean = korean[match].change
        used.insert(match)
      }
      return entry
    }
    result += korean.indices.filter { !used.contains($0) }.map {
      ChangeLogEntry(date: korean[$0].date, change: korean[$0].change)
    }
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
