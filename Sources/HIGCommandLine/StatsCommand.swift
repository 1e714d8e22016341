import HIGChanges
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
      Apple's pages, those in both languages, their rules, and the rules holding both texts;
      'koreanPending' counts the records of Apple's translated pages whose Korean lags behind their
      English ('englishChanged': changed since, as the fetch history shows; 'noKorean': no Korean
      text at all), as 'hig changes' and the site's list of them show (docs/Changes.md).
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let knowledgeBase = try context.knowledgeBase().knowledgeBase
    let stats = Statistics(knowledgeBase)
    let finder = ChangeFinder(apple: context.contentFolder.url.appendingPathComponent("apple"))
    let lagging: [LaggingRecord]
    do {
      lagging = try finder.koreanLag(in: knowledgeBase)
    } catch {
      // The counts still stand without the history: only English changes go uncounted.
      context.console.errorLine("warning: \(error); 'Korean pending' counts only records with no Korean text")
      lagging = (try? finder.koreanLag(in: knowledgeBase, usingHistory: false)) ?? []
    }
    let lag = KoreanLagCounts(lagging)
    if arguments[json] {
      try context.printJSON(StatsJSON(stats: stats, koreanPending: lag))
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
        "Korean pending", String(lag.total),
        lag.total > 0
          ? "records of translated pages whose Korean lags: \(lag.englishChanged) English changes not yet followed, \(lag.noKorean) with no Korean text ('hig changes', docs/Changes.md)"
          : "",
      ],
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

/// How many records of Apple's translated pages wait for their Korean (`ChangeFinder.koreanLag`).
struct KoreanLagCounts: Encodable {
  var total: Int
  var englishChanged: Int
  var noKorean: Int

  init(_ lagging: [LaggingRecord]) {
    total = lagging.count
    englishChanged = lagging.filter { $0.reason == .englishChanged }.count
    noKorean = total - englishChanged
  }
}

/// `hig stats --json`: the statistics with the Korean lag beside them.
private struct StatsJSON: Encodable {
  var stats: Statistics
  var koreanPending: KoreanLagCounts

  private enum Keys: String, CodingKey { case koreanPending }

  func encode(to encoder: Encoder) throws {
    try stats.encode(to: encoder)
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(koreanPending, forKey: .koreanPending)
  }
}
