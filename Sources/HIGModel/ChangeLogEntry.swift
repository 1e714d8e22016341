/// One dated change to a guideline, from its "Change log" / "변경 기록" table.
public struct ChangeLogEntry: Codable, Hashable, Sendable {
  public var date: String
  public var change: String

  public init(date: String, change: String) {
    self.date = date
    self.change = change
  }
}
