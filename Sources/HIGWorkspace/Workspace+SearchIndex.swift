import FileAccess
import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HIGIngest
import HIGModel
import HIGSearch

extension Workspace {
  /// Runs `body` with the search index for the content as it is now. The fast path maps the index
  /// file (or takes the one in memory) and compares its header's fingerprint with the content's,
  /// without decoding the knowledge base; a missing, stale, old or damaged index is rebuilt (with a
  /// note when it was damaged) and replaced atomically, and damage found while `body` reads
  /// postings or records rebuilds it too and runs `body` once more. An index that cannot be saved
  /// is used from memory, with a warning.
  ///
  /// With `readOnly` (for a `body` that only reads: a search, a citation, an evaluation), `body`
  /// runs on the cached index before the content's files are stat'ed, and its answer is kept only
  /// when the index turns out current: a stale index costs a second run, a current one (the usual
  /// case) nothing.
  ///
  /// Inlinable, so that the caller's `T` is specialized: `hig search` runs this once per process.
  @inlinable
  public func withSearchIndex<T>(readOnly: Bool = false, _ body: (SearchIndex) throws -> T) throws -> T {
    let opened = try openSearchIndex()
    guard let index = opened.index else { return try body(currentSearchIndex(after: opened)) }
    let answer = readOnly ? Result { try body(index) } : nil
    guard isCurrent(opened) else { return try body(currentSearchIndex(after: opened)) }
    do {
      return try answer?.get() ?? body(index)
    } catch let error as SearchIndexError {
      return try body(rebuildSearchIndex(after: opened, damage: error))
    }
  }

  /// Starts the freshness check and opens the index to try meanwhile.
  @usableFromInline
  func openSearchIndex() throws -> OpenedSearchIndex {
    let check = try startFingerprint()
    if let remembered = memory.withLock({ $0.searchIndex }) {
      return OpenedSearchIndex(index: remembered, fromMemory: true, check: check)
    }
    let path = searchIndexPath
    // access(2), not FileManager: making `FileManager.default` cost each search time (docs/benchmarks.md, "Smaller choices").
    guard access(path, F_OK) == 0 else {
      return OpenedSearchIndex(index: nil, problem: "no search index yet", check: check)
    }
    do {
      let index = try SearchIndex(contentsOfFile: path)
      // An index another hig built with other ranking constants holds contributions this one
      // cannot use: it is rebuilt, like an old layout.
      guard index.isBuilt(for: .standard) else {
        return OpenedSearchIndex(index: nil, problem: "built with other ranking constants", check: check)
      }
      return OpenedSearchIndex(index: index, check: check)
    } catch {
      report(.searchIndexUnusable(file: shown(file(Workspace.searchIndexFileName)), problem: "\(error)"))
      return OpenedSearchIndex(index: nil, problem: "\(error)", check: check)
    }
  }

  /// Whether the opened index is the content's as it is now (and so worth keeping in memory).
  @usableFromInline
  func isCurrent(_ opened: OpenedSearchIndex) -> Bool {
    guard let index = opened.index, index.header.fingerprint == opened.fingerprint() else { return false }
    if !opened.fromMemory { memory.withLock { $0.searchIndex = index } }
    return true
  }

  /// The index for the content as it is now, when the opened one is not: the file's, when another
  /// process rebuilt it since this one's index was kept in memory, or else a new one.
  @usableFromInline
  func currentSearchIndex(after opened: OpenedSearchIndex) throws -> SearchIndex {
    let fingerprint = opened.fingerprint()
    if opened.fromMemory, let index = try? SearchIndex(contentsOfFile: searchIndexPath),
      index.header.fingerprint == fingerprint
    {
      memory.withLock { $0.searchIndex = index }
      return index
    }
    return try buildSearchIndex(fingerprint: fingerprint, reason: opened.problem ?? "content changed")
  }

  /// A new index, after `body` found damage in the opened one.
  @usableFromInline
  func rebuildSearchIndex(after opened: OpenedSearchIndex, damage: SearchIndexError) throws -> SearchIndex {
    report(.searchIndexUnusable(file: shown(file(Workspace.searchIndexFileName)), problem: "\(damage)"))
    memory.withLock { $0.searchIndex = nil }
    return try buildSearchIndex(fingerprint: opened.fingerprint(), reason: "damaged index")
  }

  /// Builds the index of the knowledge base for content with `fingerprint` and saves it atomically;
  /// when it cannot be saved, the index in memory still answers.
  func buildSearchIndex(fingerprint: String, reason: String) throws -> SearchIndex {
    try buildSearchIndex(of: try self.knowledgeBase(fingerprint: fingerprint).knowledgeBase, reason: reason)
  }

  /// Builds the index of `knowledgeBase` and saves it atomically (see `buildSearchIndex(fingerprint:reason:)`).
  func buildSearchIndex(of knowledgeBase: KnowledgeBase, reason: String) throws -> SearchIndex {
    let bytes = IndexBuilder.build(knowledgeBase)
    let file = file(Workspace.searchIndexFileName)
    do {
      try AtomicFile.write(Data(bytes), to: file)
    } catch {
      report(.diagnostic(unsaved(file, error, what: "the search index")))
    }
    let index = try SearchIndex(bytes: bytes)
    memory.withLock { $0.searchIndex = index }
    report(.indexed(records: index.recordCount, terms: index.termCount, reason: reason))
    return index
  }
}
