import Foundation
import HIGModel

/// Renders rows of cells as aligned columns for the terminal, counting Hangul as two columns wide.
enum TextTable {
  static func render(_ rows: [[String]], rightAligned: Set<Int> = []) -> String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], TerminalWidth.of(cell)) }
    }
    var text = ""
    for row in rows {
      var cells: [String] = []
      for (index, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - TerminalWidth.of(cell))
        cells.append(rightAligned.contains(index) ? padding + cell : cell + padding)
      }
      text +=
        cells.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n"
    }
    return text
  }
}
