import HIGModel

/// The words a citation uses around the quote, in English, or in Korean when only Korean was asked
/// for (the same words as the site's badges), so a `--lang ko` citation reads as one language.
///
///     CiteLabels(.en).kind(.rule, strength: .dont)  // "rule · don't"
///     CiteLabels(.ko).kind(.rule, strength: .dont)  // "규칙 · 하지 마세요"
struct CiteLabels {
  var language: Language

  init(_ language: Language) { self.language = language }

  /// Korean labels only when only Korean was asked for; English otherwise, the common ground.
  init(requested languages: [Language]) { self.init(languages == [.ko] ? .ko : .en) }

  private func pick(_ english: String, _ korean: String) -> String { language == .ko ? korean : english }

  func kind(_ kind: RecordKind, strength: Strength?) -> String {
    let name: String
    switch kind {
    case .rule: name = pick("rule", "규칙")
    case .explanation: name = pick("explanation", "설명")
    case .listItem: name = pick("list item", "목록")
    case .note: name = pick("note", "참고")
    case .translatorNote: name = pick("translator's note", "역자 주")
    case .table: name = pick("table", "표")
    case .availability: name = pick("availability", "지원 플랫폼")
    case .figure: name = pick("figure", "그림")
    }
    return strength.map { "\(name) · \(self.strength($0))" } ?? name
  }

  func strength(_ strength: Strength) -> String {
    switch strength {
    case .do: return pick("do", "하세요")
    case .dont: return pick("don't", "하지 마세요")
    case .consider: return pick("consider", "고려하세요")
    }
  }

  func platforms(_ platforms: [Platform]) -> String {
    platforms.isEmpty ? pick("all platforms", "모든 플랫폼") : platforms.map(\.rawValue).joined(separator: ", ")
  }

  var guideline: String { pick("guideline", "가이드라인") }
  var applePage: String { pick("Apple's page", "Apple 원문") }
  var citedAs: String { pick("cited as", "인용된 옛 ID") }
}
