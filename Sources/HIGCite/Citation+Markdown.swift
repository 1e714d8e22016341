import HIGModel

extension Citation {
  /// A block quote that renders the same on GitHub and GitLab: a linked heading line with the ID,
  /// the quoted text (one paragraph per language), then kind, strength, platforms and Apple's page.
  func markdown(languages: [Language], site: SiteAddress?) -> String {
    let labels = CiteLabels(requested: languages)
    let location = Citation.escapeMarkdown(location(languages))
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
    // Every line quoted, an empty one as a bare ">", in one pass (a site build quotes every record).
    var quoted = ""
    var atLineStart = true
    for character in paragraphs.joined(separator: "\n\n") {
      if atLineStart { quoted += character == "\n" ? ">" : "> " }
      quoted.append(character)
      atLineStart = character == "\n"
    }
    return quoted + (atLineStart ? ">\n" : "\n")
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
    // site build quotes every record, so this is hot).
    guard text.utf8.contains(where: { markdownSpecials.contains($0) }) else { return text }
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

  /// The bytes of the characters `escapeMarkdown` may escape.
  private static let markdownSpecials: Set<UInt8> = Set("\\`*_[]<>#|~!-+=".utf8)

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
