/// Short human names for model values in terminal output (the command line, the MCP server).
public enum Labels {
  public static func kind(_ kind: RecordKind) -> String {
    switch kind {
    case .rule: return "rule"
    case .explanation: return "explanation"
    case .listItem: return "list item"
    case .note: return "note"
    case .translatorNote: return "translator's note"
    case .table: return "table"
    case .availability: return "availability"
    case .figure: return "figure"
    }
  }

  public static func strength(_ strength: Strength) -> String {
    switch strength {
    case .do: return "do"
    case .dont: return "don't"
    case .consider: return "consider"
    }
  }

  public static func platforms(_ platforms: [Platform]) -> String {
    platforms.isEmpty ? "all platforms" : platforms.map(\.rawValue).joined(separator: ", ")
  }
}
