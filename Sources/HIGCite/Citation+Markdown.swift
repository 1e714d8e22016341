import HIGModel

extension Citation {
  /// A block quote that renders the same on GitHub and GitLab: a linked heading line with the ID,
  /// the quoted text (one paragraph per language), then kind, strength, platforms and Apple's page.
  func markdown(languages: [Language], site: SiteAddress?) -> String {
    markdown(languages: languages, site: site, location: location(languages))
  }

  /// The Markdown citation of every record of `guideline` (both languages), by ID: each equals
  /// `Citation(record:guideline:).render(.markdown, site:)`, but the title and heading path are
  /// made once per section rather than once per record, as a site build cites every record.
  ///
  ///     Citation.markdownOfRecords(in: dragAndDrop, site: nil)[id]  // "> **드래그 앤 드롭 › …"
  public static func markdownOfRecords(in guideline: Guideline, site: SiteAddress?) -> [RecordID: String] {
    let languages: [Language] = [.ko, .en]
    let title = Citation(guideline: guideline).title(languages)
    var result: [RecordID: String] = [:]
    // A record is placed in the first section holding it, as `sectionPath` places it.
    walkSections(of: guideline) { section, headings in
      let location = ([title] + headings()).joined(separator: " › ")
      for record in section.records where result[record.id] == nil {
        result[record.id] = Citation(record: record, guideline: guideline).markdown(
          languages: languages, site: site, location: location)
      }
      return true
    }
    return result
  }

  /// `markdown(languages:site:)` with the record's `location(languages)` already made.
  private func markdown(languages: [Language], site: SiteAddress?, location: String) -> String {
    let labels = CiteLabels(requested: languages)
    let location = Citation.escapeMarkdown(location)
    var heading = siteURL(site).map { "**[\(location)](\(Citation.markdownURL($0)))**" } ?? "**\(location)**"
    heading += " · `\(identifier)`"
    if let citedAs { heading += " (\(labels.citedAs) `\(citedAs)`)" }
    var paragraphs = [heading]
    if record != nil {
      for language in quotedLanguages(languages) {
        guard let (statement, rest) = quote(language) else { continue }
        let lead = statement.map { "**\(Citation.escapeMarkdown($0))**" } ?? ""
        paragraphs.append(lead + Citation.escapeMarkdown(rest))
      }
    }
    paragraphs.append(
      "— \(Citation.escapeMarkdown(facts(labels))) · [\(labels.applePage)](\(Citation.markdownURL(appleURL)))")
    // Every line quoted, an empty one as a bare ">". Bytes, not Characters: a line feed is always
    // a Character of its own except after a carriage return. Whole lines are copied at once (a
    // site build quotes every record).
    var body = paragraphs.joined(separator: "\n\n")
    var quoted: [UInt8] = []
    body.withUTF8 { bytes in
      quoted.reserveCapacity(bytes.count + bytes.count / 16 + 8)
      var lineStart = 0
      for index in 0...bytes.count {
        let endsLine = index == bytes.count || (bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D))
        guard endsLine else { continue }
        quoted.append(0x3E)
        if index > lineStart { quoted.append(0x20) }
        quoted.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<index]))
        quoted.append(0x0A)
        lineStart = index + 1
      }
    }
    return String(decoding: quoted, as: UTF8.self)
  }

  /// The one-line form used where a citation token sits inside a sentence:
  /// `[드래그 앤 드롭 › Best practices: “가능한 앱 전체에서 …”](url)`.
  func inlineMarkdown(languages: [Language], site: SiteAddress?) -> String {
    var label = location(languages)
    if let record, let language = quotedLanguages(languages).first {
      let statement = record.statement?[language] ?? record.text[language] ?? ""
      label += ": “\(Citation.shortened(statement))”"
    }
    let target = siteURL(site) ?? appleURL
    return "[\(Citation.escapeMarkdown(label))](\(Citation.markdownURL(target))) (`\(identifier)`)"
  }

  /// Backslash-escapes what Markdown would otherwise read as markup, so a quote shows as written.
  static func escapeMarkdown(_ text: String) -> String {
    // Everything escaped is ASCII: most texts contain none of it and come back as they are (a
    // site build quotes every record, so this is hot, and the bytes are scanned in place).
    let hasSpecial =
      text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isMarkdownSpecial) }
      ?? text.utf8.contains(where: isMarkdownSpecial)
    guard hasSpecial else { return text }
    if isSimple(text) {
      // Here every ASCII byte is a Character of its own, so bytes give the same result faster; the
      // bytes between two escapes are copied a run at a time.
      var result: [UInt8] = []
      var text = text
      text.withUTF8 { bytes in
        result.reserveCapacity(bytes.count + 8)
        var atLineStart = true
        var runStart = 0
        for (index, byte) in bytes.enumerated() {
          let escapes: Bool
          switch byte {
          case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="): escapes = atLineStart
          default: escapes = isMarkdownSpecial(byte)
          }
          if escapes {
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            result.append(0x5C)
            runStart = index
          }
          atLineStart = byte == 0x0A || (atLineStart && byte == 0x20)
        }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
      }
      return String(decoding: result, as: UTF8.self)
    }
    var result = ""
    var atLineStart = true
    for character in text {
      switch character {
      case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "!": result.append("\\")
      case "-", "+", "=": if atLineStart { result.append("\\") }
      default: break
      }
      result.append(character)
      atLineStart = character == "\n" || (atLineStart && character == " ")
    }
    return result
  }

  /// True when no scalar of `text` can join an ASCII character into a larger Character: only
  /// scalars below the combining marks (U+0300) other than CR, Hangul syllables, CJK ideographs
  /// and punctuation blocks without joiners. Korean and English guideline text always is.
  static func isSimple(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x0D: return false
      case 0..<0x300, 0xAC00...0xD7A3, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3030...0x303F,
        0x3131...0x318E,
        0x4E00...0x9FFF, 0xFF01...0xFF5E:
        return true
      default: return false
      }
    }
  }

  /// Whether `byte` is one of the characters `escapeMarkdown` may escape: \\`*_[]<>#|~! and -+=.
  private static func isMarkdownSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
      UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "|"),
      UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
      return true
    default:
      return false
    }
  }

  /// A URL safe inside `( … )`: spaces and parentheses percent-encoded.
  static func markdownURL(_ url: String) -> String {
    // Most URLs need nothing, and Foundation's replacing is slow enough to show in a site build.
    guard url.utf8.contains(where: { $0 == 0x20 || $0 == 0x28 || $0 == 0x29 }) else { return url }
    return url.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "(", with: "%28")
      .replacingOccurrences(of: ")", with: "%29")
  }

  /// The first `limit` characters, cut at a word boundary, with "…" when something was cut.
  public static func shortened(_ text: String, limit: Int = 80) -> String {
    guard text.count > limit else { return text }
    var cut = String(text.prefix(limit))
    if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
      cut = String(cut[..<space])
    }
    return cut + "…"
  }
}
