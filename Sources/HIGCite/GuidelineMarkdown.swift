import HIGModel

/// A whole guideline as one Markdown document, Korean and English: what the MCP server serves as
/// the resource `hig://guideline/<slug>` (every record with its ID), or as an outline of its
/// sections and rule statements (`get_guideline`).
///
///     # 모달리티 · Modality
///
///     `HIG:modality` · Patterns · iOS, iPadOS, macOS · [Apple](https://developer.apple.com/…/modality)
///
///     ## 모범 사례 · Best practices
///
///     `HIG:modality/dy5qt2` · rule · do · iOS, iPadOS, macOS
///
///     **적합할 때 모달리티를 사용하십시오.** …
public struct GuidelineMarkdown: Sendable {
  /// Only rules, by their statements, instead of every record's whole text.
  public var rulesOnly: Bool
  public var site: SiteAddress?

  public init(rulesOnly: Bool = false, site: SiteAddress? = nil) {
    self.rulesOnly = rulesOnly
    self.site = site
  }

  public func render(_ guideline: Guideline) -> String {
    var blocks: [String] = []
    let titles = [guideline.title.ko, guideline.title.en].compactMap { $0 }
      .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    blocks.append("# " + Citation.escapeMarkdown(titles.isEmpty ? guideline.slug : titles.joined(separator: " · ")))
    var facts = ["`HIG:\(guideline.slug)`", Citation.escapeMarkdown(guideline.category)]
    facts.append(Labels.platforms(guideline.platforms.supported))
    facts.append("[Apple](\(Citation.markdownURL(guideline.appleURL)))")
    if let korean = guideline.appleKoreanURL { facts.append("[Apple 한국어](\(Citation.markdownURL(korean)))") }
    if let page = site?.url(forGuideline: guideline.slug) { facts.append("[site](\(Citation.markdownURL(page)))") }
    blocks.append(facts.joined(separator: " · "))
    if let summary = guideline.summary { blocks += paragraphs(summary) }
    for section in guideline.ownSections {
      let records = rulesOnly ? section.records.filter { $0.kind == .rule } : section.records
      if let heading = section.heading {
        let names = [heading.ko, heading.en].compactMap { $0 }.reduce(into: [String]()) {
          if !$0.contains($1) { $0.append($1) }
        }
        blocks.append(
          String(repeating: "#", count: min(max(section.level, 2), 6)) + " "
            + Citation.escapeMarkdown(names.joined(separator: " · ")))
      }
      for record in records { blocks += self.record(record) }
    }
    if !rulesOnly, !guideline.changes.isEmpty {
      blocks.append("## 변경 기록 · Change log")
      blocks.append(
        guideline.changes.map { "- \($0.date): \(Citation.escapeMarkdown([$0.korean, $0.change].compactMap { $0 }.joined(separator: " / ")))" }
          .joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// A record's ID line, then its text (a rule's statement alone, in an outline) per language.
  private func record(_ record: Record) -> [String] {
    var facts = ["`HIG:\(record.id)`", Labels.kind(record.kind)]
    if let strength = record.strength { facts.append(Labels.strength(strength)) }
    facts.append(Labels.platforms(record.platforms))
    if !record.symbols.isEmpty { facts.append("API: " + record.symbols.map { "`\($0)`" }.joined(separator: ", ")) }
    var blocks = [facts.joined(separator: " · ")]
    if rulesOnly {
      let statement = record.statement ?? record.text
      blocks += paragraphs(statement)
      return blocks
    }
    if let rows = record.rows, !rows.isEmpty {
      blocks.append(table(rows))
      return blocks
    }
    for language in Language.allCases {
      guard let (statement, rest) = record.statementAndRest(language) else { continue }
      let body = Citation.escapeMarkdown(rest)
      blocks.append(statement.map { "**\(Citation.escapeMarkdown($0))**\(body)" } ?? body)
    }
    return blocks
  }

  private func paragraphs(_ text: LocalizedText) -> [String] {
    [text.ko, text.en].compactMap { $0 }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      .map(Citation.escapeMarkdown)
  }

  private func table(_ rows: [[String]]) -> String {
    let width = rows.map(\.count).max() ?? 0
    let lines = rows.map { row in
      "| " + (row + Array(repeating: "", count: width - row.count)).map {
        Citation.escapeMarkdown($0.replacingOccurrences(of: "\n", with: " "))
      }.joined(separator: " | ") + " |"
    }
    return ([lines[0], "|" + String(repeating: " --- |", count: width)] + lines.dropFirst()).joined(separator: "\n")
  }
}
