import Foundation
import HIGCite
import HIGIngest
import HIGModel

/// `hig aliases`: the old record IDs that still resolve, and the ones an older content folder had.
enum AliasesCommand: Command {
  static let name = "aliases"
  static let since = Option<String>(
    "since", value: "DIR",
    help: "An older copy of the content folder (e.g. a git worktree of main): list the aliases its IDs need.",
    reading: .text)
  static let write = Flag("write", short: "w", help: "With --since: append the aliases found to aliases.tsv.")
  static let strict = Flag(
    "strict", help: "With --since: fail when an old ID resolves to nothing (a rule was removed).")
  static let json = Flag("json", help: "Print the aliases (and, with --since, the IDs that no longer resolve) as JSON.")

  static let spec = CommandSpec(
    name: name,
    abstract: "List the old record IDs that still resolve, or find those a content change dropped.",
    options: [since.entry, write.entry, strict.entry, json.entry],
    discussion: """
      Every command that rebuilds the knowledge base keeps aliases by itself, comparing with the
      cached build: until 'hig build' records them in aliases.tsv, they resolve from the cache and
      are listed here as pending. --since does the same comparison against any older content
      folder, for a pull request whose content edits were made without running hig:

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
    /// True for an alias found by a rebuild that `hig build` has not recorded in aliases.tsv yet.
    var pending: Bool?
  }

  struct Report: Encodable {
    var aliases: [Row]
    var unresolved: [String]?
  }

  static func validate(_ arguments: ParsedArguments) throws {
    if arguments[write], arguments[since] == nil {
      throw UsageError(spec, message: "--write records what --since finds; add --since DIR")
    }
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    // --write writes the content folder: the aliases rebuilds found go there too.
    let kb = try context.knowledgeBase(recordingAliases: arguments[write]).knowledgeBase
    guard let older = arguments[since] else { return list(kb, arguments: arguments, context: context) }
    let (found, unresolved): ([Alias], [RecordID])
    do {
      (found, unresolved) = try context.workspace.aliases(since: ContentFolder(url: context.path(older)), current: kb)
    } catch {
      throw CommandError.failed("cannot read the older content in \(older): \(error)")
    }
    if arguments[json] {
      try context.printJSON(
        Report(
          aliases: found.map { Row(old: $0.old.rawValue, now: $0.new.rawValue, similarity: $0.similarity) },
          unresolved: unresolved.map(\.rawValue)))
    } else {
      let console = context.console
      if found.isEmpty {
        console.line(
          "No new aliases: every ID of \(older) still resolves\(unresolved.isEmpty ? "" : " or was removed").")
      } else {
        var rows = [["OLD", "NOW", "SIMILARITY"]]
        rows += found.map { [$0.old.rawValue, $0.new.rawValue, String(format: "%.2f", $0.similarity)] }
        console.write(TextTable.render(rows))
      }
      if !unresolved.isEmpty {
        console.line("\(unresolved.count) ID(s) of \(older) resolve to nothing (removed records):")
        for id in unresolved { console.line("  \(id)") }
      }
    }
    if arguments[write], !found.isEmpty {
      let file = context.workspace.aliasFile.relativePath(from: context.workingDirectory)
      do {
        try context.workspace.record(found.map { AliasFile.Entry($0, date: Date()) })
      } catch {
        throw CommandError.failed("cannot write \(file): \(error.localizedDescription)")
      }
      context.console.errorLine("Added \(found.count) alias(es) to \(file).")
    }
    return arguments[strict] && !unresolved.isEmpty ? 1 : 0
  }

  /// The aliases the content folder has, each with the record it resolves to now.
  static func list(_ kb: KnowledgeBase, arguments: ParsedArguments, context: CommandContext) -> Int32 {
    let pending = Set(context.workspace.pendingAliases().map(\.old))
    let rows = kb.aliases.keys.sorted().map { old in
      Row(old: old.rawValue, now: kb.lookup(old)?.record.id.rawValue, pending: pending.contains(old) ? true : nil)
    }
    if arguments[json] {
      try? context.printJSON(Report(aliases: rows))
    } else if rows.isEmpty {
      context.console.line("No aliases: no record has been rewritten since its ID was first given out.")
    } else {
      var table = [["OLD", "NOW"]] + rows.map { [$0.old, $0.now ?? "(resolves to nothing)"] }
      if !pending.isEmpty {
        for (number, row) in rows.enumerated() {
          table[number + 1].append(row.pending == true ? "pending: 'hig build' records it" : "")
        }
        table[0].append("")
      }
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
