import HIGModel

/// Search results as `hig search` prints them (and the MCP server's `search` tool answers), each
/// hit as its `HitSummary` says: a rule's statement first, in the query's language, the other
/// language's beneath; then one line with where it sits (guideline › section), its platforms
/// unless that names them, the ID to cite and the kind; then the part of its body with the
/// query's words, if the statement did not hold them. Other records lead with their snippet.
/// Lines wrap at word boundaries to `width` columns (Hangul counts two); matched words are
/// highlighted when the style allows colour.
///
///      1. 모달 뷰의 모양을 앱과 조정하세요.
///         Coordinate a modal view's appearance with your app.
///         모달리티 › 모범 사례 · [iOS] · modality/gyqth0 · rule
///         …앱의 탐색 모음과 동일한 모양을 사용해야 합니다.
public struct SearchResultsText: Sendable {
  public var style: TextStyle
  /// The columns lines wrap to.
  public var width: Int
  /// The lines a snippet may take (a statement always shows whole).
  static let snippetLines = 3
  static let indent = "    "

  public init(style: TextStyle = .plain, width: Int = 80) {
    self.style = style
    self.width = max(40, width)
  }

  /// The whole listing as one text: one write rather than one per line; with `explanations`, each
  /// hit's score explained below it.
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
      let hit = results.hits[rank]
      let summary = hit.summary
      let number = String(rank + 1)
      var lines: [String] = []
      if !summary.lead.text.isEmpty {
        lines += wrapped(summary.lead, lines: summary.isStatement ? nil : Self.snippetLines)
      }
      if let other = summary.other { lines += wrapped(other, lines: nil) }
      lines += details(of: hit)
      if let body = summary.body { lines += wrapped(body, lines: Self.snippetLines) }
      line("")
      let pad = String(repeating: " ", count: max(0, 2 - number.count))
      line("\(pad)\(number). " + lines[0])
      for text in lines.dropFirst() { line(Self.indent + text) }
      if explanations.indices.contains(rank) { explain(explanations[rank], line: line) }
    }
    return output
  }

  /// The columns a line has after the indent.
  private var available: Int { width - Self.indent.count }

  /// The line of where a hit sits, its platforms, ID and kind (`모달리티 › 모범 사례 · [iOS] ·
  /// modality/gyqth0 · rule`), on two lines when one is too narrow.
  private func details(of hit: SearchHit) -> [String] {
    // Each part plain (for its width) and styled.
    var plain: [String] = []
    var styled: [String] = []
    let path = hit.summary.breadcrumb.joined(separator: " › ")
    if !path.isEmpty {
      plain.append(fitted(path, columns: available))
      styled.append(style.dim(plain[plain.count - 1]))
    }
    if !hit.summary.platforms.isEmpty {
      plain.append(hit.summary.platforms.map { "[\($0.rawValue)]" }.joined(separator: " "))
      styled.append(style.accent(plain[plain.count - 1]))
    }
    let id = hit.record.id.rawValue
    let kind = Labels.kind(hit.record.kind)
    plain.append(id + " · " + kind)
    styled.append(style.bold(id) + style.dim(" · " + kind))
    var lines: [String] = []
    var line = ""
    var columns = 0
    for part in plain.indices {
      let width = TerminalWidth.of(plain[part])
      if columns > 0, columns + 3 + width > available {
        lines.append(line)
        (line, columns) = ("", 0)
      }
      line += columns > 0 ? style.dim(" · ") + styled[part] : styled[part]
      columns += (columns > 0 ? 3 : 0) + width
    }
    lines.append(line)
    return lines
  }

  /// `text` cut to `columns`, ending in "…" when it was longer.
  private func fitted(_ text: String, columns: Int) -> String {
    guard TerminalWidth.of(text) > columns else { return text }
    var kept = String.UnicodeScalarView()
    var used = 1
    for scalar in text.unicodeScalars {
      used += TerminalWidth.of(scalar)
      if used > columns { break }
      kept.append(scalar)
    }
    return String(kept) + "…"
  }

  /// A snippet's lines, wrapped at spaces to the columns after the indent, its matched words
  /// highlighted; at most `lines` of them, the last ending in "…" when text was left out.
  private func wrapped(_ snippet: Snippet, lines limit: Int?) -> [String] {
    let scalars = Array(snippet.text.unicodeScalars)
    var ranges = SearchResultsText.lineRanges(scalars, columns: available)
    var ellipsis = false
    if let limit, ranges.count > limit {
      ranges.removeLast(ranges.count - limit)
      // Room for the "…" on the last line kept, taken at a space where there is one.
      var last = ranges[limit - 1]
      var columns = scalars[last].reduce(0) { $0 + TerminalWidth.of($1) }
      while columns + 1 > available, last.count > 1 {
        columns -= TerminalWidth.of(scalars[last.upperBound - 1])
        last = last.lowerBound..<(last.upperBound - 1)
      }
      if let space = scalars[last].lastIndex(of: " "), space > last.lowerBound { last = last.lowerBound..<space }
      ranges[limit - 1] = last
      ellipsis = true
    }
    return ranges.indices.map { number in
      let text = highlighted(scalars, range: ranges[number], marks: snippet.highlights)
      return number == ranges.count - 1 && ellipsis ? text + "…" : text
    }
  }

  /// Where each line of `scalars` starts and ends when wrapped to `columns`: at a space where
  /// one is (the space itself left out), within a word wider than a line where none is.
  static func lineRanges(_ scalars: [Unicode.Scalar], columns: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    while start < scalars.count {
      var end = start
      var used = 0
      var lastSpace: Int?
      while end < scalars.count {
        let scalarWidth = TerminalWidth.of(scalars[end])
        if used + scalarWidth > columns { break }
        if scalars[end] == " " { lastSpace = end }
        used += scalarWidth
        end += 1
      }
      if end < scalars.count, scalars[end] != " ", let lastSpace, lastSpace > start { end = lastSpace }
      if end == start { end = start + 1 }
      ranges.append(start..<end)
      start = end
      while start < scalars.count, scalars[start] == " " { start += 1 }
    }
    return ranges
  }

  /// The scalars of `range`, with the parts of `marks` inside it highlighted.
  private func highlighted(_ scalars: [Unicode.Scalar], range: Range<Int>, marks: [Range<Int>]) -> String {
    var output = ""
    var position = range.lowerBound
    for mark in marks.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      let lower = max(mark.lowerBound, position)
      let upper = min(mark.upperBound, range.upperBound)
      guard lower < upper else { continue }
      output += String(scalars: scalars[position..<lower])
      output += style.highlight(String(scalars: scalars[lower..<upper]))
      position = upper
    }
    output += String(scalars: scalars[position..<range.upperBound])
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
    let termWidth = explanation.matches.map { TerminalWidth.of($0.term) }.max() ?? 0
    for match in explanation.matches {
      let channel = match.channel + String(repeating: " ", count: channelWidth - match.channel.count)
      let term = match.term + String(repeating: " ", count: termWidth - TerminalWidth.of(match.term))
      line(
        style.dim(
          "        \(channel)  \(term)  \(number(match.weight)) × \(number(match.contribution)) = \(number(match.score))"))
    }
  }
}
