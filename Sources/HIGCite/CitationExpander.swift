import HIGModel

/// Rewrites a review text's `HIG:` tags into full citations; links, broken tags and tags in code
/// stay as written.
///
/// A tag alone on its line becomes a block citation; a tag inside a sentence becomes a one-line
/// link, so the sentence still reads. Running it again changes nothing: a full citation holds no tag.
///
///     "Breaks this:\nHIG:drag-and-drop/4h8tpa\n"
///     → "Breaks this:\n> **드래그 앤 드롭 › Best practices** · `drag-and-drop/4h8tpa`\n> …\n"
public struct CitationExpander: Sendable {
  /// `.markdown` or `.text`; the other formats do not sit inside a review text.
  public var format: CitationFormat
  public var languages: [Language]
  public var site: SiteAddress?

  public init(format: CitationFormat = .markdown, languages: [Language] = [.ko, .en], site: SiteAddress? = nil) {
    self.format = format == .text ? .text : .markdown
    self.languages = languages
    self.site = site
  }

  public func expand(_ text: String, checks: [CitationCheck]) -> String {
    var result = text
    // From the end, so earlier ranges stay valid.
    for check in checks.reversed() where check.token.form == .tag && !check.token.isInCode {
      guard let citation = check.citation else { continue }
      let range = check.token.range
      let lineStart =
        result[..<range.lowerBound].lastIndex(of: "\n").map { result.index(after: $0) } ?? result.startIndex
      let lineEnd = result[range.upperBound...].firstIndex(of: "\n") ?? result.endIndex
      let before = result[lineStart..<range.lowerBound]
      let after = result[range.upperBound..<lineEnd]
      if before.allSatisfy(\.isWhitespace), after.allSatisfy({ $0.isWhitespace || $0 == "." }) {
        var block = citation.render(format, languages: languages, site: site)
        if block.hasSuffix("\n") { block.removeLast() }
        result.replaceSubrange(lineStart..<lineEnd, with: block)
      } else {
        result.replaceSubrange(range, with: inline(citation))
      }
    }
    return result
  }

  private func inline(_ citation: Citation) -> String {
    switch format {
    case .text:
      var text = citation.location(languages)
      if let record = citation.record, let language = citation.quotedLanguages(languages).first {
        text += ": “\(Citation.shortened(record.statement?[language] ?? record.text[language] ?? ""))”"
      }
      return "\(text) (\(citation.identifier), \(citation.siteURL(site) ?? citation.appleURL))"
    default:
      return citation.inlineMarkdown(languages: languages, site: site)
    }
  }
}
