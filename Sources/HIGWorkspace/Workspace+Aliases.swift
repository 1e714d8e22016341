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

  /// Writes the pending aliases into the content folder's `aliases.tsv` and returns the knowledge
  /// base for the content as it is then, cached; nil when nothing was pending, or when the file
  /// cannot be written (the aliases stay pending, and a warning names them).
  ///
  /// When nothing but that file changed since the knowledge base in memory was ingested, only the
  /// file is read again (`Ingester.reloadingAliases`); otherwise the content is ingested again.
  /// Ingesting it all again was as dear as the build itself (x100: a build that found an alias took
  /// 13 s, a first build 5.5 s) and held two knowledge bases at once.
  ///
  /// `before` is the content's fingerprints (all files, and all but `aliases.tsv`) from one walk
  /// taken before the knowledge base in memory was built or found current, when the caller took
  /// them; otherwise the content is walked once more here.
  func recordPendingAliases(since before: (all: String, others: String)? = nil, problems: inout [Diagnostic]) throws
    -> KnowledgeBase?
  {
    let pending = readPendingAliases()
    guard !pending.isEmpty else { return nil }
    // Taken before the file is written: whether the content is still what was ingested.
    let before = try before ?? fingerprints()
    do {
      try record(pending)
    } catch {
      problems.append(
        Diagnostic(
          .citeAliasesUnwritable, severity: .warning, file: shown(aliasFile),
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
    let built = memory.withLock { $0.knowledgeBase }
    // One walk gives both fingerprints, so an edit elsewhere that the new one counts shows in the
    // other one too; the file is read after the walk, so what it holds is never older than the
    // fingerprint says.
    let after = try fingerprints()
    guard let built, built.contentFingerprint == before.all, after.others == before.others else {
      let previous = built.map(PreviousBuild.memory) ?? .none
      return try rebuild(fingerprint: after.all, previous: previous, progress: nil, problems: &problems).knowledgeBase
    }
    let knowledgeBase = Ingester(folder: content).reloadingAliases(of: built, fingerprint: after.all)
    try keep(knowledgeBase, problems: &problems)
    return knowledgeBase
  }

  /// The content's fingerprint, and that of every file but `aliases.tsv`, from one walk.
  func fingerprints() throws -> (all: String, others: String) {
    try content.validate()
    return ContentFingerprint.compute(
      content, generator: generator, listingFile: listingPath, excluding: AliasFile.fileName)
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
