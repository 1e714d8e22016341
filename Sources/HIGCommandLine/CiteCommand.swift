import HIGCite
import HIGModel
import HIGSearch
import HIGWorkspace

/// `hig cite`: a rule quoted with where it sits and where to read it, ready for a review comment.
enum CiteCommand: Command {
  static let name = "cite"
  static let format = Option<CitationFormat>(
    "format", short: "f", value: "FORMAT", help: "How to print it (default: markdown).", reading: .cases)
  static let json = Flag("json", help: "Same as --format json.")
  static let languages = Option<[Language]>(
    "lang", value: "LANG", help: "Which text to quote (default: both).", reading: .languages)
  static let baseURL = Option<SiteAddress>(
    "base-url", value: "URL",
    help: "The published site, for the rule's link (default: \"siteURL\" in hig.json, else no site link).",
    reading: .siteAddress)

  static let spec = CommandSpec(
    name: name,
    abstract: "Print a citation of a rule (by ID, old ID or a few words) to paste into a review.",
    arguments: [
      .init(
        "ID|QUERY",
        help:
          "Record IDs (drag-and-drop/4h8tpa, HIG:…, site links), a guideline slug, or words to find a rule (드래그 취소).",
        variadic: true)
    ],
    options: [format.entry, json.entry, languages.entry, baseURL.entry],
    discussion: """
      Given words instead of an ID, cites the best-matching rule and says on standard error which
      one it chose and what else matched. An old ID of a rewritten rule cites the current rule.

      Examples:
        hig cite drag-and-drop/4h8tpa --format markdown
        hig cite HIG:home-screen-quick-actions/xr31gb --lang en --base-url https://hig.example.kr
        hig cite 드래그 취소 --format text
        hig cite drag-and-drop/2rtass drag-and-drop/4h8tpa --lang ko

      Exit status: 0 cited; 1 nothing found; 64 usage error.
      """)

  static func validate(_ arguments: ParsedArguments) throws {
    if arguments.positionals.joined().allSatisfy(\.isWhitespace) {
      throw UsageError(spec, message: "missing argument ID|QUERY")
    }
    if arguments[json], let other = arguments[format], other != .json {
      throw UsageError(spec, message: "--json contradicts --format \(other.rawValue)")
    }
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let reference = arguments.positionals.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
    let chosen: CitationFormat = arguments[json] ? .json : arguments[format] ?? .markdown
    let quoted = arguments[languages] ?? Language.allCases
    let site = try context.siteAddress(arguments[baseURL])
    let kb = try context.knowledgeBase().knowledgeBase
    // Several IDs cite several rules; several words are one query.
    let references =
      arguments.positionals.count > 1 && arguments.positionals.allSatisfy(CitationLookup.looksLikeID)
      ? arguments.positionals : [reference]
    let citations = try references.map { try find($0, in: kb, context: context) }
    for citation in citations {
      if let old = citation.citedAs, let record = citation.record {
        context.console.errorLine("note: \(old) is an old ID; the rule is now \(record.id)")
      }
    }
    if chosen == .json, citations.count > 1 {
      try context.printJSON(citations.map { $0.document(languages: quoted, site: site) })
    } else {
      context.console.write(
        citations.map { $0.render(chosen, languages: quoted, site: site) }.joined(separator: "\n"))
    }
    return 0
  }

  /// The citation for an ID (current or old), a slug or title, or else the top hit of `hig search`.
  static func find(_ reference: String, in kb: KnowledgeBase, context: CommandContext) throws -> Citation {
    do {
      let lookup = try context.workspace.citation(for: reference, in: kb)
      if let note = lookup.note(for: reference) { context.console.errorLine(note) }
      return lookup.citation
    } catch let error as CitationLookupError {
      switch error {
      case .unknownID(let id, let suggestions):
        throw CommandError.notFound(what: "rule '\(id)'", suggestions: suggestions)
      case .noMatch:
        throw CommandError.failed(error.description)
      }
    }
  }
}
