import HIGCite
import HIGModel

extension RelatedReport {
  /// The report as a Markdown checklist a reviewer pastes into a pull request: per guideline,
  /// the uses that led to it, then one box per rule, guideline › statement › `HIG:` ID, in
  /// `languages` (Korean first when both).
  ///
  ///     ### 모달리티 (Modality) · `HIG:modality`
  ///
  ///     Used at `Settings.swift:12` (`.sheet(`), `Settings.swift:30` (`UIModalPresentationStyle`)
  ///
  ///     - [ ] 모달리티 › 모달 작업은 단순하고 짧게 유지하세요. — Keep modal tasks simple. › `HIG:modality/abc123`
  public func markdown(languages: [Language] = [.ko, .en], usesShown: Int = 5) -> String {
    guard !guidelines.isEmpty else { return emptyMessage + "\n" }
    var lines = ["## HIG rules for the UI this code uses", ""]
    for guideline in guidelines {
      let titles = Language.allCases.filter(languages.contains).compactMap { guideline.title[$0] }
      let heading = titles.isEmpty ? guideline.slug : titles.count == 2 && titles[0] != titles[1]
        ? "\(titles[0]) (\(titles[1]))" : titles[0]
      lines.append("### \(Citation.escapeMarkdown(heading)) · `\(guideline.citation)`")
      lines.append("")
      // File names come from the diff, so from anyone who can open a pull request: written so that
      // nothing in them is live Markdown in the checklist the Action posts.
      let shown = guideline.uses.prefix(usesShown).map {
        "\(Citation.codeSpan("\($0.file):\($0.line)")) (\(Citation.codeSpan($0.written)))"
      }
      let more = guideline.uses.count > usesShown ? ", and \(guideline.uses.count - usesShown) more" : ""
      lines.append("Used at \(shown.joined(separator: ", "))\(more)")
      lines.append("")
      let name = Citation.escapeMarkdown(guideline.title.preferring(languages.first ?? .ko))
      for rule in guideline.rules {
        let texts = Language.allCases.filter(languages.contains).compactMap { rule.statement[$0] }
        let statement = (texts.isEmpty ? [rule.statement.preferring(.ko)] : texts)
          .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
          .map { Citation.escapeMarkdown($0.replacingOccurrences(of: "\n", with: " ")) }
          .joined(separator: " — ")
        lines.append("- [ ] \(name) › \(statement) › `\(rule.citation)`")
      }
      lines.append("")
    }
    if !leftOut.isEmpty {
      lines.append(
        "No rules for \(platformNames) in: \(leftOut.joined(separator: ", ")).")
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// What to say when nothing was found.
  var emptyMessage: String {
    var message = "No HIG guideline in the content concerns the UI this code uses"
    if !platforms.isEmpty { message += " on \(platformNames)" }
    if !leftOut.isEmpty { message += " (\(leftOut.joined(separator: ", ")) have no rules for it)" }
    return message + "."
  }

  var platformNames: String { platforms.map(\.rawValue).joined(separator: ", ") }
}
