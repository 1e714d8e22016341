import CHeapTrim
import FileAccess
import Foundation
import HIGCite
import HIGIngest
import HIGModel
import Parallel

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
    guard recordingAliases else {
      return try knowledgeBase(fingerprint: try currentFingerprint(), force: force, progress: progress)
    }
    // Recording aliases writes `aliases.tsv`, then checks that no other file changed since this walk.
    let fingerprints = try fingerprints()
    return try knowledgeBase(
      fingerprint: fingerprints.all, others: fingerprints.others, force: force, recordingAliases: true,
      progress: progress)
  }

  /// `knowledgeBase(force:recordingAliases:progress:)` for content whose fingerprint was just
  /// computed; `others`, from the same walk, is that of every file but `aliases.tsv`.
  func knowledgeBase(
    fingerprint: String, others: String? = nil, force: Bool = false, recordingAliases: Bool = false,
    progress: ((Int, Int, String) -> Void)? = nil
  ) throws -> FreshKnowledgeBase {
    var fresh: FreshKnowledgeBase
    var found: [Alias] = []
    // Warnings of the cache, reported after what they concern.
    var problems: [Diagnostic] = []
    var notYetSaved: KnowledgeBase?
    switch cachedKnowledgeBase(fingerprint: fingerprint, force: force) {
    case .current(let knowledgeBase):
      fresh = FreshKnowledgeBase(knowledgeBase: knowledgeBase, rebuilt: false)
    case .stale(let previous, var reason):
      let rebuilt = try rebuild(
        fingerprint: fingerprint, previous: previous, progress: progress, recordingAliases: recordingAliases,
        problems: &problems)
      if !force, let problem = rebuilt.previousProblem { reason = problem }
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
      if rebuilt.deferred { notYetSaved = knowledgeBase }
    }
    if recordingAliases {
      if let recorded = try recordPendingAliases(since: others.map { (fingerprint, $0) }, problems: &problems) {
        fresh.knowledgeBase = recorded
      } else if let notYetSaved {
        try keep(notYetSaved, problems: &problems)
      }
    } else {
      for alias in found { report(.aliasPending(alias, file: shown(aliasFile))) }
    }
    for problem in problems { report(.diagnostic(problem)) }
    fresh.warnings = problems
    return fresh
  }

  /// What the memory or the cache holds for content with `fingerprint`.
  enum Cached {
    case current(KnowledgeBase)
    /// Not current: the last build a rebuild compares with, and why it is not used.
    case stale(previous: PreviousBuild, reason: String)
  }

  /// The last build, which a rebuild compares with to keep the IDs of rewritten rules. The cache
  /// file's outline is read only after the ingestion, so that neither it nor the file's bytes are
  /// held through it, and in one reading, with the texts of the IDs the new build lacks.
  enum PreviousBuild {
    case none
    /// A knowledge base in memory (it has every text).
    case memory(KnowledgeBase)
    /// The cache file; `remembered` stands in for it when its outline cannot be read.
    case cacheFile(remembered: KnowledgeBase?)
  }

  func cachedKnowledgeBase(fingerprint: String, force: Bool) -> Cached {
    let remembered = memory.withLock { $0.knowledgeBase }
    if !force, let remembered, remembered.contentFingerprint == fingerprint { return .current(remembered) }
    let previous = PreviousBuild.cacheFile(remembered: remembered)
    // A forced build uses nothing of the cache but its outline: read after the ingestion.
    if force { return .stale(previous: previous, reason: "rebuild requested") }
    // What content the cache was built from is in its first bytes: after an edit, the file (large
    // at x100) is neither read whole nor checksummed only to learn that it is stale.
    if let stated = KnowledgeBaseFile.statedContentFingerprint(at: knowledgeBaseFile.path), stated != fingerprint {
      return .stale(previous: previous, reason: "content changed")
    }
    var reason = "no cached knowledge base yet"
    // Read without blocking: a FIFO in its place is refused (and replaced by the rebuild's write).
    switch Result(catching: { try FileReader.read(knowledgeBaseFile.path) }) {
    case .failure(FileError.missing): break
    case .failure(let error): reason = "cached knowledge base unusable: \(ErrorText.describe(error))"
    case .success(let bytes):
      // Only a current cache is decoded whole. Its checksum is checked once, here.
      let file = KnowledgeBaseFile.verify(bytes)
      switch file.flatMap(KnowledgeBaseFile.contentFingerprint) {
      case .success(fingerprint):
        switch file.flatMap(KnowledgeBaseFile.decode) {
        case .success(let cached):
          memory.withLock { $0.knowledgeBase = cached }
          return .current(cached)
        case .failure(let problem): reason = problem.description
        }
      case .success: reason = "content changed"
      case .failure(let problem): reason = problem.description
      }
    }
    return .stale(previous: previous, reason: reason)
  }

  /// Whether there is a last build to compare with, as far as the cache folder shows without reading it.
  private func isAvailable(_ previous: PreviousBuild) -> Bool {
    switch previous {
    case .none: return false
    case .memory: return true
    case .cacheFile(let remembered):
      return remembered != nil || access(outlineFile.path, F_OK) == 0 || access(knowledgeBaseFile.path, F_OK) == 0
    }
  }

  /// The outline of `previous` compared with a build whose IDs are `current`, with the texts of
  /// the IDs it lacks, and why the cache file's could not be read when it could not (the
  /// rebuild's reason then).
  private func outline(of previous: PreviousBuild, current: Set<RecordID>) -> (
    outline: KnowledgeBaseOutline?, problem: String?
  ) {
    let wanted = { (id: RecordID) in !current.contains(id) }
    switch previous {
    case .none: return (nil, nil)
    case .memory(let knowledgeBase): return (KnowledgeBaseOutline(knowledgeBase), nil)
    case .cacheFile(let remembered):
      if let outline = KnowledgeBaseOutlineFile.outline(
        at: outlineFile.path, cachePath: knowledgeBaseFile.path, known: current, textsWhere: wanted)
      {
        return (outline, nil)
      }
      // Without its outline file (written by an older hig, or damaged), the cache is read whole.
      guard let bytes = try? FileReader.read(knowledgeBaseFile.path) else {
        return (remembered.map(KnowledgeBaseOutline.init), nil)
      }
      switch KnowledgeBaseFile.verify(bytes).flatMap({ KnowledgeBaseFile.outline($0, textsWhere: wanted) }) {
      case .success(let outline): return (outline, nil)
      case .failure(let problem): return (remembered.map(KnowledgeBaseOutline.init), problem.description)
      }
    }
  }

  /// Ingests the content, carries the pending aliases over, matches the IDs that vanished since
  /// `previous` and caches the result. Writes in an order no kill can turn into a lost alias: the
  /// pending aliases first, then the knowledge base that relies on them (a cached knowledge base
  /// is what later rebuilds compare with, so once it is saved the comparison cannot be made again).
  ///
  /// With `recordingAliases` (`hig build`), a knowledge base with pending aliases is only kept in
  /// memory (`deferred`): `recordPendingAliases` saves it once they are recorded, so it is
  /// written once, not once before and once after.
  func rebuild(
    fingerprint: String, previous: PreviousBuild, progress: ((Int, Int, String) -> Void)?,
    recordingAliases: Bool = false, problems: inout [Diagnostic]
  ) throws -> (knowledgeBase: KnowledgeBase, found: [Alias], lost: [RecordID], deferred: Bool, previousProblem: String?)
  {
    let stored = readPendingAliases()
    // A first build has nothing to compare with, and skips the set of its IDs (200,000 at x100).
    let comparing = !stored.isEmpty || isAvailable(previous)
    let ingested = try Ingester(folder: content).ingestBeforeHarvest(fingerprint: fingerprint, progress: progress)
    // The comparison needs the records only: it runs on a core of its own while the other harvests term pairs.
    let compared = BackgroundValue { comparing ? self.compare(ingested, with: previous, pending: stored) : Comparison() }
    var knowledgeBase = Ingester.harvestingTerms(ingested)
    let comparison = try compared.value()
    // The comparison's thread freed what it read in an arena of its own; the save is the peak.
    if comparing { hig_return_freed_memory() }
    var pending = comparison.pending
    let (found, lost, previousProblem) = (comparison.found, comparison.lost, comparison.previousProblem)
    for entry in pending { knowledgeBase.aliases[entry.old] = entry.new }
    for alias in found { knowledgeBase.aliases[alias.old] = alias.new }
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
    if recordingAliases, pendingSaved, !pending.isEmpty {
      memory.withLock { $0.knowledgeBase = knowledgeBase }
      return (knowledgeBase, found, lost, true, previousProblem)
    }
    // Without its pending aliases saved, the knowledge base is not saved either: the next
    // command then compares with the old one again and finds them again.
    try keep(knowledgeBase, saving: pendingSaved, problems: &problems)
    return (knowledgeBase, found, lost, false, previousProblem)
  }

  /// What a rebuild learnt from the last build and the pending aliases.
  struct Comparison: Sendable {
    /// The stored pending aliases still pending: not yet recorded, nor undone by an edit.
    var pending: [AliasFile.Entry] = []
    var found: [Alias] = []
    var lost: [RecordID] = []
    /// Why the last build's cache could not be read, when it could not.
    var previousProblem: String?
  }

  /// `current` (a new build) compared with `previous` once the `stored` pending aliases are in
  /// place; only the records whose ID vanished are compared by text.
  private func compare(_ current: KnowledgeBase, with previous: PreviousBuild, pending stored: [AliasFile.Entry])
    -> Comparison
  {
    if case .cacheFile = previous, let comparison = compareChanged(current, pending: stored) { return comparison }
    var current = current
    // Every ID of the new build, once: for the pending aliases and the comparison alike.
    let live = AliasMatcher.ids(current)
    var comparison = Comparison()
    // An alias the content folder lists now was recorded; one whose old ID is a record again was
    // undone by an edit.
    comparison.pending = stored.filter { current.aliases[$0.old] == nil && !live.contains($0.old) }
    for entry in comparison.pending { current.aliases[entry.old] = entry.new }
    let (outline, problem) = outline(of: previous, current: live)
    comparison.previousProblem = problem
    if let outline {
      (comparison.found, comparison.lost) = AliasMatcher().compare(
        previous: outline, current: current, currentIDs: live)
    }
    return comparison
  }

  /// `compare(_:with:pending:)` with the last build's outline file, leaving out the guidelines
  /// that hold the same records in both builds: an edit changes a few guidelines, and reading,
  /// collecting and looking up every ID of both builds was a third of a second at x100, on a core
  /// the build needs. The same result as comparing everything, as long as guidelines own their
  /// IDs in both builds (`RecordMembership`): then a record cannot be in an unchanged guideline
  /// and in a changed one. nil when they do not, or the outline file cannot be read.
  private func compareChanged(_ current: KnowledgeBase, pending stored: [AliasFile.Entry]) -> Comparison? {
    guard let membership = RecordMembership(current) else { return nil }
    var digests: [String: UInt64] = [:]
    digests.reserveCapacity(current.guidelines.count)
    for guideline in current.guidelines { digests[guideline.slug] = KnowledgeBaseOutline.digest(of: guideline) }
    guard
      let reading = KnowledgeBaseOutlineFile.reading(
        at: outlineFile.path, cachePath: knowledgeBaseFile.path, leavingOut: digests,
        textsWhere: { !membership.contains($0) }),
      !reading.slugsRepeat, reading.outline.guidelines.allSatisfy(RecordMembership.ownsItsIDs)
    else { return nil }
    var changed = current
    changed.guidelines = current.guidelines.filter { !reading.unchanged.contains($0.slug) }
    var comparison = Comparison()
    comparison.pending = stored.filter { current.aliases[$0.old] == nil && !membership.contains($0.old) }
    for entry in comparison.pending { changed.aliases[entry.old] = entry.new }
    // A lost ID's aliases may lead to a record of a guideline left out: the whole build's records answer.
    (comparison.found, comparison.lost) = AliasMatcher().compare(
      previous: reading.outline, current: changed, currentIDs: AliasMatcher.ids(changed), records: membership)
    return comparison
  }

  /// Caches `knowledgeBase` (a warning when it cannot be saved) unless `saving` is false, and
  /// keeps it in memory.
  func keep(_ knowledgeBase: KnowledgeBase, saving: Bool = true, problems: inout [Diagnostic]) throws {
    if saving {
      do {
        try save(knowledgeBase)
      } catch {
        problems.append(unsaved(knowledgeBaseFile, error, what: "the knowledge base"))
      }
    }
    try interruption(.knowledgeBaseSaved)
    memory.withLock { $0.knowledgeBase = knowledgeBase }
  }

  /// Saves `knowledgeBase` as the cached one (benchmarks write a knowledge base they made), and
  /// its outline beside it. An outline that cannot be written costs the next rebuild time only:
  /// it names the cache's checksum, so a stale one is never used.
  public func save(_ knowledgeBase: KnowledgeBase) throws {
    let layout = try KnowledgeBaseFile.write(knowledgeBase, to: knowledgeBaseFile)
    try? AtomicFile.write(KnowledgeBaseOutlineFile.encode(knowledgeBase, layout: layout), to: outlineFile)
  }

  /// The warning for a cache file that could not be written: the answer stands, from memory.
  func unsaved(_ file: URL, _ error: Error, what: String) -> Diagnostic {
    Diagnostic(
      .cacheUnsaved, severity: .warning, file: shown(file),
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
