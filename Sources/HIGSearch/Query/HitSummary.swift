import HIGModel

/// What a search hit shows, in the order it shows it, made once for the terminal (`hig search`,
/// the MCP server) and the site (through the browser's core): a rule leads with its statement in
/// the query's language and the other language's beneath, then where it sits, then the part of
/// its body where the query's words are; any other record leads with its snippet.
///
///     HitSummary(…)  // lead "탭 막대를 사용하세요.", other "Use a tab bar.", breadcrumb ["탭 막대", "모범 사례"]
public struct HitSummary: Hashable, Sendable {
  /// A rule's statement in the language shown; for other records, the snippet of their text.
  public var lead: Snippet
  /// A rule's statement in the other language, when the record has that language.
  public var other: Snippet?
  /// An excerpt of a rule's text after its statement, around the query's words; nil unless it
  /// holds a word the statement does not (it would only repeat the statement's).
  public var body: Snippet?
  /// The guideline's title and the section's heading, each once (no section for the overview, nor
  /// one named as the guideline is), in the query's language where they have it.
  public var breadcrumb: [String]
  /// The record's platforms, unless the breadcrumb names them already or they are every platform.
  public var platforms: [Platform]
  /// True when `lead` is a rule's statement.
  public var isStatement: Bool

  public init(
    lead: Snippet, other: Snippet? = nil, body: Snippet? = nil, breadcrumb: [String], platforms: [Platform],
    isStatement: Bool
  ) {
    self.lead = lead
    self.other = other
    self.body = body
    self.breadcrumb = breadcrumb
    self.platforms = platforms
    self.isStatement = isStatement
  }

  /// A summary that shows nothing, for a search asked for none.
  public static let empty = HitSummary(
    lead: Snippet(text: "", highlights: [], language: .ko), breadcrumb: [], platforms: [], isStatement: false)

  /// The summary of a hit with this text, kind, platforms and place, its words marked by `builder`.
  init(
    text: LocalizedText, kind: RecordKind, platforms: [Platform], title: LocalizedText, section: LocalizedText?,
    builder: SnippetBuilder, queryIsKorean: Bool
  ) {
    let marked = builder.marked(text, queryIsKorean: queryIsKorean)
    let language = marked?.language ?? .ko
    // The labels in the language the reader asked in, even over a text shown in the other one.
    let asked = builder.preferred ?? (queryIsKorean ? .ko : .en)
    breadcrumb = HitSummary.breadcrumb(title: title, section: section, language: asked)
    self.platforms = HitSummary.shown(platforms, title: title, section: section)
    other = nil
    body = nil
    isStatement = false
    guard let marked else {
      lead = Snippet(text: "", highlights: [], language: language)
      return
    }
    guard kind == .rule, let end = RuleStatement.end(of: marked.scalars) else {
      lead = builder.cut(marked.scalars[...], highlights: marked.highlights, language: language)
      return
    }
    isStatement = true
    lead = HitSummary.whole(marked.scalars[..<end], highlights: marked.highlights, language: language)
    let otherLanguage: Language = language == .ko ? .en : .ko
    if let value = text[otherLanguage] {
      // Only the statement is analyzed, not the whole text it leads.
      let scalars = Array(TextNormalizer.nfc(value).unicodeScalars)
      if let otherEnd = RuleStatement.end(of: scalars) {
        let found = builder.marks(in: String(scalars: scalars[..<otherEnd]))
        other = HitSummary.whole(found.scalars[...], highlights: found.highlights, language: otherLanguage)
      }
    }
    var rest = end
    while rest < marked.scalars.count, SnippetBuilder.isWhitespace(marked.scalars[rest]) { rest += 1 }
    // The body adds something when it holds a query word the statement does not.
    let inStatement = marked.highlights.indices.filter { marked.highlights[$0].upperBound <= end }.map { marked.stems[$0] }
    let later = marked.highlights.indices.filter { marked.highlights[$0].lowerBound >= rest }
    if later.contains(where: { !inStatement.contains(marked.stems[$0]) }) {
      body = builder.cut(marked.scalars[rest...], highlights: later.map { marked.highlights[$0] }, language: language)
    }
  }

  /// A statement whole, its inner whitespace made spaces, with the highlights that lie in it.
  private static func whole(
    _ scalars: ArraySlice<Unicode.Scalar>, highlights: [Range<Int>], language: Language
  ) -> Snippet {
    let text = scalars.map { SnippetBuilder.isWhitespace($0) ? " " as Unicode.Scalar : $0 }
    let inside = highlights.filter { $0.upperBound <= scalars.endIndex }
    return Snippet(text: String(scalars: text[...]), highlights: inside, language: language)
  }

  /// The guideline's title and the section's heading in `language` (the other one where a label
  /// lacks it), the section left out when it is the title again.
  static func breadcrumb(title: LocalizedText, section: LocalizedText?, language: Language) -> [String] {
    let other: Language = language == .ko ? .en : .ko
    var labels: [String] = []
    if let text = title[language] ?? title[other] { labels.append(text) }
    if let section, let text = section[language] ?? section[other],
      labels.first.map({ $0.lowercased() != text.lowercased() }) ?? true
    {
      labels.append(text)
    }
    return labels
  }

  /// `platforms`, or none when they are every platform or exactly the platforms the section names
  /// ("iPadOS", "iOS, iPadOS"), or when it names none, the title ("Designing for watchOS").
  static func shown(_ platforms: [Platform], title: LocalizedText, section: LocalizedText?) -> [Platform] {
    guard platforms.count < Platform.allCases.count else { return [] }
    // (No arrays of labels: a new generic type costs every `hig search` process a lookup.)
    var named = names(in: section?.en ?? "") + names(in: section?.ko ?? "")
    if named.isEmpty { named = names(in: title.en ?? "") + names(in: title.ko ?? "") }
    let sameSet = platforms.allSatisfy { named.contains($0) } && named.allSatisfy { platforms.contains($0) }
    return sameSet ? [] : platforms
  }

  /// The platforms a label names, word by word (a word: a run of ASCII letters and digits).
  private static func names(in label: String) -> [Platform] {
    var found: [Platform] = []
    var word = ""
    func flush() {
      if let platform = Platform(name: word), !found.contains(platform) { found.append(platform) }
      word = ""
    }
    for scalar in label.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9": word.unicodeScalars.append(scalar)
      default: flush()
      }
    }
    flush()
    return found
  }
}
