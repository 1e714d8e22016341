import Foundation
import HIGModel

/// Parses Markdown (a CommonMark subset with GitHub tables, front matter and inline HTML) into blocks.
///
/// Headings keep their level, a **bold** opening becomes the block's lead, link targets are kept
/// for cross-references, `>` quotations become `.quote` blocks (a Korean quote after an English
/// paragraph is its translation), and raw HTML blocks go through libxml2. Deviations from
/// CommonMark, for texts found in the wild: a `---` under a paragraph of more than one line, or of
/// a sentence, is a rule rather than a setext heading; an unclosed front matter block ends at its
/// first line that is not `key: value`; CR and CRLF line endings are accepted.
///
///     MarkdownParser.parse("# 토글\n\n## 모범 사례\n\n**명확하게 표시하세요.** 토글은 …")
///     // [heading(1) "토글", heading(2) "모범 사례", paragraph "명확하게 표시하세요. 토글은 …" lead "명확하게 표시하세요."]
enum MarkdownParser {
  /// Quotes nested deeper than this are read as text.
  static let maximumQuoteDepth = 8

  static func parse(_ text: String) -> ParsedSource {
    let lines = normalizedLines(text)
    var diagnostics: [Diagnostic] = []
    var start = 0
    var frontMatter: FrontMatter?
    if let first = lines.first, first.trimmingSpaces == "---" {
      var end = 1
      while end < lines.count, lines[end].trimmingSpaces != "---",
        lines[end].trimmingSpaces != "...", FrontMatter.looksLikeField(lines[end])
      {
        end += 1
      }
      let closed = end < lines.count && ["---", "..."].contains(lines[end].trimmingSpaces)
      let fields = FrontMatter.parse(Array(lines[1..<end]))
      if !fields.fields.isEmpty {
        frontMatter = fields
        start = closed ? end + 1 : end
        if !closed {
          diagnostics.append(
            Diagnostic(
              .unclosedFrontMatter, severity: .note, line: 1,
              message: "front matter opened with '---' is never closed; it was read up to line \(end)",
              fix: "add a '---' line after the last front matter field"))
        }
      }
    }
    var parser = BlockParser(lines: lines, offset: 0, depth: 0)
    parser.references = referenceDefinitions(lines)
    parser.index = start
    parser.run()
    diagnostics += parser.diagnostics
    return ParsedSource(blocks: parser.blocks, frontMatter: frontMatter, diagnostics: diagnostics)
  }

  /// The link reference definitions of a file (`[hig]: https://developer.apple.com/… "title"`),
  /// keyed by `InlineMarkdown.referenceKey`; the first definition of a label wins.
  static func referenceDefinitions(_ lines: [String]) -> [String: String] {
    var references: [String: String] = [:]
    var previousBlank = true
    for line in lines {
      let trimmed = line.trimmingSpaces
      defer { previousBlank = trimmed.isEmpty || referenceDefinition(trimmed) != nil }
      guard previousBlank, let (label, target) = referenceDefinition(trimmed) else { continue }
      let key = InlineMarkdown.referenceKey(label)
      if references[key] == nil { references[key] = target }
    }
    return references
  }

  /// "[label]: target" → (label, target).
  static func referenceDefinition(_ trimmed: String) -> (String, String)? {
    guard trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") else { return nil }
    let rest = trimmed[trimmed.index(after: close)...]
    guard rest.hasPrefix(":") else { return nil }
    let label = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
    let target = rest.dropFirst().trimmingSpaces.split(separator: " ").first.map(String.init) ?? ""
    guard !label.isEmpty, !label.hasPrefix("^"), !target.isEmpty else { return nil }
    return (label, target.trimmingCharacters(in: ["<", ">"]))
  }

  /// The lines of `text`, split at LF, CRLF or CR, with tabs as spaces.
  static func normalizedLines(_ text: String) -> [String] {
    var text = text
    let original = text
    // Line ends and tabs are ASCII, which never occurs inside a multi-byte character: split bytes,
    // and copy each line out of the text at once (appending them one by one showed in a build; a
    // slice of a string is copied without validating its bytes again).
    return text.withUTF8 { bytes in
      func line(_ range: Range<Int>) -> String {
        let line = UnsafeBufferPointer(rebasing: bytes[range])
        guard line.contains(0x09) else {
          let utf8 = original.utf8
          let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
          let end = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
          return String(original[start..<end])
        }
        return String(decoding: line.map { $0 == 0x09 ? 0x20 : $0 }, as: UTF8.self)
      }
      var lines: [String] = []
      var start = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte == 0x0A || byte == 0x0D else {
          index += 1
          continue
        }
        lines.append(line(start..<index))
        index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        start = index
      }
      lines.append(line(start..<bytes.count))
      return lines
    }
  }

  /// Reads the block structure of a run of lines; quotes are read by a nested parser.
  private struct BlockParser {
    let lines: [String]
    /// Line number of `lines[0]` minus one, for quotes read out of the middle of a file.
    let offset: Int
    let depth: Int
    var index = 0
    var blocks: [Block] = []
    var diagnostics: [Diagnostic] = []
    var paragraph: [String] = []
    var paragraphLine = 0
    var references: [String: String] = [:]

    init(lines: [String], offset: Int, depth: Int) {
      self.lines = lines
      self.offset = offset
      self.depth = depth
    }

    mutating func run() {
      while index < lines.count {
        let line = lines[index]
        let trimmed = line.trimmingSpaces
        let indent = line.prefix { $0 == " " }.count
        if trimmed.isEmpty {
          flushParagraph()
          index += 1
        } else if paragraph.isEmpty, MarkdownParser.referenceDefinition(trimmed) != nil {
          // Definitions are read beforehand; they are not text.
          index += 1
        } else if indent < 4, let fence = MarkdownParser.fence(trimmed) {
          flushParagraph()
          codeBlock(fence: fence)
        } else if indent < 4, let (level, text) = MarkdownParser.atxHeading(trimmed) {
          flushParagraph()
          heading(text, level: level)
          index += 1
        } else if indent < 4, !paragraph.isEmpty, let level = MarkdownParser.setextLevel(trimmed),
          paragraph.count == 1, level == 1 || !LineShape(paragraph[0]).endsLikeSentence
        {
          let text = paragraph[0]
          paragraph = []
          heading(text, level: level, line: paragraphLine)
          index += 1
        } else if indent < 4, MarkdownParser.isThematicBreak(trimmed) {
          flushParagraph()
          index += 1
        } else if indent < 4, trimmed.hasPrefix(">") {
          flushParagraph()
          quote()
        } else if indent < 4, ByteSearch.contains(trimmed, byte: 0x7C), index + 1 < lines.count,
          MarkdownParser.isDelimiterRow(lines[index + 1])
        {
          flushParagraph()
          table()
        } else if let (marker, rest) = MarkdownParser.listItem(line), indent < 16 {
          // "1." after a paragraph line is usually a sentence ("2022. 9. 15"); only "-"/"*" interrupt.
          if !paragraph.isEmpty, marker.first?.isNumber == true, indent == 0 {
            paragraph.append(trimmed)
            index += 1
          } else {
            flushParagraph()
            listItem(rest)
          }
        } else if indent < 4, paragraph.isEmpty, MarkdownParser.startsHTMLBlock(trimmed) {
          htmlBlock()
        } else if indent >= 4, paragraph.isEmpty, blocks.last?.kind != .listItem {
          // Right after a list item, translators indent its next paragraph; only elsewhere is it code.
          indentedCode()
        } else {
          if paragraph.isEmpty { paragraphLine = offset + index + 1 }
          paragraph.append(trimmed)
          index += 1
        }
      }
      flushParagraph()
    }

    mutating func flushParagraph() {
      guard !paragraph.isEmpty else { return }
      let joined = paragraph.joined(separator: "\n")
      paragraph = []
      let content = InlineMarkdown.render(joined, references: references)
      if let block = content.block(depth > 0 ? .quote : .paragraph, line: paragraphLine) { blocks.append(block) }
    }

    mutating func heading(_ text: String, level: Int, line: Int? = nil) {
      var content = InlineMarkdown.render(text, references: references)
      // "### - 알림을 적게 사용하세요.": a list marker inside a heading is decoration.
      content.text = content.text.trimmingSpaces
      while let first = content.text.first, "-*•".contains(first) {
        content.text = String(content.text.dropFirst()).trimmingSpaces
      }
      // Headings link to themselves ("## [Best practices](…#Best-practices)"); that is no reference.
      content.links = []
      content.lead = nil
      if let block = content.block(.heading, line: line ?? offset + index + 1, level: level) { blocks.append(block) }
    }

    mutating func codeBlock(fence: String) {
      let startLine = offset + index + 1
      index += 1
      var body: [String] = []
      var closed = false
      while index < lines.count {
        let trimmed = lines[index].trimmingSpaces
        if trimmed.hasPrefix(fence), trimmed.allSatisfy({ $0 == fence.first }) {
          closed = true
          index += 1
          break
        }
        body.append(lines[index])
        index += 1
      }
      if !closed {
        diagnostics.append(
          Diagnostic(
            .unclosedCodeBlock, severity: .note, line: startLine,
            message: "code block opened with \(fence) is never closed; it runs to the end of the file",
            fix: "add a closing \(fence) line"))
      }
      let text = body.joined(separator: "\n").trimmingSpacesAndNewlines
      if !text.isEmpty { blocks.append(Block(kind: .code, text: text, line: startLine)) }
    }

    mutating func indentedCode() {
      let startLine = offset + index + 1
      var body: [String] = []
      while index < lines.count {
        let line = lines[index]
        if line.trimmingSpaces.isEmpty {
          body.append("")
        } else if line.hasPrefix("    ") {
          body.append(String(line.dropFirst(4)))
        } else {
          break
        }
        index += 1
      }
      let text = body.joined(separator: "\n").trimmingSpacesAndNewlines
      if !text.isEmpty { blocks.append(Block(kind: .code, text: text, line: startLine)) }
    }

    mutating func quote() {
      let startIndex = index
      var inner: [String] = []
      while index < lines.count {
        let trimmed = lines[index].trimmingSpaces
        if trimmed.hasPrefix(">") {
          var rest = trimmed.dropFirst()
          if rest.hasPrefix(" ") { rest = rest.dropFirst() }
          inner.append(String(rest))
        } else if !trimmed.isEmpty, !(inner.last ?? "").trimmingSpaces.isEmpty,
          MarkdownParser.atxHeading(trimmed) == nil, MarkdownParser.listItem(lines[index]) == nil,
          !trimmed.hasPrefix("<")
        {
          // A lazy continuation line of the quoted paragraph.
          inner.append(trimmed)
        } else {
          break
        }
        index += 1
      }
      if depth + 1 >= MarkdownParser.maximumQuoteDepth {
        let content = InlineMarkdown.render(inner.joined(separator: "\n"), references: references)
        if let block = content.block(.quote, line: offset + startIndex + 1) { blocks.append(block) }
        return
      }
      var nested = BlockParser(lines: inner, offset: offset + startIndex, depth: depth + 1)
      nested.references = references
      nested.run()
      blocks += nested.blocks.map { block in
        var block = block
        if block.kind == .paragraph { block.kind = .quote }
        return block
      }
      diagnostics += nested.diagnostics
    }

    mutating func table() {
      let startLine = offset + index + 1
      var rows = [MarkdownParser.cells(lines[index])]
      index += 2
      while index < lines.count {
        let trimmed = lines[index].trimmingSpaces
        guard !trimmed.isEmpty, ByteSearch.contains(trimmed, byte: 0x7C) else { break }
        rows.append(MarkdownParser.cells(lines[index]))
        index += 1
      }
      let contents = rows.map { row in row.map { InlineMarkdown.render($0, references: references) } }
      let rendered = contents.map { row in row.map { InlineContent.collapse($0.text) } }
      let links = contents.flatMap { row in row.flatMap(\.links) }
      let text = rendered.map { $0.joined(separator: " | ") }.joined(separator: "\n")
      blocks.append(Block(kind: .table, text: text, line: startLine, rows: rendered, links: links))
    }

    mutating func listItem(_ first: String) {
      let startLine = offset + index + 1
      var text = [first]
      index += 1
      while index < lines.count {
        let line = lines[index]
        let trimmed = line.trimmingSpaces
        if trimmed.isEmpty || MarkdownParser.listItem(line) != nil || MarkdownParser.atxHeading(trimmed) != nil
          || trimmed.hasPrefix(">") || MarkdownParser.fence(trimmed) != nil || MarkdownParser.isThematicBreak(trimmed)
          || (ByteSearch.contains(trimmed, byte: 0x7C) && index + 1 < lines.count
            && MarkdownParser.isDelimiterRow(lines[index + 1]))
        {
          break
        }
        text.append(trimmed)
        index += 1
      }
      let joined = text.joined(separator: "\n")
      // "- ### 알림을 적게 사용하세요.": a heading written as a list item.
      if let (level, heading) = MarkdownParser.atxHeading(joined.trimmingSpaces) {
        self.heading(heading, level: level, line: startLine)
        return
      }
      if let block = InlineMarkdown.render(joined, references: references).block(.listItem, line: startLine) {
        blocks.append(block)
      }
    }

    mutating func htmlBlock() {
      let startLine = offset + index + 1
      var body: [String] = []
      let isComment = lines[index].trimmingSpaces.hasPrefix("<!--")
      while index < lines.count {
        let line = lines[index]
        if !isComment, line.trimmingSpaces.isEmpty { break }
        body.append(line)
        index += 1
        if isComment, line.contains("-->") { break }
      }
      if isComment { return }
      blocks += HTMLReader.fragmentBlocks(body.joined(separator: "\n"), firstLine: startLine)
    }
  }

  // MARK: Line shapes

  /// "```" or "~~~" (three or more) opening a fenced code block.
  static func fence(_ trimmed: String) -> String? {
    for marker: Character in ["`", "~"] {
      let run = trimmed.prefix { $0 == marker }.count
      if run >= 3 {
        let info = trimmed.dropFirst(run)
        if marker == "`", info.contains("`") { return nil }
        return String(repeating: marker, count: run)
      }
    }
    return nil
  }

  /// "## Title ##" → (2, "Title").
  static func atxHeading(_ trimmed: String) -> (Int, String)? {
    let hashes = trimmed.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes) else { return nil }
    let rest = trimmed.dropFirst(hashes)
    guard rest.isEmpty || rest.first == " " else { return nil }
    var text = rest.trimmingSpaces
    if text.hasSuffix("#") {
      let stripped = String(text.reversed().drop { $0 == "#" }.reversed())
      if stripped.isEmpty || stripped.hasSuffix(" ") { text = stripped.trimmingSpaces }
    }
    return (hashes, text)
  }

  static func setextLevel(_ trimmed: String) -> Int? {
    if !trimmed.isEmpty, trimmed.allSatisfy({ $0 == "=" }) { return 1 }
    if trimmed.count >= 2, trimmed.allSatisfy({ $0 == "-" }) { return 2 }
    return nil
  }

  /// "---", "* * *", "___": three or more of one mark, spaces allowed between them.
  static func isThematicBreak(_ trimmed: String) -> Bool {
    // Every list item starts with "-" or "*", so this runs often: bytes, and no copy.
    guard let mark = trimmed.utf8.first, mark == 0x2D || mark == 0x2A || mark == 0x5F else { return false }
    var marks = 0
    for byte in trimmed.utf8 where byte != 0x20 {
      guard byte == mark else { return false }
      marks += 1
    }
    return marks >= 3
  }

  /// "- item", "* item", "+ item", "1. item", "1) item" → (marker, item text).
  static func listItem(_ line: String) -> (String, String)? {
    // Every line is asked: its first byte rules most out (non-ASCII may be a wide space, so it stays).
    guard let lead = line.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }),
      lead >= 0x80 || lead == 0x2D || lead == 0x2A || lead == 0x2B || (0x30...0x39).contains(lead)
    else { return nil }
    let trimmed = line.trimmingSpaces
    if let first = trimmed.first, "-*+".contains(first) {
      let rest = trimmed.dropFirst()
      guard rest.first == " " else { return nil }
      if isThematicBreak(trimmed) { return nil }
      return (String(first), rest.trimmingSpaces)
    }
    let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
    guard (1...9).contains(digits.count) else { return nil }
    let rest = trimmed.dropFirst(digits.count)
    guard let marker = rest.first, marker == "." || marker == ")", rest.dropFirst().first == " " else { return nil }
    return (String(digits) + String(marker), rest.dropFirst(2).trimmingSpaces)
  }

  static func isDelimiterRow(_ line: String) -> Bool {
    let trimmed = line.trimmingSpaces
    guard trimmed.contains("-"),
      ByteSearch.contains(trimmed, byte: 0x7C) || trimmed.hasPrefix(":") || trimmed.hasPrefix("-")
    else {
      return false
    }
    let cells = cells(trimmed)
    return !cells.isEmpty
      && cells.allSatisfy { cell in
        let inner = cell.trimmingSpaces
        return !inner.isEmpty && inner.allSatisfy { $0 == "-" || $0 == ":" } && inner.contains("-")
      }
  }

  /// The cells of a table row, without the outer pipes; "\|" stays a pipe inside a cell.
  static func cells(_ line: String) -> [String] {
    var trimmed = line.trimmingSpaces
    if trimmed.hasPrefix("|") { trimmed.removeFirst() }
    if trimmed.hasSuffix("|"), !trimmed.hasSuffix("\\|") { trimmed.removeLast() }
    // Cut at "|" bytes: "|" and "\\" are ASCII, so bytes find them where characters would, and
    // appending character by character cost most of reading a table.
    var cells: [String] = []
    let bytes = trimmed.utf8
    var start = bytes.startIndex
    var escaped = false
    for index in bytes.indices {
      if escaped {
        escaped = false
      } else if bytes[index] == UInt8(ascii: "\\") {
        escaped = true
      } else if bytes[index] == UInt8(ascii: "|") {
        cells.append(trimmed[start..<index].trimmingSpaces)
        start = bytes.index(after: index)
      }
    }
    cells.append(trimmed[start...].trimmingSpaces)
    return cells
  }

  static let htmlBlockTags: Set<String> = [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "div", "img", "br", "table", "ul", "ol", "li", "blockquote", "pre",
    "section", "article", "details", "summary", "figure", "center", "hr", "picture", "iframe", "video", "aside",
    "header", "footer", "nav", "dl", "span", "a", "b", "strong", "sup", "sub", "!--",
  ]

  /// A line that opens a raw HTML block: `<h2>…`, `<div align=center>`, `<img …>`, `<!-- … -->`.
  static func startsHTMLBlock(_ trimmed: String) -> Bool {
    guard trimmed.hasPrefix("<") else { return false }
    if trimmed.hasPrefix("<!--") { return true }
    let name = trimmed.dropFirst().drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
    guard htmlBlockTags.contains(name) else { return false }
    // Inline tags open a block only when the line is nothing but markup.
    if ["span", "a", "b", "strong", "sup", "sub"].contains(name) { return false }
    return true
  }
}
