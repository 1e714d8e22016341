import Foundation

/// Reads tab-separated tables: one row a line, '#' comment lines and blank lines skipped.
enum TSV {
  static func rows(_ text: String) -> [[String]] {
    text.split(whereSeparator: \.isNewline)
      .filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
      .map { line in
        line.split(separator: "\t", omittingEmptySubsequences: false).map {
          $0.trimmingSpaces
        }
      }
  }
}
