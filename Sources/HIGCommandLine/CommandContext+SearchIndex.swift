import HIGIngest
import HIGModel
import HIGSearch

extension CommandContext {
  /// The search index file in this content folder's cache.
  var searchIndexFile: URL { store.cacheFolder.appendingPathComponent("search-index.bin") }

  /// The search index for the content as it is now. The fast path reads the index file in one go
  /// and compares its header's fingerprint with the content's, without decoding the knowledge
  /// base; a stale, old or damaged index is rebuilt (with a note on standard error) and replaced
  /// atomically.
  func searchIndex() throws -> SearchIndex {
    let fingerprint = try store.currentFingerprint()
    var reason = "no search index yet"
    if let data = try? Data(contentsOf: searchIndexFile) {
      let bytes = [UInt8](data)
      do {
        let header = try SearchIndex.header(of: bytes)
        if header.fingerprint == fingerprint { return try SearchIndex(bytes: bytes) }
        reason = "content changed"
      } catch {
        reason = "\(error)"
        console.errorLine(
          "note: \(searchIndexFile.relativePath(from: workingDirectory)): \(error); rebuilding it.")
      }
    }
    return try rebuildSearchIndex(reason: reason)
  }

  /// Builds the index from the knowledge base and writes it atomically.
  @discardableResult
  func rebuildSearchIndex(reason: String) throws -> SearchIndex {
    let knowledgeBase = try self.knowledgeBase().knowledgeBase
    let bytes = IndexBuilder.build(knowledgeBase)
    do {
      try AtomicFile.write(Data(bytes), to: searchIndexFile)
    } catch {
      throw CommandError.failed(
        "could not write the search index to \(searchIndexFile.path): \(error.localizedDescription); check that the cache folder is writable or pass --cache-dir DIR"
      )
    }
    let index = try SearchIndex(bytes: bytes)
    console.errorLine("Indexed \(index.recordCount) records, \(index.termCount) terms (\(reason)).")
    return index
  }
}

import Foundation
