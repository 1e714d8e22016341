import HIGModel

/// Short English names for model values in citations, kept apart so every format words them alike.
///
///     CiteLabels.kind(.rule, strength: .dont)  // "rule · don't"
enum CiteLabels {
  static func kind(_ kind: RecordKind, strength: Strength?) -> String {
    let name: String
    switch kind {
    case .rule: name = "rule"
    case .explanation: name = "explanation"
    case .listItem: name = "list item"
    case .note: name = "note"
    case .translatorNote: name = "translator's note"
    case .table: name = "table"
    case .availability: name = "availability"
    }
    return strength.map { "\(name) · \(self.strength($0))" } ?? name
  }

  static func strength(_ strength: Strength) -> String {
    switch strength {
    case .do: return "do"
    case .dont: return "don't"
    case .consider: return "consider"
    }
  }

  static func platforms(_ platforms: [Platform]) -> String {
    platforms.isEmpty ? "all platforms" : platforms.map(\.rawValue).joined(separator: ", ")
  }
}
