import HIGModel
import Parallel

/// Finds the Korean–English term pairs bilingual guidelines state themselves, so the terminology
/// layer grows with the content: page titles, aligned section headings, short aligned labels
/// (a figure's caption "표준" / "Standard"), and the "한국어(English)" pairs the glossary has
/// already extracted from the texts.
///
/// Pairs from Apple's own pages (`isOfficial`) are Apple's Korean wording; others are community
/// wording. Headings that are phrases rather than terms (more than five English or six Korean
/// words, or ending like a sentence) and names written the same in both languages ("iOS, iPadOS")
/// are left out.
///
///     TermHarvester.pairs(in: [toolbars])   // toolbars: title 도구 막대 / Toolbars, heading 제목 / Titles
///     // [Pair(ko: "도구 막대", en: "Toolbars", origin: .title, …), Pair(ko: "제목", en: "Titles", origin: .heading, …)]
public enum TermHarvester {
  /// A pair and where it was found.
  public struct Pair: Hashable, Sendable {
    public enum Origin: String, Hashable, Sendable {
      case title
      case heading
      /// A short record whose two languages are a label and its translation.
      case label
      /// "한국어(English)" or "English(한국어)" in running text.
      case inline
    }

    public var ko: String
    public var en: String
    public var origin: Origin
    /// The guideline it was found in.
    public var slug: String
    /// True when the guideline is Apple's own bilingual page, so `ko` is Apple's wording.
    public var official: Bool

    public init(ko: String, en: String, origin: Origin, slug: String, official: Bool) {
      self.ko = ko
      self.en = en
      self.origin = origin
      self.slug = slug
      self.official = official
    }
  }

  /// Every pair in `guidelines` and the extracted terms of `glossary` (`GlossaryBuilder`'s
  /// "한국어(English)" pairs, each attributed to the guideline of its first use), each pair once per
  /// guideline: the guidelines' own pairs in reading order, then the glossary's.
  public static func pairs(
    in guidelines: [Guideline], glossary: [GlossaryTerm] = [], isOfficial: (Guideline) -> Bool = isApplePage
  ) -> [Pair] {
    var found: [Pair] = []
    var seen: Set<String> = []
    var official: [String: Bool] = [:]
    func add(_ candidates: [Candidate]) {
      for candidate in candidates where seen.insert(candidate.key).inserted {
        let pair = candidate.pair
        found.append(
          Pair(ko: pair.ko, en: pair.en, origin: pair.origin, slug: pair.slug, official: official[pair.slug] ?? false))
      }
    }
    // Which pairs are terms, and their keys, on every core; what was seen first, in order.
    OrderedParallelMap().forEach(guidelines, transform: { ($0.slug, isOfficial($0), candidates(in: $0)) }) {
      _, guideline in
      official[guideline.0] = guideline.1
      add(guideline.2)
    }
    let extracted = glossary.filter { $0.origin == .extracted }
    let chunks = Array(stride(from: 0, to: extracted.count, by: glossaryChunk))
    OrderedParallelMap().forEach(chunks) { start in
      extracted[start..<min(extracted.count, start + glossaryChunk)].compactMap { term in
        Candidate(term.ko, term.en, .inline, slug: term.occurrences.first?.slug ?? "")
      }
    } body: { _, candidates in
      add(candidates)
    }
    return found
  }

  /// Glossary terms judged together on one core.
  private static let glossaryChunk = 512

  /// A pair that is a term, trimmed, and the key that tells it apart from the others of its guideline.
  private struct Candidate {
    var pair: (ko: String, en: String, origin: Pair.Origin, slug: String)
    var key: String

    init?(_ ko: String, _ en: String, _ origin: Pair.Origin, slug: String) {
      let ko = ko.trimmingSpaces
      let en = en.trimmingSpaces
      guard TermHarvester.isTerm(ko: ko, en: en) else { return nil }
      pair = (ko, en, origin, slug)
      key = slug + "\u{1}" + Terminology.spelling(ko) + "\u{1}" + Terminology.englishKey(en)
    }
  }

  /// The title, heading and label pairs of `guideline` that are terms, in reading order.
  private static func candidates(in guideline: Guideline) -> [Candidate] {
    var found: [Candidate] = []
    let slug = guideline.slug
    if let ko = guideline.title.ko, let en = guideline.title.en, let title = Candidate(ko, en, .title, slug: slug) {
      found.append(title)
    }
    for section in guideline.sections {
      // Platform headings name platforms, the same in both languages.
      if section.kind != .platform, let ko = section.heading?.ko, let en = section.heading?.en,
        let heading = Candidate(ko, en, .heading, slug: slug)
      {
        found.append(heading)
      }
      // By index: iterating would copy every record.
      let records = section.records
      for index in records.indices where records[index].kind != .table {
        if let ko = records[index].text.ko, let en = records[index].text.en, isLabel(ko), isLabel(en),
          let label = Candidate(ko, en, .label, slug: slug)
        {
          found.append(label)
        }
      }
    }
    return found
  }

  /// True for a guideline whose Korean text is Apple's own translation: Apple's Korean page JSON, or
  /// a saved page of Apple's site; community translations give their blog or repository as the source.
  public static func isApplePage(_ guideline: Guideline) -> Bool {
    if guideline.appleLanguages.contains(.ko) { return true }
    guard let url = guideline.source.url?.lowercased() else { return false }
    return url.hasPrefix("https://developer.apple.com/") || url.hasPrefix("http://developer.apple.com/")
  }

  /// A heading or label pair that names a thing: Hangul on one side, Latin on the other, short,
  /// not a sentence, and not the same name in both languages.
  static func isTerm(ko: String, en: String) -> Bool {
    guard ko.contains(where: BilingualTerm.isHangul), !en.contains(where: BilingualTerm.isHangul),
      en.contains(where: BilingualTerm.isLatin), Terminology.koreanKey(ko) != Terminology.englishKey(en)
    else { return false }
    let sentenceEnd: Set<Character> = [".", "?", "!", ":", "。"]
    guard let lastKo = ko.last, let lastEn = en.last, !sentenceEnd.contains(lastKo), !sentenceEnd.contains(lastEn)
    else { return false }
    return hasAtMost(5, wordsIn: en) && hasAtMost(6, wordsIn: ko) && ko.count <= 40 && en.count <= 60
  }

  /// A record short enough to be a label (a figure caption, a tab name), not a sentence.
  private static func isLabel(_ text: String) -> Bool {
    hasAtMost(3, wordsIn: text) && !text.contains("\n")
  }

  /// Whether `text` has at most `limit` words (runs of non-whitespace), reading only as far as the
  /// word after the limit: every record is asked, and splitting a whole paragraph showed in a build.
  private static func hasAtMost(_ limit: Int, wordsIn text: String) -> Bool {
    var count = 0
    var inWord = false
    for character in text {
      if character.isWhitespace {
        inWord = false
      } else if !inWord {
        inWord = true
        count += 1
        if count > limit { return false }
      }
    }
    return true
  }
}
