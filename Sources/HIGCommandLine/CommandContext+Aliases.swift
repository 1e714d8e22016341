import FileAccess
import Foundation
import HIGCite
import HIGIngest
import HIGModel

extension CommandContext {
  /// The content folder's alias file.
  var aliasFile: URL { contentFolder.url.appendingPathComponent(AliasFile.fileName) }

  /// After a rebuild, keeps the IDs of rewritten records resolving: finds each vanished ID's
  /// replacement, appends the aliases to the content folder's `aliases.tsv` and rebuilds once more
  /// so the knowledge base knows them. A read-only content folder gets a warning, never a failure.
  func keepingAliases(_ loaded: KnowledgeBaseStore.Loaded) throws -> KnowledgeBaseStore.Loaded {
    guard loaded.rebuilt, let previous = loaded.previous else { return loaded }
    let matcher = AliasMatcher()
    let found = matcher.aliases(previous: previous, current: loaded.knowledgeBase)
    let lost = matcher.unresolved(previous: previous, current: loaded.knowledgeBase, found: found)
    if !lost.isEmpty {
      let shown = lost.prefix(5).map(\.rawValue).joined(separator: ", ")
      console.errorLine(
        "note: \(lost.count) record ID(s) no longer resolve (records removed or rewritten beyond recognition): \(shown)\(lost.count > 5 ? ", …" : "")\n  fix: if one was rewritten, add 'old-id<TAB>new-id' to \(AliasFile.fileName)"
      )
    }
    guard !found.isEmpty else { return loaded }
    let shownFile = aliasFile.relativePath(from: workingDirectory)
    do {
      try record(found)
    } catch {
      console.errorLine(
        Diagnostic(
          id: "cite.aliases-unwritable", severity: .warning, file: shownFile,
          message:
            "cannot record \(found.count) alias(es) for rewritten rules (\(ErrorText.describe(error))); their old IDs will not resolve",
          fix: "add these lines to \(shownFile) by hand (later builds will not find them again): "
            + found.map { "\($0.old)<TAB>\($0.new)" }.joined(separator: ", ")
        ).description)
      return loaded
    }
    for alias in found {
      console.errorLine(
        "note: kept \(alias.old) as an alias of \(alias.new) (rewritten rule, similarity \(String(format: "%.2f", alias.similarity))) in \(shownFile)"
      )
    }
    var reloaded = try store.load()
    reloaded.previous = previous
    reloaded.reason = loaded.reason
    return reloaded
  }

  /// Appends `aliases` to the content folder's `aliases.tsv` (created when missing), atomically.
  func record(_ aliases: [Alias]) throws {
    // Read as the ingester reads it: never through a link out of the content folder.
    let existing = (try? contentFolder.metadataFile(AliasFile.fileName))?.flatMap { String(validating: $0, as: UTF8.self) }
    try AtomicFile.write(Data(AliasFile.appending(aliases, to: existing).utf8), to: aliasFile)
  }
}
