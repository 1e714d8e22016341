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
    // Every line quoted, an empty one as a bare ">". A CR LF pair is one Character, so only a lone
    // line feed ends a line. (The site's cite.js copies this; the texts it composes from never
    // hold a CR.)
    let lines = paragraphs.joined(separator: "\n\n").split(separator: "\n", omittingEmptySubsequences: false)
    return lines.map { $0.isEmpty ? ">\n" : "> \($0)\n" }.joined()
  }

  /// The location of each of `guideline`'s sections, in order, as a citation of a record there
  /// shows it: "드래그 앤 드롭 (Drag and drop) › Best practices". The site writes one per section,
  /// and the browser composes each record's citation from it (the site's cite.js), instead of
  /// the page carrying every record's citation in full.
  public static func sectionLocations(of guideline: Guideline, languages: [Language] = [.ko, .en]) -> [String] {
    let title = Citation(guideline: guideline).title(languages)
    var locations: [String] = []
    walkSections(of: guideline) { _, headings in
      locations.append(([title] + headings()).joined(separator: " › "))
      return true
    }
    return locations
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
  /// The site's cite.js has a copy of this function (`escapeMarkdown`): change both.
  public static func escapeMarkdown(_ text: String) -> String {
    var result = ""
    var atLineStart = true
    for character in text {
      // Only the ASCII character itself: Character comparison is canonical, and U+1FEF (Greek
      // varia) equals a backtick, which Markdown would not read as markup.
      if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first {
        switch scalar {
        case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "!": result.append("\\")
        case "-", "+", "=": if atLineStart { result.append("\\") }
        default: break
        }
      }
      result.append(character)
      atLineStart = character == "\n" || (atLineStart && character == " ")
    }
    return result
  }

  /// `text` as a Markdown code span, inside which nothing is markup (no image, link or @mention
  /// in a file name becomes live): fenced with one backtick more than its longest run of them, and
  /// padded with a space where a backtick or space would touch the fence, which CommonMark strips
  /// again. Control characters are escaped (`\u{a}`), since a line break would end the span.
  ///
  ///     Citation.codeSpan("a`b.swift")  // "``a`b.swift``"
  ///     Citation.codeSpan("`x`")        // "`` `x` ``"
  public static func codeSpan(_ text: String) -> String {
    let text = text.escapingControlCharacters()
    var longest = 0
    var run = 0
    for scalar in text.unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padded = text.hasPrefix("`") || text.hasSuffix("`") || (text.hasPrefix(" ") && text.hasSuffix(" "))
    return padded ? "\(fence) \(text) \(fence)" : fence + text + fence
  }

  /// A URL safe inside `( … )`: spaces and parentheses percent-encoded (the site's cite.js has a copy).
  public static func markdownURL(_ url: String) -> String {
    url.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "(", with: "%28")
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
