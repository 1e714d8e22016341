import HIGIngest
import HIGModel
import HIGSearch

extension Workspace {
  /// Runs `body` with the search index and a loader of the knowledge base that index was built
  /// from: one snapshot of the content, so that what is made of both (a site: its pages from the
  /// knowledge base, its search from the index) agrees even when the content changes meanwhile.
  /// The loader may be called later, on any thread (`hig site` decodes the knowledge base while
  /// it exports the index). When the content changed after the index was found current and the
  /// knowledge base it was built from is no longer in memory or in the cache, `body`'s work is
  /// thrown away and it runs once more, with the current knowledge base and an index built from it.
  public func withSnapshot<T>(_ body: (SearchIndex, @escaping () throws -> KnowledgeBase) throws -> T) throws -> T {
    do {
      return try withSearchIndex { index in
        let fingerprint = index.header.fingerprint
        return try body(index) { [self] in
          guard case .current(let knowledgeBase) = cachedKnowledgeBase(fingerprint: fingerprint, force: false) else {
            throw SnapshotMoved()
          }
          return knowledgeBase
        }
      }
    } catch is SnapshotMoved {
      let knowledgeBase = try self.knowledgeBase().knowledgeBase
      let index = try searchIndex(of: knowledgeBase)
      return try body(index) { knowledgeBase }
    }
  }

  /// The index built from `knowledgeBase`: the one in memory or in the cache when it is, else a
  /// new one.
  func searchIndex(of knowledgeBase: KnowledgeBase) throws -> SearchIndex {
    let fingerprint = knowledgeBase.contentFingerprint
    if let index = memory.withLock({ $0.searchIndex }), index.header.fingerprint == fingerprint { return index }
    if let index = try? SearchIndex(contentsOfFile: searchIndexPath), index.header.fingerprint == fingerprint {
      memory.withLock { $0.searchIndex = index }
      return index
    }
    return try buildSearchIndex(of: knowledgeBase, reason: "content changed")
  }
}

/// The content changed under a snapshot, and what its index was built from is gone.
struct SnapshotMoved: Error {}
