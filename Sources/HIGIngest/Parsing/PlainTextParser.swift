import Foundation

/// Parses a plain-text guideline into blocks.
///
/// Plain texts come in two layouts: paragraphs separated by blank lines (where the lines of one
/// block are a list or a wrapped paragraph), and one paragraph per line with no blank lines at all.
/// Headings are guessed from shape (short, no sentence ending); a run of three or more such lines
/// holding numbers is a table.
///
///     "Best practices\n알림을 적게 사용하세요. …" → [.heading "Best practices", .paragraph "알림을 …"]
enum PlainTextParser {
  static func parse(_ text: String) -> [Block] {
    let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let blank = lines.filter { LineShape($0).isBlank }.count
    let blankSeparated = blank * 3 >= (lines.count - blank)
    var chunks: [(line: Int, lines: [String])] = []
    for (offset, line) in lines.enumerated() {
      let trimmed = line.trimmingSpaces
      if trimmed.isEmpty {
        if chunks.last?.lines.isEmpty == false { chunks.append((offset + 2, [])) }
        continue
      }
      if chunks.isEmpty || (!blankSeparated && !chunks[chunks.count - 1].lines.isEmpty) {
        chunks.append((offset + 1, []))
      }
      if chunks[chunks.count - 1].lines.isEmpty { chunks[chunks.count - 1].line = offset + 1 }
      chunks[chunks.count - 1].lines.append(trimmed)
    }
    var blocks: [Block] = []
    for chunk in chunks where !chunk.lines.isEmpty {
      blocks.append(contentsOf: blocksOfChunk(chunk.lines, line: chunk.line))
    }
    return blankSeparated ? blocks : mergeTables(blocks)
  }

  /// The blocks of one blank-line-separated chunk (or of one line, in one-paragraph-per-line texts).
  private static func blocksOfChunk(_ lines: [String], line: Int) -> [Block] {
    if lines.count == 1 { return [block(ofLine: lines[0], line: line)] }
    // "팁\n단순히 …": a label on its own line introduces the text below it.
    let first = LineShape(lines[0])
    if let (label, rest) = first.label, rest.isEmpty {
      let body = lines.dropFirst().joined(separator: " ")
      return [Block(kind: label == .note ? .note : .translatorNote, text: body, line: line)]
    }
    let shapes = lines.map(LineShape.init)
    if shapes.allSatisfy({ $0.bullet != nil || $0.endsLikeSentence }) {
      return lines.enumerated().map { offset, text in
        var item = block(ofLine: text, line: line + offset)
        if item.kind == .paragraph { item.kind = .listItem }
        return item
      }
    }
    if shapes.allSatisfy(\.isHeadingLike), lines.contains(where: { $0.contains(where: \.isNumber) }) {
      return [table(lines, line: line)]
    }
    // A hard-wrapped paragraph.
    return [block(ofLine: lines.joined(separator: " "), line: line)]
  }

  private static func block(ofLine text: String, line: Int) -> Block {
    let shape = LineShape(text)
    if let item = shape.bullet { return Block(kind: .listItem, text: item, line: line) }
    if text.hasPrefix("|"), text.hasSuffix("|"), text.count > 2 {
      let inner = String(text.dropFirst().dropLast()).trimmingSpaces
      if let (label, rest) = LineShape(inner).label ?? notePrefix(inner) {
        return Block(kind: label == .note ? .note : .translatorNote, text: rest, line: line)
      }
      let cells = inner.split(separator: "|").map { $0.trimmingSpaces }
      return Block(kind: .table, text: cells.joined(separator: " | "), line: line, rows: [cells])
    }
    if let (label, rest) = shape.label, !rest.isEmpty {
      return Block(kind: label == .note ? .note : .translatorNote, text: rest, line: line)
    }
    if shape.isHeadingLike { return Block(kind: .heading, text: text, line: line) }
    return Block(kind: .paragraph, text: text, line: line)
  }

  /// "| 참고 현재 컨텍스트 …|": a boxed note whose label is followed by a space only.
  private static func notePrefix(_ text: String) -> (LineShape.Label, String)? {
    for word in ["참고", "Note", "팁", "Tip", "중요", "Important"] where text.hasPrefix(word + " ") {
      return (.note, String(text.dropFirst(word.count + 1)).trimmingSpaces)
    }
    return nil
  }

  /// In one-paragraph-per-line texts, runs of three or more heading-like lines, two or more of them
  /// starting with a number, are a table: label lines start rows and the lines after them are cells.
  private static func mergeTables(_ blocks: [Block]) -> [Block] {
    var result: [Block] = []
    var index = 0
    while index < blocks.count {
      var end = index
      while end < blocks.count, blocks[end].kind == .heading, blocks[end].level == nil { end += 1 }
      let run = blocks[index..<end]
      if run.count >= 3, run.filter({ $0.text.first?.isNumber == true }).count >= 2 {
        result.append(table(run.map(\.text), line: run.first!.line))
      } else {
        // No part of a run that is no table is one either: the run is passed on whole (looking
        // again from each of its lines made a text of many short lines quadratic).
        result.append(contentsOf: end > index ? run : blocks[index...index])
      }
      index = max(end, index + 1)
    }
    return result
  }

  private static func table(_ lines: [String], line: Int) -> Block {
    var rows: [[String]] = []
    for text in lines {
      let isValue = text.first?.isNumber == true
      if isValue, !rows.isEmpty { rows[rows.count - 1].append(text) } else { rows.append([text]) }
    }
    let text = rows.map { row in
      row.count > 1 ? "\(row[0]): \(row.dropFirst().joined(separator: ", "))" : row[0]
    }.joined(separator: "\n")
    return Block(kind: .table, text: text, line: line, rows: rows)
  }
}
