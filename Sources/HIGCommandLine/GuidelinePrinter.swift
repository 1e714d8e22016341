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
    console.line(([guideline.category] + [guideline.group].compactMap { $0 }).joined(separator: " › "))
    console.line("Apple: \(guideline.appleURL)")
    if let korean = guideline.appleKoreanURL { console.line("Apple (한국어): \(korean)") }
    console.line(sourceLine(guideline.source))
    var platforms =
      "Platforms: \(guideline.platforms.supported.isEmpty ? "not stated" : Labels.platforms(guideline.platforms.supported))"
    if !guideline.platforms.unsupported.isEmpty {
      platforms += " · not supported: \(Labels.platforms(guideline.platforms.unsupported))"
    }
    console.line(platforms)
    let records = guideline.ownSections.flatMap(\.records)
    let rules = records.filter { $0.kind == .rule }
    console.line(
      "Records: \(records.count) (\(rules.count) rules, \(rules.filter(\.text.isPair).count) of them in both languages; \(records.filter(\.text.isPair).count) bilingual records)"
    )
    printSections(guideline.ownSections)
    if !guideline.changes.isEmpty {
      console.line()
      console.line(console.bold("Change log"))
      for entry in guideline.changes {
        // `change` is English when the entry has its Korean text too.
        let texts =
          languages == [.ko]
          ? [entry.korean ?? entry.change]
          : [entry.change] + (languages.contains(.ko) ? [entry.korean].compactMap { $0 } : [])
        console.line("  \(entry.date)  \(texts.joined(separator: " / "))")
      }
    }
    for (index, translation) in guideline.translations.enumerated() {
      console.line()
      let name = [translation.title.ko, translation.title.en].compactMap { $0 }.joined(separator: " · ")
      console.line(console.bold("Community translation \(index + 1): \(name)"))
      console.line(sourceLine(translation.source))
      printSections(guideline.sections(ofTranslation: index))
    }
  }

  private func sourceLine(_ source: Source) -> String {
    var line = "Source: \(source.file)"
    let credits = [source.name, source.author, source.date].compactMap { $0 }
    if !credits.isEmpty { line += " — " + credits.joined(separator: ", ") }
    return line
  }

  private func printSections(_ sections: [Section]) {
    for section in sections {
      console.line()
      let heading = section.heading.map { [$0.ko, $0.en].compactMap { $0 }.joined(separator: " · ") } ?? "(overview)"
      let marker = String(repeating: "#", count: max(section.level, 2))
      var line = console.bold("\(marker) \(heading)")
      if !section.platforms.isEmpty { line += console.dim("  [\(Labels.platforms(section.platforms))]") }
      console.line(line)
      for record in section.records { printSummary(record) }
    }
  }

  /// A record in a few lines: ID, kind and platforms, then its text (a rule's statement) in each
  /// language, Korean above English, and what it points to.
  private func printSummary(_ record: Record) {
    var label = Labels.kind(record.kind)
    if let strength = record.strength { label += "·" + Labels.strength(strength) }
    console.line(
      "  \(console.accent(record.id.rawValue))  \(label)  \(console.dim("[\(Labels.platforms(record.platforms))]"))")
    if let caption = record.caption?.preferring(languages.first ?? .ko), !caption.isEmpty {
      console.line("    \(console.dim("(\(caption))"))")
    }
    let text = record.kind == .rule && !full ? (record.statement ?? record.text) : record.text
    for language in languages {
      guard var body = text[language] else { continue }
      if !full, record.kind != .rule { body = shorten(body) }
      if record.kind == .rule { body = console.bold(body) }
      console.line("    \(language.rawValue)  \(body.replacingOccurrences(of: "\n", with: "\n        "))")
    }
    if !record.symbols.isEmpty { console.line("    \(console.dim("api")) \(record.symbols.joined(separator: ", "))") }
    if let url = record.figure?.url {
      console.line("    \(console.dim(record.figure?.kind == .video ? "video" : "image")) \(url)")
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
    if !record.symbols.isEmpty { console.line("\nAPI: " + record.symbols.joined(separator: ", ")) }
    if let url = record.figure?.url { console.line("\n\(record.figure?.kind == .video ? "Video" : "Image"): \(url)") }
    let source = guideline.source(of: record.id)
    console.line("\n\(source.file)\(record.line.map { ":\($0)" } ?? "") · \(guideline.appleURL)")
  }

  private func shorten(_ text: String) -> String {
    let first = text.split(separator: "\n").first.map(String.init) ?? text
    return first.count > 110 ? String(first.prefix(108)) + "…" : first
  }
}
