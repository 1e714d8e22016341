import HIGModel

/// `hig stats`: counts of what the knowledge base holds.
enum StatsCommand: Command {
  static let name = "stats"
  static let json = Flag("json", help: "Print the counts as one JSON object.")

  static let spec = CommandSpec(
    name: name,
    abstract: "Summarise the knowledge base: guidelines, records, rules, pairs, platforms, glossary.",
    options: [json.entry],
    discussion: """
      JSON output has at least the integers 'guidelines' and 'rules' at the top level; 'apple' counts
      Apple's pages, those in both languages, their rules, and the rules holding both texts.
      """)

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
    let rows: [[String]] = [
      ["Guidelines", String(stats.guidelines), ""],
      ["Sections", String(stats.sections), ""],
      ["Records", String(stats.records), kinds.joined(separator: ", ")],
      ["Rules", String(stats.rules), strengths.joined(separator: ", ")],
      ["Bilingual pairs", String(stats.pairs), "records with English text and its Korean translation"],
      ["Apple pages", String(stats.apple.pages), applePagesDetail(stats.apple)],
      [
        "Community translations", String(stats.communityTranslations), "kept beside Apple's page of the same guideline",
      ],
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

  /// "12 in both languages; 98 % of their 240 rules hold both texts".
  private static func applePagesDetail(_ apple: Statistics.AppleCounts) -> String {
    guard apple.pages > 0 else { return "fetch them with hig fetch" }
    var text = "\(apple.pagesInBothLanguages) in both languages"
    if apple.rulesOfPagesInBothLanguages > 0 {
      let share = 100 * apple.rulesHoldingBothTexts / apple.rulesOfPagesInBothLanguages
      text += "; \(share) % of their \(apple.rulesOfPagesInBothLanguages) rules hold both texts"
    }
    return text
  }
}
