import HIGModel

extension Citation {
  /// Plain lines: where the rule sits and its ID, the quote indented, then the facts and links.
  ///
  ///     드래그 앤 드롭 › Best practices — drag-and-drop/4h8tpa
  ///       가능한 앱 전체에서 드래그 앤 드롭을 지원하는 것이 좋습니다. …
  ///     rule · consider · iOS, iPadOS, macOS
  ///     Apple: https://developer.apple.com/design/human-interface-guidelines/drag-and-drop
  func text(languages: [Language], site: SiteAddress?) -> String {
    let labels = CiteLabels(requested: languages)
    var header = "\(location(languages)) — \(identifier)"
    if let citedAs { header += " (\(labels.citedAs) \(citedAs))" }
    var lines = [header]
    if let record {
      let quoted = quotedLanguages(languages)
      for language in quoted {
        guard let text = record.text[language] else { continue }
        let tag = quoted.count > 1 ? "\(language.rawValue)  " : ""
        for (index, line) in text.split(separator: "\n").enumerated() {
          lines.append("  \(index == 0 ? tag : String(repeating: " ", count: tag.count))\(line)")
        }
      }
    }
    lines.append(facts(labels))
    if let url = siteURL(site) { lines.append("hig:   \(url)") }
    lines.append("Apple: \(appleURL)")
    return lines.joined(separator: "\n") + "\n"
  }
}
