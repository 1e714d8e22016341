/// Renders rows as a Markdown table, first row as the header, so the output pastes into docs/.
///
///     MarkdownTable.render([["a", "b"], ["1", "2"]])  // "| a | b |\n| --- | --- |\n| 1 | 2 |\n"
enum MarkdownTable {
  static func render(_ rows: [[String]]) -> String {
    guard let header = rows.first else { return "" }
    var lines = ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in " --- |" }.joined()]
    for row in rows.dropFirst() { lines.append("| " + row.joined(separator: " | ") + " |") }
    return lines.joined(separator: "\n") + "\n"
  }
}
