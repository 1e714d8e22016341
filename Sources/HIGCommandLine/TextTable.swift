import Foundation
import HIGModel

/// Renders rows of cells as aligned columns for the terminal, counting Hangul as two columns wide.
enum TextTable {
  static func render(_ rows: [[String]], rightAligned: Set<Int> = []) -> String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], width(cell)) }
    }
    var text = ""
    for row in rows {
      var cells: [String] = []
      for (index, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - width(cell))
        cells.append(rightAligned.contains(index) ? padding + cell : cell + padding)
      }
      text +=
        cells.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n"
    }
    return text
  }

  /// Display width in terminal columns: wide East Asian characters take two.
  static func width(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { sum, scalar in
      switch scalar.value {
      case 0x1100...0x115F, 0x2E80...0xA4CF, Hangul.syllables, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6:
        return sum + 2
      default:
        return sum + 1
      }
    }
  }
}
