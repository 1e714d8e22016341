import HIGModel

/// `hig show`: one guideline's sections and records, or one record, by slug, title or ID.
enum ShowCommand: Command {
  static let name = "show"
  static let json = Flag("json", help: "Print the guideline or record as JSON (the knowledge base's own schema).")
  static let full = Flag("full", help: "Print every record's full text, not only rule statements and first sentences.")
  static let languages = Option<[Language]>(
    "lang", value: "LANG", help: "Which text to print when a record has both.", reading: .languages)

  static let spec = CommandSpec(
    name: name,
    abstract: "Show a guideline (by slug or title) or a record (by ID).",
    arguments: [
      .init("SLUG|ID", help: "A guideline slug or title (drag-and-drop, 모달리티) or a record ID (modality/x7k2mq).")
    ],
    options: [json.entry, full.entry, languages.entry],
    discussion: """
      Examples:
        hig show drag-and-drop
        hig show 모달리티 --full
        hig show drag-and-drop/5c2kq9 --json
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let reference = arguments.positionals[0]
    let kb = try context.knowledgeBase().knowledgeBase
    guard let target = kb.resolve(reference) else {
      if let topic = kb.topics.first(where: { $0.slug == reference.lowercased() }) {
        throw CommandError.failed(
          "'\(topic.slug)' (\(topic.title.en ?? topic.slug)) is a HIG topic with no text in \(context.contentFolder.url.relativePath(from: context.workingDirectory)); Apple's page: \(topic.appleURL)"
        )
      }
      throw CommandError.notFound(what: "'\(reference)'", suggestions: kb.suggestions(for: reference))
    }
    let printer = GuidelinePrinter(
      console: context.console, full: arguments[full], languages: arguments[languages] ?? Language.allCases)
    switch target {
    case .guideline(let guideline):
      if arguments[json] { try context.printJSON(guideline) } else { printer.print(guideline) }
    case .record(let guideline, let record, let alias):
      if let alias {
        context.console.errorLine("note: \(alias) is an old ID; the rule is now \(record.id)")
      }
      if arguments[json] { try context.printJSON(record) } else { printer.print(record, in: guideline) }
    }
    return 0
  }
}
