import HIGIngest
import HIGModel

/// `hig build`: ingests the content folder into the cached knowledge base.
enum BuildCommand: Command {
  static let name = "build"
  static let spec = CommandSpec(
    name: name,
    abstract: "Ingest the guideline texts into the knowledge base.",
    options: [
      .init("force", short: "f", help: "Rebuild even when nothing changed."),
      .init("report", help: "Print a per-file report: pages, records, rules, pairs, warnings, status."),
      .init("json", help: "Print the summary (and report) as JSON."),
    ],
    discussion: """
      Other commands rebuild the knowledge base by themselves when the content changed; run build to
      see the warnings or to check a content folder in CI.

      The content folder may be any tree of plain texts (.txt), Markdown (.md, with front matter) and
      saved web pages (.html); the format is read from the content. Read-mes, licences and tables of
      contents are skipped with a note; a Korean and an English file of the same page are merged into
      one bilingual guideline.

        hig build --content ~/hig-ko --report       per file: pages, records, rules, pairs, status

      Exit status: 0 built without warnings; 1 some input was skipped or could not be read (each
      warning names the file), or the build failed; 64 usage error.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let loaded = try context.knowledgeBase(force: arguments.flag("force"))
    let kb = loaded.knowledgeBase
    let report = BuildReport(kb)
    if arguments.flag("json") {
      try context.printJSON(report)
    } else {
      let console = context.console
      let location = context.store.knowledgeBaseFile.relativePath(from: context.workingDirectory)
      let state = loaded.rebuilt ? "Built" : "Up to date:"
      console.line(
        "\(state) \(kb.guidelines.count) guidelines, \(report.records) records (\(report.rules) rules, \(report.pairs) bilingual pairs) → \(location)"
      )
      if arguments.flag("report") { console.write(report.table) }
      if !loaded.rebuilt {
        for diagnostic in kb.diagnostics where diagnostic.severity >= .warning {
          console.errorLine(diagnostic.description)
        }
      }
      if report.warnings > 0 { console.line("\(report.warnings) warning(s); see above.") }
      if report.notes > 0, !arguments.flag("report") {
        console.line(
          "\(report.notes) note(s) (merged translations, skipped read-mes, unknown platforms…); 'hig build --report' lists them."
        )
      }
    }
    return report.warnings > 0 ? 1 : 0
  }
}
