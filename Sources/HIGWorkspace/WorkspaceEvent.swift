import HIGCite
import HIGModel

/// Something a workspace did or found that its caller should tell the person asking: the command
/// line prints each on standard error; a server can pass them on with its answer.
///
/// Paths are shown relative to the working directory the workspace was opened with.
public enum WorkspaceEvent: Sendable, CustomStringConvertible {
  /// The content was ingested again, and why.
  case ingested(folder: String, guidelines: Int, records: Int, reason: String)
  /// A problem the ingestion or the cache continued past (a skipped file, a cache file not saved).
  case diagnostic(Diagnostic)
  /// A rewritten rule's old ID, kept resolving from the cache until `hig build` records it in `file`.
  case aliasPending(Alias, file: String)
  /// Aliases written into the content folder's alias file.
  case aliasesRecorded([AliasFile.Entry], file: String)
  /// Record IDs of the previous build that resolve to nothing now (removed, or rewritten beyond
  /// recognition); `file` is where an alias could be added by hand.
  case idsLost([RecordID], file: String)
  /// The search index file could not be used (damaged, or of another version) and is rebuilt.
  case searchIndexUnusable(file: String, problem: String)
  /// The search index was built again, and why.
  case indexed(records: Int, terms: Int, reason: String)

  /// How serious it is: warnings mean something was skipped or not saved.
  public var severity: Diagnostic.Severity {
    switch self {
    case .diagnostic(let diagnostic): return diagnostic.severity
    default: return .note
    }
  }

  /// The event as one or more lines of text.
  public var description: String {
    switch self {
    case .ingested(let folder, let guidelines, let records, let reason):
      return "Ingested \(folder): \(guidelines) guidelines, \(records) records (\(reason))."
    case .diagnostic(let diagnostic):
      return diagnostic.description
    case .aliasPending(let alias, let file):
      return
        "note: kept \(alias.old) as an alias of \(alias.new) (rewritten rule, similarity \(String(format: "%.2f", alias.similarity))); 'hig build' records it in \(file)"
    case .aliasesRecorded(let entries, let file):
      return entries.map { entry in
        "note: kept \(entry.old) as an alias of \(entry.new) (rewritten rule\(entry.found.isEmpty ? "" : ", found \(entry.found)")) in \(file)"
      }.joined(separator: "\n")
    case .idsLost(let ids, let file):
      let shown = ids.prefix(5).map(\.rawValue).joined(separator: ", ")
      return
        "note: \(ids.count) record ID(s) no longer resolve (records removed or rewritten beyond recognition): \(shown)\(ids.count > 5 ? ", …" : "")\n  fix: if one was rewritten, add 'old-id<TAB>new-id' to \(file)"
    case .searchIndexUnusable(let file, let problem):
      return "note: \(file): \(problem); rebuilding it."
    case .indexed(let records, let terms, let reason):
      return "Indexed \(records) records, \(terms) terms (\(reason))."
    }
  }
}
