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

  /// The whole listing as one text: one write rather than one per line (three per hit).
  public func render(_ results: SearchResults) -> String {
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
      let title = [record.guidelineTitle.ko, record.guidelineTitle.en].compactMap { $0 }.joined(separator: " · ")
      let section = record.section.map { [$0.ko, $0.en].compactMap { $0 }.joined(separator: " · ") } ?? "(overview)"
      line("    \(style.dim("\(title) › \(section)"))")
      line("    \(highlighted(results.hits[rank].snippet))")
    }
    return output
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
