import HIGModel

/// The per-file summary `hig build --report` prints: what each file gave (pages, records, rules,
/// bilingual pairs), and for files that gave nothing, why.
///
///     file                 slug     format    pages  records  rules  pairs  warnings  status
///     apple/toggles.en.md  toggles  markdown      1       14      4     11         0  ingested
///     apple/toggles.ko.md  toggles  -             1        -      -      -         0  merged into toggles
///     README.md            -        -             0        0      0      0         0  skipped: not-a-guideline
struct BuildReport: Encodable {
  struct File: Encodable {
    var file: String
    var slug: String?
    var format: String?
    var pages: Int
    var sections: Int
    var records: Int
    var rules: Int
    var pairs: Int
    /// "ingested", "merged into SLUG", or "skipped: REASON".
    var status: String
    var warnings: [String]
    var notes: [String]
  }

  var guidelines: Int
  var records: Int
  var rules: Int
  var pairs: Int
  var warnings: Int
  var notes: Int
  var files: [File]

  init(_ kb: KnowledgeBase) {
    var files: [String: File] = [:]
    var records = 0
    var rules = 0
    var pairs = 0
    for guideline in kb.guidelines {
      var file = File(
        file: guideline.source.file, slug: guideline.slug, format: guideline.source.format, pages: 1,
        sections: guideline.sections.count, records: 0, rules: 0, pairs: 0, status: "ingested", warnings: [], notes: [])
      // Counted in place, by index: iterating would copy every record of the knowledge base.
      for section in guideline.sections {
        let records = section.records
        for index in records.indices {
          file.records += 1
          if records[index].kind == .rule { file.rules += 1 }
          if records[index].text.isPair { file.pairs += 1 }
        }
      }
      records += file.records
      rules += file.rules
      pairs += file.pairs
      files[guideline.source.file] = file
    }
    for diagnostic in kb.diagnostics {
      let path = diagnostic.file ?? "."
      var file =
        files[path]
        ?? File(
          file: path, pages: 0, sections: 0, records: 0, rules: 0, pairs: 0, status: "", warnings: [], notes: [])
      let line = "\(diagnostic.id): \(diagnostic.message)"
      if diagnostic.severity >= .warning { file.warnings.append(line) } else { file.notes.append(line) }
      if file.status.isEmpty {
        if diagnostic.is(.mergedTranslation) || diagnostic.is(.communityTranslation) {
          // The merged file's records live in the guideline named at the end of the message.
          let slug = diagnostic.message.components(separatedBy: "'").dropLast().last
          file.slug = slug
          file.pages = 1
          file.status =
            diagnostic.is(.mergedTranslation)
            ? "merged into \(slug ?? "another file")" : "community translation of \(slug ?? "another page")"
        } else if diagnostic.severity >= .warning || diagnostic.is(.notAGuideline) {
          file.status = "skipped: \(diagnostic.id.replacingOccurrences(of: "ingest.", with: ""))"
        }
      }
      files[path] = file
    }
    self.files = files.values.filter { !$0.status.isEmpty }.sorted { $0.file < $1.file }
    guidelines = kb.guidelines.count
    self.records = records
    self.rules = rules
    self.pairs = pairs
    warnings = kb.diagnostics.filter { $0.severity >= .warning }.count
    notes = kb.diagnostics.count - warnings
  }

  var table: String {
    var rows = [["file", "slug", "format", "pages", "records", "rules", "pairs", "warnings", "status"]]
    for file in files {
      let counted = file.status == "ingested"
      rows.append([
        file.file, file.slug ?? "-", file.format ?? "-", String(file.pages), counted ? String(file.records) : "-",
        counted ? String(file.rules) : "-", counted ? String(file.pairs) : "-", String(file.warnings.count),
        file.status,
      ])
    }
    var text = TextTable.render(rows, rightAligned: [3, 4, 5, 6, 7])
    for file in files where !file.warnings.isEmpty {
      for warning in file.warnings { text += "  \(file.file): \(warning)\n" }
    }
    // Notes never fail a build, but one can be a typo the author wants to know of (a platform
    // hig does not know is ignored).
    for file in files where !file.notes.isEmpty {
      for note in file.notes { text += "  \(file.file): note: \(note)\n" }
    }
    return text
  }
}
