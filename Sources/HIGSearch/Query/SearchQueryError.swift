/// A query that cannot be run as typed, with what to type instead.
///
///     SearchQueryError.unknownPlatform("macOs11", suggestion: "macOS").description
///     // "unknown platform 'macOs11' in the query (did you mean 'macOS'?) …"
public enum SearchQueryError: Error, Equatable, CustomStringConvertible {
  case empty
  case unknownPlatform(String, suggestion: String?)
  case unknownLanguage(String)
  case unknownKind(String, suggestion: String?)
  /// A quotation mark opened and never closed.
  case unclosedQuote
  /// More words and phrases than `SearchQuery.maximumClauses`.
  case tooManyClauses
  /// More characters than `SearchQuery.maximumLength`.
  case tooLong(characters: Int)

  public var description: String {
    switch self {
    case .empty:
      return "the query has no words to search for; type a word, e.g. hig search 드래그"
    case .unknownPlatform(let name, let suggestion):
      return
        "unknown platform '\(name)'\(SearchQueryError.hint(suggestion)); use iOS, iPadOS, macOS, tvOS, visionOS or watchOS"
    case .unknownLanguage(let name):
      return "unknown language '\(name)'; use ko or en"
    case .unknownKind(let name, let suggestion):
      return
        "unknown record kind '\(name)'\(SearchQueryError.hint(suggestion)); use one of \(SearchFilter.kindNames.joined(separator: ", "))"
    case .unclosedQuote:
      return "a quotation mark is not closed; put the phrase between two \" marks"
    case .tooManyClauses:
      return
        "the query has more than \(SearchQuery.maximumClauses) words and phrases; search for the few that matter (a \"quoted phrase\" counts as one)"
    case .tooLong(let characters):
      return
        "the query is \(characters) characters long, over the \(SearchQuery.maximumLength) a search reads; search for a few words from it"
    }
  }

  /// The case's name, for the page's script (which words its messages itself) and fixtures.
  public var name: String {
    switch self {
    case .empty: return "empty"
    case .unknownPlatform: return "unknownPlatform"
    case .unknownLanguage: return "unknownLanguage"
    case .unknownKind: return "unknownKind"
    case .unclosedQuote: return "unclosedQuote"
    case .tooManyClauses: return "tooManyClauses"
    case .tooLong: return "tooLong"
    }
  }

  private static func hint(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean '\($0)'?)" } ?? ""
  }
}
