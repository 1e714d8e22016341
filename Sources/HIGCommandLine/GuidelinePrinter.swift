import HIGModel

/// Prints guidelines and records for reading in a terminal.
struct GuidelinePrinter {
  var console: Console
  /// Print whole texts rather than rule statements and first sentences.
  var full: Bool
  var languages: [Language]

  func print(_ guideline: Guideline) {
    let titles = [guideline.title.ko, guideline.title.en].compactMap { $0 }
    console.line(console.bold(titles.joined(separator: " · ")) + console.dim("  (\(guideline.slug))"))
    console.line("\(guideline.category) · \(guideline.appleURL)")
    var source = "Source: \(guideline.source.file)"
    let credits = [guideline.source.name, guideline.source.author, guideline.source.date].compactMap { $0 }
    if !credits.isEmpty { source += " — " + credits.joined(separator: ", ") }
    console.line(source)
    var platforms =
      "Platforms: \(guideline.platforms.supported.isEmpty ? "not stated" : Labels.platforms(guideline.platforms.supported))"
    if !guideline.platforms.unsupported.isEmpty {
      platforms += " · not supported: \(Labels.platforms(guideline.platforms.unsupported))"
    }
    console.line(platforms)
    let records = guideline.records
    console.line(
      "Records: \(records.count) (\(records.filter { $0.kind == .rule }.count) rules, \(records.filter(\.text.isPair).count) bilingual pairs)"
    )
    for section in guideline.sections {
      console.line()
      let heading = section.heading.map { [$0.ko, $0.en].compactMap { $0 }.joined(separator: " · ") } ?? "(overview)"
      let marker = String(repeating: "#", count: max(section.level, 2))
      var line = console.bold("\(marker) \(heading)")
      if !section.platforms.isEmpty { line += console.dim("  [\(Labels.platforms(section.platforms))]") }
      console.line(line)
      for record in section.records { printSummary(record) }
    }
  }

  private func printSummary(_ record: Record) {
    var label = Labels.kind(record.kind)
    if let strength = record.strength { label += "·" + Labels.strength(strength) }
    console.line(
      "  \(console.accent(record.id.rawValue))  \(label)  \(console.dim("[\(Labels.platforms(record.platforms))]"))")
    let text = record.kind == .rule && !full ? (record.statement ?? record.text) : record.text
    for language in languages {
      guard var body = text[language] else { continue }
      if !full, record.kind != .rule { body = shorten(body) }
      if record.kind == .rule { body = console.bold(body) }
      console.line("    \(language.rawValue)  \(body.replacingOccurrences(of: "\n", with: "\n        "))")
    }
  }

  func print(_ record: Record, in guideline: Guideline) {
    let section = guideline.sections.first { $0.records.contains { $0.id == record.id } }
    let heading = section?.heading.map { $0.ko ?? $0.en ?? "" } ?? "overview"
    console.line(console.bold(record.id.rawValue))
    console.line("\(guideline.title.ko ?? guideline.title.en ?? guideline.slug) › \(heading)")
    var label = Labels.kind(record.kind)
    if let strength = record.strength { label += " · \(Labels.strength(strength))" }
    console.line("\(label) · \(Labels.platforms(record.platforms))")
    if let statement = record.statement {
      for language in languages {
        if let text = statement[language] { console.line(console.bold("\(language.rawValue)  \(text)")) }
      }
    }
    for language in languages {
      if let text = record.text[language] { console.line("\n[\(language.rawValue)]\n\(text)") }
    }
    if !record.references.isEmpty {
      console.line("\nSee also: " + record.references.map { "\($0.label) (\($0.slug ?? "?"))" }.joined(separator: ", "))
    }
    console.line("\n\(guideline.source.file)\(record.line.map { ":\($0)" } ?? "") · \(guideline.appleURL)")
  }

  private func shorten(_ text: String) -> String {
    let first = text.split(separator: "\n").first.map(String.init) ?? text
    return first.count > 110 ? String(first.prefix(108)) + "…" : first
  }
}
