/// One dated change to a guideline, from its "Change log" / "변경 기록" table.
public struct ChangeLogEntry: Codable, Hashable, Sendable {
  /// The date as an ISO date ("2025-12-16") when its form is known, else as written.
  public var date: String
  /// The change as the page words it: English when the guideline has Apple's English page.
  public var change: String
  /// The same change in Korean, when `change` is English and the Korean page has the entry too.
  public var korean: String?

  public init(date: String, change: String, korean: String? = nil) {
    self.date = date
    self.change = change
    self.korean = korean
  }
}
