import HIGModel

extension Citation {
  /// A `<figure class="hig-citation">`: the quote with a `lang` per paragraph, and a caption with
  /// the links. Every text is escaped; no markup from the content reaches the page.
  func html(languages: [Language], site: SiteAddress?) -> String {
    let e = Citation.escapeHTML
    let labels = CiteLabels(requested: languages)
    var lines = ["<figure class=\"hig-citation\" data-id=\"\(e(identifier))\">"]
    if record != nil {
      lines.append("<blockquote cite=\"\(e(appleURL))\">")
      for language in quotedLanguages(languages) {
        guard let (statement, rest) = quote(language) else { continue }
        let lead = statement.map { "<strong>\(e($0))</strong>" } ?? ""
        let body = (lead + e(rest)).replacingOccurrences(of: "\n", with: "<br>")
        lines.append("<p lang=\"\(language.rawValue)\">\(body)</p>")
      }
      lines.append("</blockquote>")
    }
    let location = e(location(languages))
    var caption = siteURL(site).map { "<a href=\"\(e($0))\">\(location)</a>" } ?? location
    caption += " · <code>\(e(identifier))</code>"
    if let citedAs { caption += " (\(e(labels.citedAs)) <code>\(e(citedAs.rawValue))</code>)" }
    caption += " · \(e(facts(labels))) · <a href=\"\(e(appleURL))\">\(e(labels.applePage))</a>"
    lines.append("<figcaption>\(caption)</figcaption>")
    lines.append("</figure>")
    return lines.joined(separator: "\n") + "\n"
  }

  static func escapeHTML(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
