import HIGModel

/// Combines a Korean translation and an English original of the same HIG page into one bilingual
/// guideline.
///
/// Sections are lined up in order by kind (and, for platform sections, by platforms); within two
/// matched sections, records are lined up in order by kind, preferring pairs that share Latin
/// words and numbers ("Apple Pencil", "UIKit", "44") — a translation keeps those — and pairs of
/// translation-like lengths (an image's alt text is no translation of a paragraph). Each paired
/// record gets the English text and the Korean text; anything without a partner is kept as it is,
/// in place. The English side decides kinds and rule statements, so record IDs follow Apple's text.
///
///     merge(english: "toggles.html" [Best practices: "Use a switch …"],
///           korean: "토글.md" [모범 사례: "스위치를 사용하세요 …"])
///     // one guideline, title (ko: "토글", en: "Toggles"), record text (ko: "스위치를 …", en: "Use a switch …")
enum GuidelineMerger {
  /// True when one guideline is (mostly) Korean and the other (mostly) English, neither already bilingual.
  static func areTranslations(_ a: Guideline, _ b: Guideline) -> Bool {
    guard let first = language(of: a), let second = language(of: b) else { return false }
    return first != second
  }

  /// The one language most of a guideline's records are in, or nil when it is already bilingual.
  static func language(of guideline: Guideline) -> Language? {
    var count = 0
    var pairs = 0
    var korean = 0
    var english = 0
    for record in guideline.eachRecord {
      count += 1
      if record.text.isPair { pairs += 1 }
      if record.text.ko != nil { korean += 1 }
      if record.text.en != nil { english += 1 }
    }
    guard count > 0 else { return nil }
    if pairs * 3 > count { return nil }
    return korean >= english ? .ko : .en
  }

  /// The two guidelines as one; `first` (the file read first) keeps its source as the primary one.
  static func merge(_ first: Guideline, _ second: Guideline) -> Guideline {
    let firstIsEnglish = language(of: first) == .en
    let english = firstIsEnglish ? first : second
    let korean = firstIsEnglish ? second : first
    var result = first
    result.title = LocalizedText(
      ko: korean.title.ko ?? english.title.ko, en: english.title.en ?? korean.title.en)
    result.source.url = first.source.url ?? second.source.url
    result.source.author = first.source.author ?? second.source.author
    result.platforms = PlatformSupport(
      supported: english.platforms.supported + korean.platforms.supported,
      unsupported: english.platforms.unsupported + korean.platforms.unsupported)
    var changes = english.changes
    for entry in korean.changes where !changes.contains(where: { $0.date == entry.date }) { changes.append(entry) }
    result.changes = changes.sorted { $0.date < $1.date }
    if result.category == "Uncategorized" { result.category = second.category }

    let pairs = SequenceAlignment.align(english.sections, korean.sections, score: sectionScore)
    var sections = combine(english.sections, korean.sections, pairs, merge)
    GuidelineBuilder.assignIDs(&sections, slug: result.slug)
    result.sections = sections
    return result
  }

  private static func sectionScore(_ en: Section, _ ko: Section) -> Int? {
    guard en.kind == ko.kind else { return nil }
    if en.kind == .platform, Set(en.platforms) != Set(ko.platforms) { return nil }
    let shared = latinTokens(en.heading?.en ?? "").intersection(latinTokens(ko.heading?.ko ?? ko.heading?.en ?? ""))
    return 2 + shared.count + (en.level == ko.level ? 1 : 0)
  }

  private static func merge(_ en: Section, _ ko: Section) -> Section {
    var section = en
    section.heading = LocalizedText(ko: ko.heading?.ko ?? ko.heading?.en, en: en.heading?.en ?? en.heading?.ko)
    if en.heading == nil, ko.heading == nil { section.heading = nil }
    section.records = combine(
      en.records, ko.records, SequenceAlignment.align(en.records, ko.records, score: recordScore), merge)
    return section
  }

  /// Two aligned lists as one, in order: each pair merged, an element without a partner kept as it is.
  static func combine<Element>(
    _ english: [Element], _ korean: [Element], _ pairs: [(Int?, Int?)], _ merge: (Element, Element) -> Element
  ) -> [Element] {
    pairs.compactMap { e, k in
      switch (e.map { english[$0] }, k.map { korean[$0] }) {
      case (let en?, let ko?): return merge(en, ko)
      case (let en?, nil): return en
      case (nil, let ko?): return ko
      case (nil, nil): return nil
      }
    }
  }

  /// Prose kinds pair with each other (the two classifiers may read one paragraph differently);
  /// lists, notes and tables only with their own kind; a translator's note never has an original.
  static func recordScore(_ en: Record, _ ko: Record) -> Int? {
    let prose: Set<RecordKind> = [.rule, .explanation, .availability]
    // Code names and Latin-only lines ("UISwitch — UIKit") read the same in both files.
    if en.text == ko.text, en.kind == ko.kind { return 10 }
    guard en.text.en != nil, ko.text.ko != nil, en.text.ko == nil, ko.text.en == nil else { return nil }
    guard en.kind == ko.kind || (prose.contains(en.kind) && prose.contains(ko.kind)), ko.kind != .translatorNote
    else { return nil }
    let shared = latinTokens(en.text.en ?? "").intersection(latinTokens(ko.text.ko ?? ""))
    // Korean runs about half as many characters as the English it translates.
    let ratio = Double((ko.text.ko ?? "").count) / Double(max((en.text.en ?? "").count, 1))
    let similarLength = ratio > 0.25 && ratio < 1.6
    return 2 + 3 * shared.count + (en.kind == ko.kind ? 1 : 0) + (similarLength ? 2 : 0)
  }

  static func merge(_ en: Record, _ ko: Record) -> Record {
    if en.text == ko.text { return en }
    var record = en
    record.text = LocalizedText(ko: ko.text.ko, en: en.text.en)
    if record.kind == .rule {
      let koreanStatement = ko.statement?.ko ?? SentenceSplitter.first(ko.text.ko ?? "")
      record.statement = LocalizedText(ko: koreanStatement, en: en.statement?.en)
    }
    var slugs = Set(record.references.map(\.slug))
    for reference in ko.references where slugs.insert(reference.slug).inserted { record.references.append(reference) }
    record.rows = en.rows ?? ko.rows
    var symbols = Set(record.symbols)
    for symbol in ko.symbols where symbols.insert(symbol).inserted { record.symbols.append(symbol) }
    if record.figure == nil { record.figure = ko.figure }
    if record.figure?.file == nil { record.figure?.file = ko.figure?.file }
    if en.caption != nil || ko.caption != nil {
      record.caption = LocalizedText(ko: ko.caption?.ko ?? ko.caption?.en, en: en.caption?.en ?? en.caption?.ko)
    }
    return record
  }

  /// Words a translation keeps from its original: Latin-letter words and numbers, lowercased.
  static func latinTokens(_ text: String) -> Set<String> {
    var tokens: Set<String> = []
    var current = ""
    for character in text.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        current.append(character)
      } else {
        if current.count >= 2 || current.first?.isNumber == true { tokens.insert(current) }
        current = ""
      }
    }
    if current.count >= 2 || current.first?.isNumber == true { tokens.insert(current) }
    return tokens.subtracting(["the", "and", "or", "of", "to", "in", "a", "an", "for", "is", "it", "on", "with"])
  }
}
