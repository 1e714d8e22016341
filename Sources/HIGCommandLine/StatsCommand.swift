import HIGModel

/// `hig stats`: counts of what the knowledge base holds.
enum StatsCommand: Command {
  static let name = "stats"
  static let json = Flag("json", help: "Print the counts as one JSON object.")

  static let spec = CommandSpec(
    name: name,
    abstract: "Summarise the knowledge base: guidelines, records, rules, pairs, platforms, glossary.",
    options: [json.entry],
    discussion: "JSON output has at least the integers 'guidelines' and 'rules' at the top level.")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let stats = Statistics(try context.knowledgeBase().knowledgeBase)
    if arguments[json] {
      try context.printJSON(stats)
      return 0
    }
    let kinds = RecordKind.allCases.compactMap { kind in
      stats.recordsByKind[kind.rawValue].map { "\(Labels.kind(kind)) \($0)" }
    }
    let strengths = Strength.allCases.compactMap { strength in
      stats.rulesByStrength[strength.rawValue].map { "\(Labels.strength(strength)) \($0)" }
    }
    let platforms = Platform.allCases.map { platform -> String in
      let count = stats.platforms[platform.rawValue]
      return "\(platform.rawValue) \(count?.guidelines ?? 0)/\(count?.unsupported ?? 0)/\(count?.records ?? 0)"
    }
    let rows = [
      ["Guidelines", String(stats.guidelines), ""],
      ["Sections", String(stats.sections), ""],
      ["Records", String(stats.records), kinds.joined(separator: ", ")],
      ["Rules", String(stats.rules), strengths.joined(separator: ", ")],
      ["Bilingual pairs", String(stats.pairs), "records with English text and its Korean translation"],
      ["Glossary terms", String(stats.glossary), ""],
      [
        "Cross-references", String(stats.crossReferences),
        "\(stats.resolvedCrossReferences) to guidelines in the content",
      ],
      ["Warnings", String(stats.warnings), stats.warnings > 0 ? "run 'hig build' to list them" : ""],
    ]
    context.console.write(TextTable.render(rows, rightAligned: [1]))
    context.console.line("Platforms (guidelines supporting / not supporting / records):")
    context.console.line("  " + platforms.joined(separator: " · "))
    return 0
  }
}
