import Foundation
import HIGModel

/// Reads a guideline's change log table ("Change log" / "변경 기록") into dated entries.
///
/// Dates are written as ISO dates when the text's form is known ("June 10, 2024",
/// "2024년 6월 10일", "2024.06.10"), and kept as written otherwise.
///
///     ChangeLog.entries(rows: [["날짜", "변경 사항"], ["2024년 6월 10일", "visionOS 지침 추가"]])
///     // [ChangeLogEntry(date: "2024-06-10", change: "visionOS 지침 추가")]
enum ChangeLog {
  static func entries(rows: [[String]]) -> [ChangeLogEntry] {
    var entries: [ChangeLogEntry] = []
    for row in rows where row.count >= 2 {
      let date = row[0].trimmingSpaces
      let change = row[1...].joined(separator: " ").trimmingSpaces
      guard !date.isEmpty, !change.isEmpty else { continue }
      guard let iso = isoDate(date) else {
        // A header row ("Date | Changes", "날짜 | 변경 사항") has no date.
        continue
      }
      entries.append(ChangeLogEntry(date: iso, change: change))
    }
    return entries
  }

  static let months = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december",
  ]

  static func isoDate(_ text: String) -> String? {
    if let date = PageFurniture.date(in: text) { return date.iso }
    // "June 10, 2024", "Jun 10, 2024".
    let words = text.lowercased().replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
    guard words.count == 3, let day = Int(words[1]), let year = Int(words[2]), (1...31).contains(day),
      let month = months.firstIndex(where: { $0.hasPrefix(words[0]) && words[0].count >= 3 })
    else { return nil }
    return String(format: "%04d-%02d-%02d", year, month + 1, day)
  }
}
