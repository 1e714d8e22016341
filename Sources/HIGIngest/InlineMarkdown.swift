import Foundation

/// Renders the inline markup of one Markdown paragraph, heading, list item or table cell to plain
/// text: emphasis markers dropped, links replaced by their text (targets kept), images by their alt
/// text, inline HTML tags dropped, entities decoded.
///
/// Unclosed markers (a lone `**`, `[` without `](…)`) are kept as the characters they are. The
/// scan is one pass over the characters, so its time is linear in the text.
///
///     InlineMarkdown.render("**알림을 적게 사용하세요.** [알림](alerts.md)을 참고하세요.")
///     // text "알림을 적게 사용하세요. 알림을 참고하세요.", lead "알림을 적게 사용하세요.", links ["alerts.md"]
enum InlineMarkdown {
  /// `references` are the file's link reference definitions (`[hig]: https://…`), keyed by
  /// `referenceKey(_:)`, for `[text][hig]` and `[hig]` links.
  static func render(_ source: String, references: [String: String] = [:]) -> InlineContent {
    if !source.utf8.contains(where: mayBeMarkup) { return InlineContent(text: source) }
    var output = InlineContent()
    // Not `Array(source)`, which first counts the characters, walking the text an extra time.
    var characters: [Character] = []
    characters.reserveCapacity(source.utf8.count / 3)
    for character in source { characters.append(character) }
    var renderer = Renderer(characters: characters, references: references)
    renderer.run(into: &output, nesting: 0)
    return output
  }

  /// Whether a byte may start a character that `Renderer.run` treats as markup; text without one
  /// renders as itself. 0xE1 leads U+1FEF, which is canonically a backtick.
  private static func mayBeMarkup(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x5C, 0x60, 0x2A, 0x5F, 0x7E, 0x21, 0x5B, 0x3C, 0x26, 0xE1: true  // \ ` * _ ~ ! [ < &
    default: false
    }
  }

  /// How reference labels compare: case and runs of spaces do not count.
  static func referenceKey(_ label: String) -> String {
    InlineContent.collapse(label).lowercased()
  }

  private struct Renderer {
    let characters: [Character]
    let references: [String: String]
    var index = 0
    var bold = false
    var leadStart: Int?
    /// Found on the first opener that needs it, in one pass over the whole text.
    private var found: Closers?

    init(characters: [Character], references: [String: String]) {
      self.characters = characters
      self.references = references
    }

    var closers: Closers {
      mutating get {
        if let found { return found }
        let made = Closers(characters)
        found = made
        return made
      }
    }

    /// Link text nests ("[**굵게**](x)"); deeper than a few levels it is read as plain text.
    mutating func run(into output: inout InlineContent, nesting: Int) {
      while index < characters.count {
        let character = characters[index]
        // Markup is ASCII, so scalar values pick it out; U+1FEF is canonically a backtick, as `==` has it.
        switch character.scalarValue {
        case 0x5C:  // \
          if index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
            output.text.append(characters[index + 1])
            index += 2
          } else {
            output.text.append(character)
            index += 1
          }
        case 0x60, 0x1FEF:  // `
          codeSpan(into: &output)
        case 0x2A, 0x5F, 0x7E:  // * _ ~
          emphasis(character, into: &output)
        case 0x21 where peek(1) == "[":  // ![
          index += 1
          if !link(into: &output, nesting: nesting, image: true) { output.text.append("!") }
        case 0x5B:  // [
          if !link(into: &output, nesting: nesting, image: false) {
            output.text.append("[")
            index += 1
          }
        case 0x3C:  // <
          html(into: &output)
        case 0x26:  // &
          entity(into: &output)
        default:
          output.text.append(character)
          index += 1
        }
      }
    }

    /// Only an opening bold can be a lead; checking a short prefix keeps long texts linear.
    static func isBlank(_ text: String) -> Bool {
      text.utf8.count < 64 && text.allSatisfy(\.isWhitespace)
    }

    /// How far a closer may sit from its opener: beyond it the opener is text, most likely a
    /// marker left unclosed.
    static let searchLimit = 4000

    func peek(_ offset: Int) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }

    mutating func codeSpan(into output: inout InlineContent) {
      var ticks = 0
      while index + ticks < characters.count, characters[index + ticks] == "`" { ticks += 1 }
      if let close = closers.tickRun(ofLength: ticks, from: index + ticks), close < index + Renderer.searchLimit {
        output.text += String(characters[(index + ticks)..<close])
        index = close + ticks
        return
      }
      output.text += String(repeating: "`", count: ticks)
      index += ticks
    }

    mutating func emphasis(_ marker: Character, into output: inout InlineContent) {
      var run = 0
      while index + run < characters.count, characters[index + run] == marker { run += 1 }
      let before = index > 0 ? characters[index - 1] : " "
      let after = index + run < characters.count ? characters[index + run] : " "
      // snake_case and 2*3 are not emphasis: "_" inside a word, or a marker between spaces, is text.
      let inWord = marker == "_" && before.isLetter && after.isLetter
      let isolated = before.isWhitespace && after.isWhitespace
      if inWord || isolated || (marker == "~" && run < 2) {
        output.text += String(repeating: marker, count: run)
        index += run
        return
      }
      if run >= 2, marker != "~" {
        if !bold {
          bold = true
          if Renderer.isBlank(output.text) { leadStart = output.text.utf8.count }
        } else {
          bold = false
          if let start = leadStart, output.lead == nil {
            output.lead = String(decoding: output.text.utf8.dropFirst(start), as: UTF8.self)
          }
          leadStart = nil
        }
      }
      index += run
    }

    /// `[text](target "title")`, `[text][ref]`, or with `image`, `![alt](src)`.
    mutating func link(into output: inout InlineContent, nesting: Int, image: Bool) -> Bool {
      let start = index
      let closers = self.closers
      guard let close = closers.bracket(closing: start), close < start + Renderer.searchLimit else { return false }
      var target: String?
      var end = close + 1
      if end < characters.count, characters[end] == "(" {
        guard let scan = closers.paren(closing: end), scan < end + Renderer.searchLimit else {
          index = start
          return false
        }
        let inside = String(characters[(end + 1)..<scan]).trimmingSpaces
        target = inside.split(separator: " ", maxSplits: 1).first.map { String($0).trimmingCharacters(in: ["<", ">"]) }
        end = scan + 1
      } else if end < characters.count, characters[end] == "[", let refClose = closers.next("]", from: end),
        refClose < end + 200
      {
        // "[text][ref]", or "[text][]" naming itself.
        target = refClose == end + 1 ? reference(start, close) : reference(end, refClose)
        end = refClose + 1
      } else if let defined = reference(start, close) {
        // "[hig]" alone, with a definition somewhere in the file.
        target = defined
      } else if !image {
        // "[참고]" with no target is text in brackets.
        index = start
        return false
      }
      let labelCharacters = Array(characters[(start + 1)..<close])
      if nesting < 4 {
        var inner = Renderer(characters: labelCharacters, references: references)
        var label = InlineContent()
        inner.run(into: &label, nesting: nesting + 1)
        if image {
          if !InlineMarkdown.isPlaceholderAlt(label.text) { output.text += label.text }
        } else {
          output.text += label.text
          output.links += label.links
        }
      } else {
        output.text += String(labelCharacters)
      }
      if !image, let target, !target.isEmpty { output.links.append(target) }
      index = end
      return true
    }

    /// The target defined for the label between the brackets at `open` and `close`. As in
    /// CommonMark, a label holds no other bracket and at most 999 characters, so looking labels up
    /// costs at most the text's length.
    mutating func reference(_ open: Int, _ close: Int) -> String? {
      guard !references.isEmpty, close - open <= 1000, closers.nextBracket(from: open + 1) == close else { return nil }
      return references[InlineMarkdown.referenceKey(String(characters[(open + 1)..<close]))]
    }

    /// Inline HTML: `<br>` is a space, `<img alt>` its alt text, `<a href>` a link, other tags vanish.
    mutating func html(into output: inout InlineContent) {
      let looksLikeTag = index + 1 < characters.count && (characters[index + 1].isLetter || "/!".contains(characters[index + 1]))
      guard looksLikeTag, let close = closers.next(">", from: index), close < index + 2000 else {
        output.text.append("<")
        index += 1
        return
      }
      let tag = String(characters[(index + 1)..<close])
      let lowered = tag.lowercased()
      if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("mailto:") {
        output.text += tag
      } else if lowered.hasPrefix("!--") {
        // A comment may hold ">" before its end.
        if let end = closers.commentEnd(from: index), end + 3 <= index + Renderer.searchLimit {
          index = end + 3
          return
        }
      } else if lowered.hasPrefix("br") {
        output.text += " "
      } else if lowered.hasPrefix("img"), let alt = InlineMarkdown.attribute("alt", in: tag),
        !InlineMarkdown.isPlaceholderAlt(alt)
      {
        output.text += alt
      } else if lowered.hasPrefix("a "), let href = InlineMarkdown.attribute("href", in: tag) {
        output.links.append(href)
      } else if lowered == "b" || lowered == "strong" {
        if Renderer.isBlank(output.text) { leadStart = output.text.utf8.count }
        bold = true
      } else if lowered == "/b" || lowered == "/strong" {
        if let start = leadStart, output.lead == nil {
          output.lead = String(decoding: output.text.utf8.dropFirst(start), as: UTF8.self)
        }
        leadStart = nil
        bold = false
      }
      index = close + 1
    }

    mutating func entity(into output: inout InlineContent) {
      let window = characters[index..<min(index + 10, characters.count)]
      guard let semicolon = window.firstIndex(of: ";") else {
        output.text.append("&")
        index += 1
        return
      }
      let name = String(characters[(index + 1)..<semicolon])
      if let decoded = InlineMarkdown.decodeEntity(name) {
        output.text += decoded
        index = semicolon + 1
      } else {
        output.text.append("&")
        index += 1
      }
    }
  }

  static func decodeEntity(_ name: String) -> String? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return " "
    case "middot": return "·"
    case "hellip": return "…"
    case "mdash": return "—"
    case "ndash": return "–"
    default: break
    }
    if name.hasPrefix("#x") || name.hasPrefix("#X"), let value = UInt32(name.dropFirst(2), radix: 16) {
      return Unicode.Scalar(value).map { String(Character($0)) }
    }
    if name.hasPrefix("#"), let value = UInt32(name.dropFirst()) {
      return Unicode.Scalar(value).map { String(Character($0)) }
    }
    return nil
  }

  /// The value of `name="…"` (or '…', or bare) in a tag's text.
  static func attribute(_ name: String, in tag: String) -> String? {
    let lowered = tag.lowercased()
    guard let range = lowered.range(of: name + "=") else { return nil }
    let offset = lowered.distance(from: lowered.startIndex, to: range.upperBound)
    let rest = tag.dropFirst(offset)
    if let quote = rest.first, quote == "\"" || quote == "'" {
      return String(rest.dropFirst().prefix { $0 != quote })
    }
    return String(rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" })
  }

  /// Alt texts that say nothing: empty, "image", a file name.
  static func isPlaceholderAlt(_ alt: String) -> Bool {
    let trimmed = alt.trimmingSpaces.lowercased()
    if trimmed.isEmpty || ["image", "img", "이미지", "사진", "스크린샷", "screenshot", "picture"].contains(trimmed) {
      return true
    }
    return [".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp"].contains(where: trimmed.hasSuffix)
  }
}
