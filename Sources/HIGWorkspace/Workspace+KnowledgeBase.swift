import FileAccess
import Foundation
import HIGCite
import HIGIngest
import HIGModel

extension Workspace {
  /// The knowledge base for the content as it is now: the one in memory or in the cache when it
  /// is still current, otherwise ingested again and cached. A rebuild keeps the old IDs of rewritten
  /// rules resolving without writing the content folder: they are kept in the cache as pending
  /// aliases (`WorkspaceEvent.aliasPending`). With `recordingAliases` (what `hig build` asks), the
  /// pending aliases are then written into the content folder's `aliases.tsv`. A cache that cannot
  /// be written is a warning, never a failure.
  ///
  /// `progress` is called with files done, files in all, and the file being read.
  public func knowledgeBase(
    force: Bool = false, recordingAliases: Bool = false, progress: ((Int, Int, String) -> Void)? = nil
  ) throws -> FreshKnowledgeBase {
    try knowledgeBase(
      fingerprint: try currentFingerprint(), force: force, recordingAliases: recordingAliases, progress: progress)
  }

  /// `knowledgeBase(force:recordingAliases:progress:)` for content whose fingerprint was just computed.
  func knowledgeBase(
    fingerprint: String, force: Bool = false, recordingAliases: Bool = false,
    progress: ((Int, Int, String) -> Void)? = nil
  ) throws -> FreshKnowledgeBase {
    var fresh: FreshKnowledgeBase
    var found: [Alias] = []
    // Warnings of the cache, reported after what they concern.
    var problems: [Diagnostic] = []
    switch cachedKnowledgeBase(fingerprint: fingerprint, force: force) {
    case .current(let knowledgeBase):
      fresh = FreshKnowledgeBase(knowledgeBase: knowledgeBase, rebuilt: false)
    case .stale(let previous, let reason):
      let rebuilt = try rebuild(fingerprint: fingerprint, previous: previous, progress: progress, problems: &problems)
      let knowledgeBase = rebuilt.knowledgeBase
      report(
        .ingested(
          folder: shown(content.url), guidelines: knowledgeBase.guidelines.count, records: knowledgeBase.recordCount,
          reason: reason))
      for diagnostic in knowledgeBase.diagnostics where diagnostic.severity >= .warning {
        report(.diagnostic(diagnostic))
      }
      if !rebuilt.lost.isEmpty { report(.idsLost(rebuilt.lost, file: shown(aliasFile))) }
      fresh = FreshKnowledgeBase(knowledgeBase: knowledgeBase, rebuilt: true, reason: reason)
      found = rebuilt.found
    }
    if recordingAliases {
      if let recorded = try recordPendingAliases(problems: &problems) { fresh.knowledgeBase = recorded }
    } else {
      for alias in found { report(.aliasPending(alias, file: shown(aliasFile))) }
    }
    for problem in problems { report(.diagnostic(problem)) }
    fresh.warnings = problems
    return fresh
  }

  /// What the memory or the cache holds for content with `fingerprint`.
  private enum Cached {
    case current(KnowledgeBase)
    /// Not current: what comparing with the last knowledge base needs of it, and why it is not used.
    case stale(previous: KnowledgeBaseOutline?, reason: String)
  }

  private func cachedKnowledgeBase(fingerprint: String, force: Bool) -> Cached {
    let remembered = memory.withLock { $0.knowledgeBase }
    if !force, let remembered, remembered.contentFingerprint == fingerprint { return .current(remembered) }
    var reason = force ? "rebuild requested" : "no cached knowledge base yet"
    var previous: KnowledgeBaseOutline?
    // Read without blocking: a FIFO in its place is refused (and replaced by the rebuild's write).
    switch Result(catching: { try FileReader.read(knowledgeBaseFile.path) }) {
    case .failure(FileError.missing): break
    case .failure(let error): if !force { reason = "cached knowledge base unusable: \(ErrorText.describe(error))" }
    case .success(let bytes):
      // Only a current cache is decoded whole; a stale one only as far as the comparison needs.
      // Its checksum is checked once, here.
      let file = KnowledgeBaseFile.verify(bytes)
      switch file.flatMap(KnowledgeBaseFile.contentFingerprint) {
      case .success(fingerprint) where !force:
        switch file.flatMap(KnowledgeBaseFile.decode) {
        case .success(let cached):
          memory.withLock { $0.knowledgeBase = cached }
          return .current(cached)
        case .failure(let problem): reason = problem.description
        }
      case .success:
        switch file.flatMap({ KnowledgeBaseFile.outline($0) }) {
        case .success(let outline):
          previous = outline
          if !force { reason = "content changed" }
        case .failure(let problem):
          if !force { reason = problem.description }
        }
      case .failure(let problem):
        if !force { reason = problem.description }
      }
    }
    // The cache's, else the one in memory (made into an outline only when it is needed).
    return .stale(previous: previous ?? remembered.map(KnowledgeBaseOutline.init), reason: reason)
  }

  /// Ingests the content, carries the pending aliases over, matches the IDs that vanished since
  /// `previous` and caches the result. Writes in an order no kill can turn into a lost alias: the
  /// pending aliases first, then the knowledge base that relies on them (a cached knowledge base
  /// is what later rebuilds compare with, so once it is saved the comparison cannot be made again).
  func rebuild(
    fingerprint: String, previous: KnowledgeBaseOutline?, progress: ((Int, Int, String) -> Void)?,
    problems: inout [Diagnostic]
  ) throws -> (knowledgeBase: KnowledgeBase, found: [Alias], lost: [RecordID]) {
    var knowledgeBase = try Ingester(folder: content).ingest(fingerprint: fingerprint, progress: progress)
    let stored = readPendingAliases()
    // An alias the content folder lists now was recorded; one whose old ID is a record again was
    // undone by an edit.
    // The set of live IDs only when there is something to check against it (it is 200,000 IDs at x100).
    let live = stored.isEmpty ? [] : Set(knowledgeBase.eachRecord.lazy.map(\.id))
    var pending = stored.filter { knowledgeBase.aliases[$0.old] == nil && !live.contains($0.old) }
    for entry in pending { knowledgeBase.aliases[entry.old] = entry.new }
    var found: [Alias] = []
    var lost: [RecordID] = []
    if var previous {
      let matcher = AliasMatcher()
      let needed = matcher.textsNeeded(previous: previous, current: knowledgeBase)
      if !needed.isEmpty, let checksum = previous.fileChecksum, let texts = cachedOutline(textsOf: needed, checksum: checksum) {
        previous = texts
      }
      found = matcher.aliases(previous: previous, current: knowledgeBase)
      for alias in found { knowledgeBase.aliases[alias.old] = alias.new }
      lost = matcher.unresolved(previous: previous, current: knowledgeBase, found: [])
    }
    let now = Date()
    pending += found.map { AliasFile.Entry($0, date: now) }
    var pendingSaved = true
    if pending != stored {
      do {
        try savePendingAliases(pending)
      } catch {
        pendingSaved = false
        problems.append(unsaved(pendingAliasesFile, error, what: "the aliases of rewritten rules"))
      }
    }
    try interruption(.pendingAliasesSaved)
    // Without its pending aliases saved, the knowledge base is not saved either: the next
    // command then compares with the old one again and finds them again.
    if pendingSaved {
      do {
        try save(knowledgeBase)
      } catch {
        problems.append(unsaved(knowledgeBaseFile, error, what: "the knowledge base"))
      }
    }
    try interruption(.knowledgeBaseSaved)
    memory.withLock { $0.knowledgeBase = knowledgeBase }
    return (knowledgeBase, found, lost)
  }

  /// The cached knowledge base's outline with the texts of `wanted`, read again from the file the
  /// first outline came from (nil when the file changed since, or cannot be read: the records
  /// are then reported as lost rather than compared with another build's).
  private func cachedOutline(textsOf wanted: Set<RecordID>, checksum: UInt64) -> KnowledgeBaseOutline? {
    guard let bytes = try? FileReader.read(knowledgeBaseFile.path),
      case .success(let outline) = KnowledgeBaseFile.outline(bytes, textsOf: wanted), outline.fileChecksum == checksum
    else { return nil }
    return outline
  }

  /// Saves `knowledgeBase` as the cached one (benchmarks write a knowledge base they made).
  public func save(_ knowledgeBase: KnowledgeBase) throws {
    try KnowledgeBaseFile.write(knowledgeBase, to: knowledgeBaseFile)
  }

  /// The warning for a cache file that could not be written: the answer stands, from memory.
  func unsaved(_ file: URL, _ error: Error, what: String) -> Diagnostic {
    Diagnostic(
      id: "cache.unsaved", severity: .warning, file: shown(file),
      message:
        "could not save \(what) in the cache (\(Workspace.reason(error))); answered from memory, so the next command rebuilds it",
      fix: "free some disk space or make the cache folder writable, or pass --cache-dir DIR (or set HIG_CACHE_DIR)")
  }

  /// A file error as a person can act on it: the system's reason and the path it concerns, rather
  /// than Foundation's "The operation could not be completed".
  static func reason(_ error: Error) -> String {
    let reason = ErrorText.describe(error)
    guard let path = (error as? CocoaError)?.filePath else { return reason }
    return "\(path): \(reason)"
  }
}
