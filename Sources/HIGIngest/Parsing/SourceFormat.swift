/// The format of a guideline source, and the parser that reads it into blocks.
///
/// Decided by content first and file extension second, because saved pages and exported notes
/// often carry the wrong extension: a `.txt` holding `<html>` is HTML, a `.txt` with `## 모범 사례`
/// headings and `**bold**` leads is Markdown, and a `.md` file is Markdown unless it is a whole
/// HTML page.
///
///     SourceFormat.detect(path: "toggles.txt", text: "<!DOCTYPE html><html>…")    // .html
///     SourceFormat.detect(path: "notes.txt", text: "---\ntitle: 토글\n---\n# 토글")  // .markdown
///     SourceFormat.detect(path: "modality.txt", text: "모달리티(Modality)\n…")       // .text
enum SourceFormat: String, Sendable, CaseIterable {
  case text
  case markdown
  case html
  /// Apple's page JSON (swift-docc render JSON), read by `ApplePage`, not as text.
  case appleJSON = "apple-json"

  static func detect(path: String, text: String) -> SourceFormat {
    let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
    // Every HTML test below needs an .html name or a text opening with "<": most files are ruled
    // out by their first visible character, before lowercasing their head.
    let first = text.first { !$0.isWhitespace && $0 != "\u{FEFF}" }
    guard first == "<" || ["html", "htm", "xhtml"].contains(ext) else { return nonHTML(ext: ext, text: text) }
    let head = String(text.unicodeScalars.prefix(4096)).lowercased()
    let opening = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if opening.hasPrefix("<!doctype html") || opening.hasPrefix("<html")
      || opening.hasPrefix("<?xml")
        && head.contains("<html")
    {
      return .html
    }
    if ["html", "htm", "xhtml"].contains(ext), head.contains("<") { return .html }
    if opening.hasPrefix("<"), head.contains("<body") || head.contains("<article") || head.contains("<head") {
      return .html
    }
    return nonHTML(ext: ext, text: text)
  }

  private static func nonHTML(ext: String, text: String) -> SourceFormat {
    if ["md", "markdown", "mdown", "mkd", "mdx"].contains(ext) { return .markdown }
    return markdownSignals(in: text) >= 2 ? .markdown : .text
  }

  /// Lines that only Markdown writes: ATX headings, front matter, table delimiter rows, fences,
  /// `**bold**` and `[text](target)`. Plain texts use "- " bullets and "|" boxes too, so those do not count.
  static func markdownSignals(in text: String) -> Int {
    var signals = 0
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(400).enumerated() {
      let trimmed = line.trimmingSpaces
      if number == 0, trimmed == "---" { signals += 2 }
      if MarkdownParser.atxHeading(trimmed) != nil,
        trimmed.hasPrefix("# ") || trimmed.hasPrefix("## ")
          || trimmed.hasPrefix("### ") || trimmed.hasPrefix("#### ")
      {
        signals += 1
      }
      if MarkdownParser.fence(trimmed) != nil || MarkdownParser.isDelimiterRow(String(trimmed)) { signals += 1 }
      if trimmed.contains("**"), trimmed.components(separatedBy: "**").count >= 3 { signals += 1 }
      if trimmed.contains("]("), trimmed.contains("[") { signals += 1 }
      if signals >= 2 { break }
    }
    return signals
  }

  func parse(_ text: String) -> ParsedSource {
    switch self {
    case .text: return ParsedSource(blocks: PlainTextParser.parse(text), frontMatter: nil)
    case .markdown: return MarkdownParser.parse(text)
    case .html: return HTMLReader.parse(text)
    case .appleJSON:
      // A text holding Apple's JSON under another extension: its blocks, or none with a note.
      do {
        let page = try ApplePage(bytes: Array(text.utf8), file: "")
        return ParsedSource(blocks: page.blocks, frontMatter: nil, diagnostics: page.diagnostics)
      } catch {
        return ParsedSource(blocks: [], frontMatter: nil)
      }
    }
  }
}
