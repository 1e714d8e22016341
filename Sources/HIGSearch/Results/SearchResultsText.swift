import HIGModel

/// Search results as `hig search` prints them (and the MCP server's `search` tool answers): rank,
/// ID to cite, guideline › section, platform badges and a snippet with the matched words
/// highlighted (colour only when the style allows).
///
///      1. modality/gyqth0  rule  [iOS]
///         모달리티 › (overview)
///         …앱의 탐색 모음과 동일한 모양을 사용해야 합니다.
public struct SearchResultsText: Sendable {
  public var style: TextStyle

  public init(style: TextStyle = .plain) { self.style = style }

  /// The whole listing as one text: one write rather than one per line (three per hit); with
  /// `explanations`, each hit's score explained below it.
  public func render(_ results: SearchResults, explanations: [Explanation] = []) -> String {
    var output = ""
    func line(_ text: String) { output += text + "\n" }
    guard !results.hits.isEmpty else {
      // A pasted paragraph is not worth echoing whole, nor its control characters (an escape
      // sequence would clear the terminal).
      let query = results.query.text
      let shown = query.count > 80 ? query.prefix(79) + "…" : query
      line("No records match '\(shown.escapingControlCharacters())'.")
      if !results.suggestions.isEmpty {
        line("Closest words in the guidelines: \(results.suggestions.joined(separator: ", "))")
      }
      return output
    }
    let shown = results.hits.count
    line(
      style.dim(
        results.total > shown
          ? "\(results.total) records match; the best \(shown):"
          : results.total == 1 ? "1 record matches:" : "\(results.total) records match:"))
    for rank in results.hits.indices {
      let record = results.hits[rank].record
      let badges = record.platforms.map { "[\($0.rawValue)]" }.joined(separator: " ")
      let number = String(rank + 1)
      let pad = String(repeating: " ", count: max(0, 2 - number.count))
      line(
        "\(pad)\(number). \(style.bold(record.id.rawValue))  \(Labels.kind(record.kind))  \(style.accent(badges))")
      let title = record.guidelineTitle.bilingualLabel
      let section = record.section?.bilingualLabel ?? "(overview)"
      line("    \(style.dim("\(title) › \(section)"))")
      line("    \(highlighted(results.hits[rank].snippet))")
      if explanations.indices.contains(rank) { explain(explanations[rank], line: line) }
    }
    return output
  }

  /// The score's parts, one matched term a line, then the factors:
  ///
  ///         8.1234 = 6.5 (sum) × 1.5 (macOS section ×1.5) × 0.833 (coordination, 2 of 3 words)
  ///           terminology  #tab-bar   1 × 3.2100 = 3.2100
  private func explain(_ explanation: Explanation, line: (String) -> Void) {
    func number(_ value: Double) -> String {
      let rounded = (value * 10_000).rounded() / 10_000
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    let reasons = explanation.reasons.isEmpty ? "" : " (\(explanation.reasons.joined(separator: ", ")))"
    line(
      style.dim(
        "      score \(number(explanation.score)) = \(number(explanation.sum)) (sum) × \(number(explanation.recordFactor))"
          + "\(reasons) × \(number(explanation.coordination)) (coordination, \(explanation.matchedClauses) of "
          + "\(explanation.clauses) clauses)"))
    let channelWidth = explanation.matches.map(\.channel.count).max() ?? 0
    let termWidth = explanation.matches.map(\.term.count).max() ?? 0
    for match in explanation.matches {
      let channel = match.channel + String(repeating: " ", count: channelWidth - match.channel.count)
      let term = match.term + String(repeating: " ", count: termWidth - match.term.count)
      line(
        style.dim(
          "        \(channel)  \(term)  \(number(match.weight)) × \(number(match.contribution)) = \(number(match.score))"))
    }
  }

  private func highlighted(_ snippet: Snippet) -> String {
    var scalars = Array(snippet.text.unicodeScalars)
    var output = ""
    var position = 0
    for range in snippet.highlights.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= position {
      output += String(scalars: scalars[position..<range.lowerBound])
      output += style.highlight(String(scalars: scalars[range]))
      position = range.upperBound
    }
    output += String(scalars: scalars[position...])
    scalars.removeAll()
    return output
  }
}
