import FileAccess
import Foundation
import HIGIngest
import HIGModel
import HIGSearch

extension CommandContext {
  /// The search index file in this content folder's cache, as a path: what a search opens.
  var searchIndexPath: String { store.cacheFolderPath + "/search-index.bin" }

  /// The search index file as a URL, for writing it and for messages.
  ///
  /// Said to be a file: without the hint, URL checks the disk (an lstat) to tell.
  var searchIndexFile: URL { URL(fileURLWithPath: searchIndexPath, isDirectory: false) }

  /// Runs `body` with the search index for the content as it is now. The fast path maps the index
  /// file and compares its header's fingerprint with the content's, without decoding the knowledge
  /// base; a missing, stale, old or damaged index is rebuilt (with a note on standard error when it
  /// was damaged) and replaced atomically, and damage found while `body` reads postings or records
  /// rebuilds it too and runs `body` once more.
  ///
  /// With `readOnly` (for a `body` that only reads: `hig search`, `cite`, `eval`), `body` runs on the
  /// cached index while the content's files are stat'ed on another thread, and its answer is kept
  /// only when the index turns out current. The freshness check is a few hundred system calls (0.4
  /// ms at 400 files) and a search about as long: on two processors, neither waits for the other.
  func withSearchIndex<T>(readOnly: Bool = false, _ body: (SearchIndex) throws -> T) throws -> T {
    let check = try store.startFingerprint()
    let file = searchIndexPath
    // access(2), not FileManager: making `FileManager.default` cost each search about 50 µs.
    guard access(file, F_OK) == 0 else {
      _ = check.finish()
      return try body(try rebuildSearchIndex(reason: "no search index yet"))
    }
    let index: SearchIndex
    do {
      index = try SearchIndex(contentsOfFile: file)
    } catch {
      _ = check.finish()
      noteRebuilding(after: error)
      return try body(try rebuildSearchIndex(reason: "\(error)"))
    }
    let answer = readOnly ? Result { try body(index) } : nil
    guard index.header.fingerprint == check.finish() else {
      return try body(try rebuildSearchIndex(reason: "content changed"))
    }
    do {
      return try answer?.get() ?? body(index)
    } catch let error as SearchIndexError {
      noteRebuilding(after: error)
      return try body(try rebuildSearchIndex(reason: "damaged index"))
    }
  }

  /// Says on standard error why the index file is being rebuilt.
  private func noteRebuilding(after error: Error) {
    console.errorLine("note: \(searchIndexFile.relativePath(from: workingDirectory)): \(error); rebuilding it.")
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
        "could not write the search index to \(searchIndexFile.path): \(ErrorText.describe(error)); check that the cache folder is writable or pass --cache-dir DIR"
      )
    }
    let index = try SearchIndex(bytes: bytes)
    console.errorLine("Indexed \(index.recordCount) records, \(index.termCount) terms (\(reason)).")
    return index
  }
}
