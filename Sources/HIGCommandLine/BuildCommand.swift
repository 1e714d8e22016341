import HIGIngest
import HIGModel

/// `hig build`: ingests the content folder into the cached knowledge base.
enum BuildCommand: Command {
  static let name = "build"
  static let force = Flag("force", short: "f", help: "Rebuild even when nothing changed.")
  static let report = Flag("report", help: "Print a per-file report: pages, records, rules, pairs, warnings, status.")
  static let json = Flag("json", help: "Print the summary (and report) as JSON.")

  static let spec = CommandSpec(
    name: name,
    abstract: "Ingest the guideline texts into the knowledge base and record aliases of rewritten rules.",
    options: [force.entry, report.entry, json.entry],
    discussion: """
      Other commands rebuild the knowledge base by themselves when the content changed, but only
      build writes the content folder: when a rule's own text was rewritten, its old ID is recorded
      in aliases.tsv (commit it with the edit), so citations of it keep resolving. Run build after
      editing content, to see the warnings, or to check a content folder in CI.

      The content folder may be any tree of plain texts (.txt), Markdown (.md, with front matter) and
      saved web pages (.html); the format is read from the content. Read-mes, licences and tables of
      contents are skipped with a note; a Korean and an English file of the same page are merged into
      one bilingual guideline.

        hig build --content ~/hig-ko --report       per file: pages, records, rules, pairs, status

      Exit status: 0 built without warnings; 1 some input was skipped or could not be read, or the
      cache or aliases.tsv could not be written (each warning names the file), or the build
      failed; 64 usage error.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let loaded = try context.knowledgeBase(force: arguments[force], recordingAliases: true)
    let kb = loaded.knowledgeBase
    let summary = BuildReport(kb)
    if arguments[json] {
      try context.printJSON(summary)
    } else {
      let console = context.console
      let location = context.workspace.knowledgeBaseFile.relativePath(from: context.workingDirectory)
      let state = loaded.rebuilt ? "Built" : "Up to date:"
      console.line(
        "\(state) \(kb.guidelines.count) guidelines, \(summary.records) records (\(summary.rules) rules, \(summary.pairs) bilingual pairs) → \(location)"
      )
      if arguments[report] { console.write(summary.table) }
      if !loaded.rebuilt {
        for diagnostic in kb.diagnostics where diagnostic.severity >= .warning {
          console.errorLine(diagnostic.description)
        }
      }
      if summary.warnings > 0 { console.line("\(summary.warnings) warning(s); see above.") }
      if summary.notes > 0, !arguments[report] {
        console.line(
          "\(summary.notes) note(s) (merged translations, skipped read-mes, unknown platforms…); 'hig build --report' lists them."
        )
      }
    }
    return summary.warnings > 0 || !loaded.warnings.isEmpty ? 1 : 0
  }
}
