import HIGModel

/// Finds citation tokens in Markdown or plain text: `HIG:` tags, links to a rule on the site, and
/// the IDs of citations as `hig cite` prints them (Markdown, text, HTML, JSON) or `hig check
/// --expand` writes them.
///
/// A tag is `HIG:` (any case) right before a slug, optionally followed by `/key`; it must not be
/// glued to a preceding letter, digit or slash. A link counts when its page and its anchor name
/// the same guideline (`…/modality.html#modality/x7k2mq`), or nearly the same (a typo in one of
/// them is a broken citation), so ordinary links are left alone. A printed citation is known by
/// the place its ID holds there:
///
///     > **드래그 앤 드롭 › Best practices** · `drag-and-drop/4h8tpa`          Markdown
///     [드래그 앤 드롭: “…”](https://…) (`drag-and-drop/4h8tpa`)               Markdown, one line
///     드래그 앤 드롭 › Best practices — drag-and-drop/4h8tpa                   text
///     드래그 앤 드롭: “…” (drag-and-drop/4h8tpa, https://…)                    text, one line
///     <figure class="hig-citation" data-id="drag-and-drop/4h8tpa">            HTML
///     "id" : "drag-and-drop/4h8tpa"   (after "appleURL" in the same object)   JSON
///
/// One printed citation names its ID several times (its heading, its link, JSON's Markdown
/// copy), so within a paragraph (lines between blank lines) an ID that a link or printed
/// citation repeats is reported once; every tag is reported. Each line is read once, in time
/// linear in its length.
///
///     CitationScanner.tokens(in: "Breaks HIG:drag-and-drop/4h8tpa and HIG:modality.").map(\.reference)
///     // ["drag-and-drop/4h8tpa", "modality"]
public enum CitationScanner {
  public static func tokens(in text: String) -> [CitationToken] {
    let lines = lineRanges(of: text)
    var tokens: [CitationToken] = []
    var paragraph = Paragraph()
    var fence: String?
    for (number, range) in lines.enumerated() {
      let line = text[range]
      let trimmed = line.drop { $0 == " " }
      if trimmed.allSatisfy(\.isWhitespace) { paragraph = Paragraph() }
      let marker = String(trimmed.prefix(3))
      let isFenceLine = marker == "```" || marker == "~~~"
      let code = codeSpans(in: line)
      var found = tags(in: line) + links(in: line) + printedMarkdown(in: line, code: code) + printedText(in: line)
        + printedHTML(in: line) + paragraph.json(in: line)
      if let header = textHeader(in: line, followedBy: lines[(number + 1)...].prefix(3).map { text[$0] }) {
        found.append(header)
      }
      found.sort { $0.range.lowerBound < $1.range.lowerBound }
      var columns = Columns(line)
      var spans = code[...]
      for candidate in found where paragraph.keeps(candidate) {
        while let span = spans.first, span.upperBound <= candidate.range.lowerBound { spans = spans.dropFirst() }
        let inSpan = spans.first.map { $0.contains(candidate.range.lowerBound) } ?? false
        tokens.append(
          CitationToken(
            text: String(text[candidate.range]), reference: candidate.reference, form: candidate.form,
            range: candidate.range, line: number + 1, column: columns.column(of: candidate.range.lowerBound),
            isInCode: fence != nil || isFenceLine || inSpan, page: candidate.page))
      }
      if isFenceLine {
        if fence == nil { fence = marker } else if fence == marker { fence = nil }
      }
    }
    return tokens
  }

  /// The lines of `text`, ended by LF or CR LF (one `Character`), without their ends.
  private static func lineRanges(of text: String) -> [Range<String.Index>] {
    var lines: [Range<String.Index>] = []
    var start = text.startIndex
    var index = start
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character == "\n" || character == "\r\n" {
        lines.append(start..<index)
        start = next
      }
      index = next
    }
    lines.append(start..<text.endIndex)
    return lines
  }

  /// A place in the text that names a citation.
  struct Found {
    var range: Range<String.Index>
    var reference: String
    var form: CitationToken.Form
    /// For a link: the page it points to (`modality` for `modality.html#…`).
    var page: String?
  }

  /// The ranges of a line's `inline code` spans: a run of backticks opens one, and the next run
  /// of the same length closes it (runs of other lengths inside are code).
  static func codeSpans(in line: Substring) -> [Range<String.Index>] {
    var spans: [Range<String.Index>] = []
    var open: (start: String.Index, length: Int)?
    var index = line.startIndex
    while index < line.endIndex {
      guard line[index] == "`" else {
        index = line.index(after: index)
        continue
      }
      let start = index
      var length = 0
      while index < line.endIndex, line[index] == "`" {
        length += 1
        index = line.index(after: index)
      }
      if let opening = open, opening.length == length {
        spans.append(opening.start..<index)
        open = nil
      } else if open == nil {
        open = (start, length)
      }
    }
    return spans
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber)
  }

  /// `HIG:slug` or `HIG:slug/key`; trailing hyphens belong to the sentence, not the token.
  private static func tags(in line: Substring) -> [Found] {
    var found: [Found] = []
    var index = line.startIndex
    while let colon = line[index...].firstIndex(of: ":") {
      defer { index = line.index(after: colon) }
      // Three steps back, never a count from the line's start: a line of a million colons stays linear.
      guard let start = line.index(colon, offsetBy: -3, limitedBy: line.startIndex) else { continue }
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
      found.append(Found(range: start..<end, reference: body.lowercased(), form: .tag))
    }
    return found
  }

  /// Links whose page `<slug>.html` and anchor `#<slug>/<key>` agree, or nearly ("%2F" is read
  /// as "/"). Each run of characters between link boundaries is one candidate, read from its
  /// first ".html#".
  private static func links(in line: Substring) -> [Found] {
    var found: [Found] = []
    var start = line.startIndex
    while start < line.endIndex {
      guard !isLinkBoundary(line[start]) else {
        start = line.index(after: start)
        continue
      }
      var end = start
      while end < line.endIndex, !isLinkBoundary(line[end]) { end = line.index(after: end) }
      if let link = link(in: line[start..<end]) { found.append(link) }
      start = end
    }
    return found
  }

  private static func link(in word: Substring) -> Found? {
    guard let marker = word.firstRange(of: ".html#") else { return nil }
    var end = word.endIndex
    while end > marker.upperBound, ".,;:!?".contains(word[word.index(before: end)]) { end = word.index(before: end) }
    let page = (word[..<marker.lowerBound].split(separator: "/").last.map(String.init) ?? "").lowercased()
    let anchor = word[marker.upperBound..<end].replacingOccurrences(of: "%2F", with: "/")
      .replacingOccurrences(of: "%2f", with: "/").lowercased()
    let parts = anchor.split(separator: "/", omittingEmptySubsequences: false)
    guard !page.isEmpty, parts.count == 2, !parts[1].isEmpty, looksLikeReference(anchor) else { return nil }
    let slug = String(parts[0])
    // Ordinary links with a slash in their anchor stay out: the page must be the anchor's
    // guideline, or one typo away with a rule's key after it.
    guard slug == page || (RecordID(anchor) != nil && EditDistance.between(slug, page, limit: 2) <= 2) else {
      return nil
    }
    return Found(range: word.startIndex..<end, reference: anchor, form: .link, page: page)
  }

  private static func isLinkBoundary(_ character: Character) -> Bool {
    character.isWhitespace || "<>()[]\"'`".contains(character)
  }

  /// A slug, or a slug, a slash and a key, as a mistyped ID still looks: lowercase ASCII letters,
  /// digits and hyphens, starting with a letter or digit.
  static func looksLikeReference(_ text: some StringProtocol) -> Bool {
    var slashes = 0
    var previous: Character = "/"
    for character in text {
      if character == "/" {
        guard previous != "/", previous != "-" else { return false }
        slashes += 1
      } else if !(isWordCharacter(character) || (character == "-" && previous != "/")) {
        return false
      }
      previous = character
    }
    return slashes <= 1 && previous != "/" && !text.isEmpty
  }

  /// The ID in a code span after `** · ` (a Markdown citation's heading) or after `) (` and
  /// before `)` (a citation written on one line).
  private static func printedMarkdown(in line: Substring, code: [Range<String.Index>]) -> [Found] {
    code.compactMap { span in
      let inner = line.index(after: span.lowerBound)..<line.index(before: span.upperBound)
      guard !inner.isEmpty, line[inner].first != "`", looksLikeReference(line[inner]) else { return nil }
      let before = line[..<span.lowerBound]
      let heading = before.hasSuffix("** · ")
      let inline = before.hasSuffix(") (") && line[span.upperBound...].hasPrefix(")")
      guard heading || inline else { return nil }
      return Found(range: inner, reference: line[inner].lowercased(), form: .markdown)
    }
  }

  /// The ID a one-line text citation writes before the link: `(drag-and-drop/4h8tpa, https://…)`.
  private static func printedText(in line: Substring) -> [Found] {
    var found: [Found] = []
    var index = line.startIndex
    while let open = line[index...].firstIndex(of: "(") {
      let start = line.index(after: open)
      var end = start
      while end < line.endIndex, isWordCharacter(line[end]) || line[end] == "-" || line[end] == "/" {
        end = line.index(after: end)
      }
      index = end > start ? end : start
      guard line[end...].hasPrefix(", http"), line[start..<end].contains("/"), looksLikeReference(line[start..<end])
      else { continue }
      found.append(Found(range: start..<end, reference: line[start..<end].lowercased(), form: .text))
    }
    return found
  }

  /// The ID in `<figure class="hig-citation" data-id="…">`.
  private static func printedHTML(in line: Substring) -> [Found] {
    var found: [Found] = []
    var rest = line[...]
    while let marker = rest.firstRange(of: "class=\"hig-citation\" data-id=\"") {
      rest = line[marker.upperBound...]
      guard let close = rest.firstIndex(of: "\""), looksLikeReference(rest[..<close]) else { continue }
      found.append(Found(range: marker.upperBound..<close, reference: rest[..<close].lowercased(), form: .html))
    }
    return found
  }

  /// A text citation's heading: `… — drag-and-drop/4h8tpa`, with ` (cited as …)` after it when an
  /// old ID was cited. A heading naming a guideline alone (`… — modality`) counts when its
  /// `Apple:` line follows within `next`, the three lines after it.
  private static func textHeader(in line: Substring, followedBy next: [Substring]) -> Found? {
    guard let dash = line.ranges(of: " — ").last else { return nil }
    var id = line[dash.upperBound...]
    if id.hasSuffix(")"), let open = id.firstRange(of: " (") { id = id[..<open.lowerBound] }
    while id.last == " " { id = id.dropLast() }
    guard looksLikeReference(id) else { return nil }
    guard id.contains("/") || next.contains(where: { $0.hasPrefix("Apple: \(appleHIG)") }) else { return nil }
    return Found(range: id.startIndex..<id.endIndex, reference: id.lowercased(), form: .text)
  }

  static let appleHIG = "https://developer.apple.com/design/human-interface-guidelines/"

  /// What the lines of one paragraph so far have shown: the references found (a printed citation
  /// repeats its ID), and how many JSON citations have begun and not yet given their ID.
  struct Paragraph {
    private var references: [String] = []
    private var openJSONCitations = 0

    /// Whether `candidate` is reported: every tag, and the first of each reference otherwise.
    mutating func keeps(_ candidate: Found) -> Bool {
      if candidate.form == .tag { return true }
      if references.contains(candidate.reference) { return false }
      references.append(candidate.reference)
      return true
    }

    /// The ID of `"id" : "…"` after an `"appleURL"` key (a JSON citation's first key).
    mutating func json(in line: Substring) -> [Found] {
      var found: [Found] = []
      var rest = line[...]
      while let quote = rest.firstIndex(of: "\"") {
        rest = line[line.index(after: quote)...]
        if rest.hasPrefix("appleURL\"") {
          openJSONCitations += 1
          continue
        }
        guard openJSONCitations > 0, rest.hasPrefix("id\"") else { continue }
        var value = rest.dropFirst(3).drop { $0 == " " }
        guard value.first == ":" else { continue }
        value = value.dropFirst().drop { $0 == " " }
        guard value.first == "\"" else { continue }
        let start = value.index(after: value.startIndex)
        guard let close = line[start...].firstIndex(of: "\""), looksLikeReference(line[start..<close]) else {
          continue
        }
        openJSONCitations -= 1
        found.append(Found(range: start..<close, reference: line[start..<close].lowercased(), form: .json))
        rest = line[close...]
      }
      return found
    }
  }

  /// 1-based columns, in characters, of positions in one line asked for in increasing order:
  /// counted on from the last one asked, so a line with many tokens is walked once.
  struct Columns {
    private let line: Substring
    private var index: String.Index
    private var column = 1

    init(_ line: Substring) {
      self.line = line
      index = line.startIndex
    }

    mutating func column(of position: String.Index) -> Int {
      if position < index {
        index = line.startIndex
        column = 1
      }
      while index < position {
        index = line.index(after: index)
        column += 1
      }
      return column
    }
  }
}
