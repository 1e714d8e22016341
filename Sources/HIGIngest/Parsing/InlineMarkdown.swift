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
    var renderer = Renderer(bytes: Array(source.utf8), references: references)
    renderer.run(nesting: 0)
    return InlineContent(text: String(decoding: renderer.text, as: UTF8.self), lead: renderer.lead, links: renderer.links)
  }

  /// Whether a byte is one that `Renderer.run` treats as markup; text without one renders as
  /// itself. Markup is ASCII, and in UTF-8 no byte of another scalar is ASCII.
  static func mayBeMarkup(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x5C, 0x60, 0x2A, 0x5F, 0x7E, 0x21, 0x5B, 0x3C, 0x26: true  // \ ` * _ ~ ! [ < &
    default: false
    }
  }

  /// How reference labels compare: case and runs of spaces do not count.
  static func referenceKey(_ label: String) -> String {
    InlineContent.collapse(label).lowercased()
  }

  /// One pass over the UTF-8 bytes of a text: runs of plain text are copied as they are, and only
  /// the ASCII markup bytes are looked at one by one. Where a rule depends on a neighbouring
  /// character (a letter beside `_`, punctuation after `\`), it reads that character's first
  /// scalar, which is what `Character.isLetter` and its kin look at.
  private struct Renderer {
    let bytes: [UInt8]
    let references: [String: String]
    var index = 0
    var text: [UInt8] = []
    var lead: String?
    var links: [String] = []
    var bold = false
    var leadStart: Int?
    /// Found on the first opener that needs it, in one pass over the whole text.
    private var found: Closers?

    init(bytes: [UInt8], references: [String: String]) {
      self.bytes = bytes
      self.references = references
      text.reserveCapacity(bytes.count)
    }

    var closers: Closers {
      mutating get {
        if let found { return found }
        let made = Closers(bytes)
        found = made
        return made
      }
    }

    /// How far, in bytes, a closer may sit from its opener (about 4,000 Hangul syllables): beyond
    /// it the opener is text, most likely a marker left unclosed.
    static let searchLimit = 12_000
    /// How far a tag's `>` may sit from its `<`.
    static let tagLimit = 6_000

    /// Link text nests ("[**굵게**](x)"); deeper than a few levels it is read as plain text.
    mutating func run(nesting: Int) {
      while index < bytes.count {
        switch bytes[index] {
        case 0x5C:  // \
          escape()
        case 0x60:  // `
          codeSpan()
        case 0x2A, 0x5F, 0x7E:  // * _ ~
          emphasis(bytes[index])
        case 0x21 where index + 1 < bytes.count && bytes[index + 1] == 0x5B:  // ![
          index += 1
          if !link(nesting: nesting, image: true) { text.append(0x21) }
        case 0x5B:  // [
          if !link(nesting: nesting, image: false) {
            text.append(0x5B)
            index += 1
          }
        case 0x3C:  // <
          html()
        case 0x26:  // &
          entity()
        default:
          let start = index
          index += 1
          while index < bytes.count, !InlineMarkdown.mayBeMarkup(bytes[index]) { index += 1 }
          text.append(contentsOf: bytes[start..<index])
        }
      }
    }

    /// A backslash before punctuation or a symbol makes it text; before anything else it is text itself.
    mutating func escape() {
      if let (next, length) = scalar(at: index + 1), next.isPunctuationOrSymbol {
        text.append(contentsOf: bytes[(index + 1)..<(index + 1 + length)])
        index += 1 + length
      } else {
        text.append(0x5C)
        index += 1
      }
    }

    /// Only an opening bold can be a lead; checking a short prefix keeps long texts linear.
    var textIsBlank: Bool {
      text.count < 64 && String(decoding: text, as: UTF8.self).unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    mutating func codeSpan() {
      var ticks = 0
      while index + ticks < bytes.count, bytes[index + ticks] == 0x60 { ticks += 1 }
      if let close = closers.tickRun(ofLength: ticks, from: index + ticks), close < index + Renderer.searchLimit {
        text.append(contentsOf: bytes[(index + ticks)..<close])
        index = close + ticks
        return
      }
      text.append(contentsOf: repeatElement(0x60, count: ticks))
      index += ticks
    }

    mutating func emphasis(_ marker: UInt8) {
      var run = 0
      while index + run < bytes.count, bytes[index + run] == marker { run += 1 }
      let before = characterStart(before: index) ?? " "
      let after = scalar(at: index + run)?.scalar ?? " "
      // snake_case and 2*3 are not emphasis: "_" inside a word, or a marker between spaces, is text.
      let inWord = marker == 0x5F && before.properties.isAlphabetic && after.properties.isAlphabetic
      let isolated = before.properties.isWhitespace && after.properties.isWhitespace
      if inWord || isolated || (marker == 0x7E && run < 2) {
        text.append(contentsOf: repeatElement(marker, count: run))
        index += run
        return
      }
      if run >= 2, marker != 0x7E {
        if !bold {
          bold = true
          if textIsBlank { leadStart = text.count }
        } else {
          bold = false
          closeLead()
        }
      }
      index += run
    }

    mutating func closeLead() {
      if let start = leadStart, lead == nil {
        lead = String(decoding: text[start...], as: UTF8.self)
      }
      leadStart = nil
    }

    /// `[text](target "title")`, `[text][ref]`, or with `image`, `![alt](src)`.
    mutating func link(nesting: Int, image: Bool) -> Bool {
      let start = index
      let closers = self.closers
      guard let close = closers.bracket(closing: start), close < start + Renderer.searchLimit else { return false }
      var target: String?
      var end = close + 1
      if end < bytes.count, bytes[end] == 0x28 {  // (
        guard let scan = closers.paren(closing: end), scan < end + Renderer.searchLimit else {
          index = start
          return false
        }
        let inside = string(end + 1, scan).trimmingSpaces
        target = inside.split(separator: " ", maxSplits: 1).first.map { String($0).trimmingCharacters(in: ["<", ">"]) }
        end = scan + 1
      } else if end < bytes.count, bytes[end] == 0x5B, let refClose = closers.nextClosingBracket(from: end),
        refClose < end + 600
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
      let label = Array(bytes[(start + 1)..<close])
      if nesting < 4 {
        var inner = Renderer(bytes: label, references: references)
        inner.run(nesting: nesting + 1)
        if image {
          if !InlineMarkdown.isPlaceholderAlt(String(decoding: inner.text, as: UTF8.self)) { text += inner.text }
        } else {
          text += inner.text
          links += inner.links
        }
      } else {
        text += label
      }
      if !image, let target, !target.isEmpty { links.append(target) }
      index = end
      return true
    }

    /// The target defined for the label between the brackets at `open` and `close`. As in
    /// CommonMark, a label holds no other bracket and is short (here 3,000 bytes, about 1,000
    /// Hangul syllables), so looking labels up costs at most the text's length.
    mutating func reference(_ open: Int, _ close: Int) -> String? {
      guard !references.isEmpty, close - open <= 3_000, closers.nextBracket(from: open + 1) == close else { return nil }
      return references[InlineMarkdown.referenceKey(string(open + 1, close))]
    }

    /// Inline HTML: `<br>` is a space, `<img alt>` its alt text, `<a href>` a link, other tags vanish.
    mutating func html() {
      let next = scalar(at: index + 1)?.scalar
      let looksLikeTag = next.map { $0.properties.isAlphabetic || $0 == "/" || $0 == "!" } ?? false
      guard looksLikeTag, let close = closers.nextGreater(from: index), close < index + Renderer.tagLimit else {
        text.append(0x3C)
        index += 1
        return
      }
      let tag = string(index + 1, close)
      let lowered = tag.lowercased()
      if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("mailto:") {
        text += tag.utf8
      } else if lowered.hasPrefix("!--") {
        // A comment may hold ">" before its end.
        if let end = closers.commentEnd(from: index), end + 3 <= index + Renderer.searchLimit {
          index = end + 3
          return
        }
      } else if lowered.hasPrefix("br") {
        text.append(0x20)
      } else if lowered.hasPrefix("img"), let alt = InlineMarkdown.attribute("alt", in: tag),
        !InlineMarkdown.isPlaceholderAlt(alt)
      {
        text += alt.utf8
      } else if lowered.hasPrefix("a "), let href = InlineMarkdown.attribute("href", in: tag) {
        links.append(href)
      } else if lowered == "b" || lowered == "strong" {
        if textIsBlank { leadStart = text.count }
        bold = true
      } else if lowered == "/b" || lowered == "/strong" {
        closeLead()
        bold = false
      }
      index = close + 1
    }

    /// `&amp;`, `&#x1F600;`: names are ASCII and short, so the `;` is looked for in a few bytes.
    mutating func entity() {
      let window = bytes[index..<min(index + 10, bytes.count)]
      guard let semicolon = window.firstIndex(of: 0x3B), let decoded = InlineMarkdown.decodeEntity(string(index + 1, semicolon))
      else {
        text.append(0x26)
        index += 1
        return
      }
      text += decoded.utf8
      index = semicolon + 1
    }

    func string(_ start: Int, _ end: Int) -> String {
      String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The scalar that starts at `position`, with its length in bytes; nil at the end.
    func scalar(at position: Int) -> (scalar: Unicode.Scalar, length: Int)? {
      guard position < bytes.count else { return nil }
      var iterator = bytes[position...].makeIterator()
      var decoder = UTF8()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
      return (scalar, UTF8.width(scalar))
    }

    /// The first scalar of the character that ends at `position`: combining marks and joiners
    /// belong to the scalar before them, as they do in a `Character`.
    func characterStart(before position: Int) -> Unicode.Scalar? {
      var start = position
      while start > 0 {
        start -= 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        guard let (scalar, _) = scalar(at: start) else { return nil }
        if start == 0 || !scalar.extendsCharacter { return scalar }
      }
      return nil
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
