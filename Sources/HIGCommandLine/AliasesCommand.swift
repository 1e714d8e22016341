import FileAccess
import Foundation
import HIGCite
import HIGIngest
import HIGModel

/// `hig aliases`: the old record IDs that still resolve, and the ones an older content folder had.
enum AliasesCommand: Command {
  static let name = "aliases"
  static let spec = CommandSpec(
    name: name,
    abstract: "List the old record IDs that still resolve, or find those a content change dropped.",
    options: [
      .init(
        "since", value: "DIR",
        help: "An older copy of the content folder (e.g. a git worktree of main): list the aliases its IDs need."),
      .init("write", short: "w", help: "With --since: append the aliases found to aliases.tsv."),
      .init("strict", help: "With --since: fail when an old ID resolves to nothing (a rule was removed)."),
      .init("json", help: "Print the aliases (and, with --since, the IDs that no longer resolve) as JSON."),
    ],
    discussion: """
      Every command that rebuilds the knowledge base keeps aliases by itself, comparing with the
      cached build. --since does the same comparison against any older content folder, for a pull
      request whose content edits were made without running hig:

        git worktree add /tmp/hig-main main
        hig aliases --since /tmp/hig-main/Content --write

      Exit status: 0 every alias resolves; 1 an alias in aliases.tsv points at no record, or, with
      --since --strict, an old ID resolves to nothing; 64 usage error.
      """)

  struct Row: Encodable {
    var old: String
    /// The record the old ID resolves to now; nil when it resolves to nothing.
    var now: String?
    var similarity: Double?
  }

  struct Report: Encodable {
    var aliases: [Row]
    var unresolved: [String]?
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    if arguments.flag("write"), arguments.value("since") == nil {
      throw UsageError(
        command: spec.name, message: "--write records what --since finds; add --since DIR", suggestion: nil)
    }
    let kb = try context.knowledgeBase().knowledgeBase
    guard let since = arguments.value("since") else { return list(kb, arguments: arguments, context: context) }
    let folder = ContentFolder(url: context.path(since))
    let previous: KnowledgeBase
    do {
      previous = try Ingester(folder: folder).ingest()
    } catch {
      throw CommandError.failed("cannot read the older content in \(since): \(error)")
    }
    let matcher = AliasMatcher()
    let found = matcher.aliases(previous: previous, current: kb)
    let unresolved = matcher.unresolved(previous: previous, current: kb, found: found)
    if arguments.flag("json") {
      try context.printJSON(
        Report(
          aliases: found.map { Row(old: $0.old.rawValue, now: $0.new.rawValue, similarity: $0.similarity) },
          unresolved: unresolved.map(\.rawValue)))
    } else {
      let console = context.console
      if found.isEmpty {
        console.line(
          "No new aliases: every ID of \(since) still resolves\(unresolved.isEmpty ? "" : " or was removed").")
      } else {
        var rows = [["OLD", "NOW", "SIMILARITY"]]
        rows += found.map { [$0.old.rawValue, $0.new.rawValue, String(format: "%.2f", $0.similarity)] }
        console.write(TextTable.render(rows))
      }
      if !unresolved.isEmpty {
        console.line("\(unresolved.count) ID(s) of \(since) resolve to nothing (removed records):")
        for id in unresolved { console.line("  \(id)") }
      }
    }
    if arguments.flag("write"), !found.isEmpty {
      do {
        try context.record(found)
      } catch {
        throw CommandError.failed(
          "cannot write \(context.aliasFile.relativePath(from: context.workingDirectory)): \(ErrorText.describe(error))"
        )
      }
      context.console.errorLine(
        "Added \(found.count) alias(es) to \(context.aliasFile.relativePath(from: context.workingDirectory)).")
    }
    return arguments.flag("strict") && !unresolved.isEmpty ? 1 : 0
  }

  /// The aliases the content folder has, each with the record it resolves to now.
  static func list(_ kb: KnowledgeBase, arguments: ParsedArguments, context: CommandContext) -> Int32 {
    let rows = kb.aliases.keys.sorted().map { old in Row(old: old.rawValue, now: kb.lookup(old)?.record.id.rawValue) }
    if arguments.flag("json") {
      try? context.printJSON(Report(aliases: rows))
    } else if rows.isEmpty {
      context.console.line("No aliases: no record has been rewritten since its ID was first given out.")
    } else {
      let table = [["OLD", "NOW"]] + rows.map { [$0.old, $0.now ?? "(resolves to nothing)"] }
      context.console.write(TextTable.render(table))
    }
    let broken = rows.filter { $0.now == nil }
    for row in broken {
      context.console.errorLine(
        "error: \(AliasFile.fileName): \(row.old) points at \(kb.aliases[RecordID(rawValue: row.old)]!.rawValue), which is not a record; fix or remove the line"
      )
    }
    return broken.isEmpty ? 0 : 1
  }
}
