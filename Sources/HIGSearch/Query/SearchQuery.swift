import HIGModel

/// A parsed search: its words and phrases, which are required or excluded, and the filters.
///
///     try SearchQuery.parse("\"drag and drop\" +iPad -macOS platform:iOS 드래그")
///     // phrase "drag and drop", required "iPad", excluded "macOS", word "드래그", platforms [iOS]
public struct SearchQuery: Hashable, Sendable {
  /// One word or quoted phrase of the query.
  public struct Clause: Hashable, Sendable {
    public enum Occurrence: Hashable, Sendable {
      /// Scores when present.
      case should
      /// `+word`: every hit has it.
      case must
      /// `-word`: no hit has it.
      case mustNot
    }

    public var text: String
    public var occurrence: Occurrence
    /// A quoted phrase: hits contain its words in this order (after folding and spacing).
    public var isPhrase: Bool

    public init(text: String, occurrence: Occurrence = .should, isPhrase: Bool = false) {
      self.text = text
      self.occurrence = occurrence
      self.isPhrase = isPhrase
    }
  }

  public var text: String
  public var clauses: [Clause]
  public var filter: SearchFilter

  public init(text: String, clauses: [Clause], filter: SearchFilter = SearchFilter()) {
    self.text = text
    self.clauses = clauses
    self.filter = filter
  }

  /// A switch, not an array of quote characters: a `[Character]` costs every search its own
  /// run-time metadata.
  private static func isQuote(_ character: Character) -> Bool {
    switch character {
    case "\"", "“", "”", "„", "＂": return true
    default: return false
    }
  }

  /// The most words and phrases a query may have: a search's work grows with its clauses, and a
  /// pasted page is refused with a message rather than run for minutes (twice a long paragraph;
  /// from the 64th on, clauses share one bit of the clause masks).
  public static let maximumClauses = 128
  /// The most characters a query may have (a word may be long, and its bigrams many).
  public static let maximumLength = 1000

  /// Parses what a user typed; `filter` holds filters given as options, which the query's own
  /// `platform:` / `lang:` / `kind:` words add to.
  public static func parse(_ text: String, filter: SearchFilter = SearchFilter()) throws(SearchQueryError) -> SearchQuery {
    let length = text.unicodeScalars.count
    guard length <= maximumLength else { throw SearchQueryError.tooLong(characters: length) }
    var filter = filter
    var clauses: [Clause] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character.isWhitespace {
        index = text.index(after: index)
        continue
      }
      var occurrence = Clause.Occurrence.should
      if character == "+" || character == "-", text.index(after: index) < text.endIndex,
        !text[text.index(after: index)].isWhitespace
      {
        occurrence = character == "+" ? .must : .mustNot
        index = text.index(after: index)
      }
      if isQuote(text[index]) {
        let start = text.index(after: index)
        guard let end = text[start...].firstIndex(where: isQuote) else {
          throw SearchQueryError.unclosedQuote
        }
        let phrase = String(text[start..<end])
        if !phrase.allSatisfy({ $0.isWhitespace }) {
          clauses.append(Clause(text: phrase, occurrence: occurrence, isPhrase: true))
          guard clauses.count <= maximumClauses else { throw SearchQueryError.tooManyClauses }
        }
        index = text.index(after: end)
        continue
      }
      let end = text[index...].firstIndex { $0.isWhitespace } ?? text.endIndex
      let word = String(text[index..<end])
      index = end
      if occurrence == .should, try applyFilter(word, to: &filter) { continue }
      clauses.append(Clause(text: word, occurrence: occurrence))
      guard clauses.count <= maximumClauses else { throw SearchQueryError.tooManyClauses }
    }
    guard clauses.contains(where: { $0.occurrence != .mustNot && !Analyzer.analyze($0.text).words.isEmpty }) else {
      throw SearchQueryError.empty
    }
    return SearchQuery(text: text, clauses: clauses, filter: filter)
  }

  /// Reads `platform:P`, `lang:L` and `kind:K`; returns false for any other word.
  static func applyFilter(_ word: String, to filter: inout SearchFilter) throws(SearchQueryError) -> Bool {
    guard let colon = word.firstIndex(of: ":") else { return false }
    let key = word[..<colon].lowercased()
    let value = String(word[word.index(after: colon)...])
    guard !value.isEmpty else { return false }
    switch key {
    case "platform", "os":
      guard let platform = Platform(name: value) else {
        throw SearchQueryError.unknownPlatform(
          value, suggestion: EditDistance.closest(to: value, in: Platform.allCases.map { $0.rawValue }, count: 1).first)
      }
      filter.insert(platform)
    case "lang", "language":
      guard let language = Language(rawValue: value.lowercased()) else { throw SearchQueryError.unknownLanguage(value) }
      filter.language = language
    case "kind":
      guard let kind = SearchFilter.kind(named: value) else {
        throw SearchQueryError.unknownKind(
          value, suggestion: EditDistance.closest(to: value, in: SearchFilter.kindNames, count: 1).first)
      }
      filter.insert(kind)
    default:
      return false
    }
    return true
  }
}
