/// Finds citation tokens in Markdown or plain text.
///
/// A tag is `HIG:` (any case) right before a slug, optionally followed by `/key`; it must not be
/// glued to a preceding letter, digit or slash. A link counts when its page and its anchor name
/// the same guideline (`…/modality.html#modality/x7k2mq`), so ordinary links are left alone.
///
///     CitationScanner.tokens(in: "Breaks HIG:drag-and-drop/4h8tpa and HIG:modality.").map(\.reference)
///     // ["drag-and-drop/4h8tpa", "modality"]
public enum CitationScanner {
  public static func tokens(in text: String) -> [CitationToken] {
    var tokens: [CitationToken] = []
    var lineStart = text.startIndex
    var lineNumber = 1
    var fence: String?
    while lineStart <= text.endIndex {
      let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
      let line = text[lineStart..<lineEnd]
      let trimmed = line.drop(while: { $0 == " " })
      let marker = String(trimmed.prefix(3))
      let isFenceLine = marker == "```" || marker == "~~~"
      let code = codeSpans(in: line)
      for (range, reference, form) in tags(in: line) + links(in: line) {
        tokens.append(
          CitationToken(
            text: String(text[range]), reference: reference, form: form, range: range, line: lineNumber,
            column: text.distance(from: lineStart, to: range.lowerBound) + 1,
            isInCode: fence != nil || isFenceLine || code.contains { $0.contains(range.lowerBound) }))
      }
      if isFenceLine {
        if fence == nil { fence = marker } else if fence == marker { fence = nil }
      }
      guard lineEnd < text.endIndex else { break }
      lineStart = text.index(after: lineEnd)
      lineNumber += 1
    }
    return tokens.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// The ranges of a line's `inline code` spans (backtick runs of equal length).
  private static func codeSpans(in line: Substring) -> [Range<String.Index>] {
    var spans: [Range<String.Index>] = []
    var index = line.startIndex
    while let open = line[index...].firstIndex(of: "`") {
      var afterOpen = open
      while afterOpen < line.endIndex, line[afterOpen] == "`" { afterOpen = line.index(after: afterOpen) }
      let ticks = String(line[open..<afterOpen])
      guard let close = line[afterOpen...].range(of: ticks) else { break }
      spans.append(open..<close.upperBound)
      index = close.upperBound
    }
    return spans
  }

  private typealias Found = (Range<String.Index>, String, CitationToken.Form)

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber)
  }

  /// `HIG:slug` or `HIG:slug/key`; trailing hyphens belong to the sentence, not the token.
  private static func tags(in line: Substring) -> [Found] {
    var found: [Found] = []
    var index = line.startIndex
    while let colon = line[index...].firstIndex(of: ":") {
      defer { index = line.index(after: colon) }
      guard line.distance(from: line.startIndex, to: colon) >= 3 else { continue }
      let start = line.index(colon, offsetBy: -3)
      guard line[start..<colon].lowercased() == "hig" else { continue }
      if start > line.startIndex {
        let before = line[line.index(before: start)]
        if isWordCharacter(before) || before == "/" || before == "-" { continue }
      }
      var end = line.index(after: colon)
      var slashes = 0
      while end < line.endIndex {
        let character = line[end]
        if isWordCharacter(character) || character == "-" {
          end = line.index(after: end)
        } else if character == "/", slashes == 0, line.index(after: end) < line.endIndex,
          isWordCharacter(line[line.index(after: end)])
        {
          slashes += 1
          end = line.index(after: end)
        } else {
          break
        }
      }
      while end > line.index(after: colon), line[line.index(before: end)] == "-" { end = line.index(before: end) }
      let body = line[line.index(after: colon)..<end]
      guard let first = body.first, isWordCharacter(first) else { continue }
      found.append((start..<end, body.lowercased(), .tag))
    }
    return found
  }

  /// Links whose page `<slug>.html` and anchor `#<slug>/<key>` agree; "%2F" is read as "/".
  private static func links(in line: Substring) -> [Found] {
    var found: [Found] = []
    var searchFrom = line.startIndex
    while let marker = line[searchFrom...].range(of: ".html#") {
      searchFrom = marker.upperBound
      var start = marker.lowerBound
      while start > line.startIndex, !isLinkBoundary(line[line.index(before: start)]) {
        start = line.index(before: start)
      }
      var end = marker.upperBound
      while end < line.endIndex, !isLinkBoundary(line[end]) { end = line.index(after: end) }
      while end > marker.upperBound, ".,;:!?".contains(line[line.index(before: end)]) {
        end = line.index(before: end)
      }
      let page = line[start..<marker.lowerBound].split(separator: "/").last.map(String.init) ?? ""
      let anchor = line[marker.upperBound..<end].replacingOccurrences(of: "%2F", with: "/")
        .replacingOccurrences(of: "%2f", with: "/").lowercased()
      guard !page.isEmpty, anchor.hasPrefix(page.lowercased() + "/") else { continue }
      found.append((start..<end, anchor, .link))
    }
    return found
  }

  private static func isLinkBoundary(_ character: Character) -> Bool {
    character.isWhitespace || "<>()[]\"'`".contains(character)
  }
}
