import FileAccess
import Foundation
import HIGCite
import HIGIngest
import HIGModel

extension Workspace {
  /// The content folder's alias file, which only `hig build` and `hig aliases --write` write.
  public var aliasFile: URL { content.url.appendingPathComponent(AliasFile.fileName) }

  /// The aliases rebuilds found that the content folder does not list yet (their old IDs resolve
  /// meanwhile: every rebuild adds them to the knowledge base).
  public func pendingAliases() -> [AliasFile.Entry] { readPendingAliases() }

  /// Writes the pending aliases into the content folder's `aliases.tsv`, then ingests the content
  /// again so the cached knowledge base is current, and returns that knowledge base; nil when
  /// nothing was pending, or when the file cannot be written (the aliases stay pending, and a
  /// warning names them).
  func recordPendingAliases(problems: inout [Diagnostic]) throws -> KnowledgeBase? {
    let pending = readPendingAliases()
    guard !pending.isEmpty else { return nil }
    do {
      try record(pending)
    } catch {
      problems.append(
        Diagnostic(
          id: "cite.aliases-unwritable", severity: .warning, file: shown(aliasFile),
          message:
            "cannot record \(pending.count) alias(es) for rewritten rules (\(Workspace.reason(error))); their old IDs resolve from this cache only",
          fix: "make the file writable and run 'hig build' again, or add these lines to it by hand: "
            + pending.map { "\($0.old)<TAB>\($0.new)" }.joined(separator: ", ")))
      return nil
    }
    try interruption(.aliasesRecorded)
    // A kill before this line leaves them pending too; the next rebuild drops them, since the
    // content folder lists them now.
    unlink(pendingAliasesFile.path)
    try interruption(.pendingAliasesCleared)
    report(.aliasesRecorded(pending, file: shown(aliasFile)))
    // The same IDs resolve as before, but the content's fingerprint changed with the file.
    let previous = memory.withLock { $0.knowledgeBase }.map(PreviousBuild.memory) ?? .none
    return try rebuild(fingerprint: try currentFingerprint(), previous: previous, progress: nil, problems: &problems)
      .knowledgeBase
  }

  /// The aliases the IDs of an older copy of the content need in `current` (this content's
  /// knowledge base), and the IDs that resolve to nothing (removed records): for content edited
  /// without running hig, compared with a git worktree of `main`, say.
  public func aliases(since older: ContentFolder, current: KnowledgeBase) throws -> (
    found: [Alias], unresolved: [RecordID]
  ) {
    let previous = try Ingester(folder: older).ingest()
    let matcher = AliasMatcher()
    let found = matcher.aliases(previous: previous, current: current)
    return (found, matcher.unresolved(previous: previous, current: current, found: found))
  }

  /// Appends `entries` to the content folder's `aliases.tsv` (created when missing), atomically;
  /// entries whose old ID it lists already are left out.
  public func record(_ entries: [AliasFile.Entry]) throws {
    // Read as the ingester reads it: never through a link out of the content folder, never a FIFO.
    let existing = (try? content.metadataFile(AliasFile.fileName))?.flatMap { String(validating: $0, as: UTF8.self) }
    try AtomicFile.write(Data(AliasFile.appending(entries, to: existing).utf8), to: aliasFile)
  }

  func readPendingAliases() -> [AliasFile.Entry] {
    // Without blocking: a FIFO named like the file must not hang every command.
    guard let bytes = try? FileReader.read(pendingAliasesFile.path), let text = String(validating: bytes, as: UTF8.self)
    else { return [] }
    return AliasFile.entries(in: text)
  }

  func savePendingAliases(_ entries: [AliasFile.Entry]) throws {
    guard !entries.isEmpty else {
      // Nothing pending: no file, rather than an empty one.
      if unlink(pendingAliasesFile.path) != 0, errno != ENOENT {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
      }
      return
    }
    let text = AliasFile.appending(entries, to: Workspace.pendingHeader)
    try AtomicFile.write(Data(text.utf8), to: pendingAliasesFile)
  }

  static let pendingHeader = """
    # Aliases of rewritten rules that resolve from this cache and that 'hig build' will record in
    # the content folder's aliases.tsv. Not an input: delete the cache folder at will.
    old\tnew\tfound

    """
}
