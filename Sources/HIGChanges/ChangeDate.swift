/// A date or time as `--since` takes it: `2026-06-01`, or `2026-06-01T09:00:00Z` as history
/// dates are written; compared with history dates as text, which orders ISO 8601 UTC dates.
public enum ChangeDate {
  /// The date as given when it has one of those forms, else nil.
  public static func parse(_ text: String) -> String? {
    let digits = text.unicodeScalars.map { ("0"..."9").contains($0) }
    let characters = Array(text)
    func isDate() -> Bool {
      characters.count >= 10 && characters[4] == "-" && characters[7] == "-"
        && [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { digits[$0] }
        && (1...12).contains(Int(String(characters[5...6])) ?? 0) && (1...31).contains(Int(String(characters[8...9])) ?? 0)
    }
    guard text.unicodeScalars.count == characters.count, isDate() else { return nil }
    if characters.count == 10 { return text }
    // A time: THH:MM, THH:MM:SS, with an optional Z.
    let time = characters[10...].map { String($0) }.joined()
    let body = time.hasSuffix("Z") ? String(time.dropLast()) : time
    guard body.hasPrefix("T") else { return nil }
    let parts = body.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isNumber) }) else {
      return nil
    }
    return String(characters[..<10]) + "T" + parts.joined(separator: ":") + (parts.count == 2 ? ":00" : "") + "Z"
  }

  /// `2026-12-07T12:15:00Z` → `2026-12-07 12:15 UTC`, for people.
  public static func shown(_ date: String) -> String {
    guard date.count >= 16, date.dropFirst(10).first == "T" else { return date }
    return date.prefix(10) + " " + date.dropFirst(11).prefix(5) + " UTC"
  }
}
