import HIGModel

/// The per-file summary `hig build --report` prints.
struct BuildReport: Encodable {
  struct File: Encodable {
    var file: String
    var slug: String?
    var format: String?
    var sections: Int
    var records: Int
    var rules: Int
    var pairs: Int
    var warnings: [String]
  }

  var guidelines: Int
  var records: Int
  var rules: Int
  var pairs: Int
  var warnings: Int
  var files: [File]

  init(_ kb: KnowledgeBase) {
    var files: [String: File] = [:]
    for guideline in kb.guidelines {
      let records = guideline.records
      files[guideline.source.file] = File(
        file: guideline.source.file, slug: guideline.slug, format: guideline.source.format,
        sections: guideline.sections.count, records: records.count, rules: records.filter { $0.kind == .rule }.count,
        pairs: records.filter(\.text.isPair).count, warnings: [])
    }
    for diagnostic in kb.diagnostics where diagnostic.severity >= .warning {
      let file = diagnostic.file ?? "."
      files[file, default: File(file: file, sections: 0, records: 0, rules: 0, pairs: 0, warnings: [])]
        .warnings.append("\(diagnostic.id): \(diagnostic.message)")
    }
    self.files = files.values.sorted { $0.file < $1.file }
    guidelines = kb.guidelines.count
    let all = kb.records
    records = all.count
    rules = all.filter { $0.kind == .rule }.count
    pairs = all.filter(\.text.isPair).count
    warnings = kb.diagnostics.filter { $0.severity >= .warning }.count
  }

  var table: String {
    var rows = [["file", "slug", "format", "sections", "records", "rules", "pairs", "warnings"]]
    for file in files {
      rows.append([
        file.file, file.slug ?? "-", file.format ?? "-", String(file.sections), String(file.records),
        String(file.rules), String(file.pairs), String(file.warnings.count),
      ])
    }
    var text = TextTable.render(rows, rightAligned: [3, 4, 5, 6, 7])
    for file in files where !file.warnings.isEmpty {
      for warning in file.warnings { text += "  \(file.file): \(warning)\n" }
    }
    return text
  }
}
