import Foundation
import HIGIngest
import HIGModel
import HIGSearch
import Synchronization

/// A content folder and its cache folder, opened once, that answers "the knowledge base and the
/// search index for the content as it is now": it checks freshness, rebuilds and caches what is
/// stale, keeps the IDs of rewritten rules resolving, and reports what it did as `WorkspaceEvent`s
/// for its caller to show, instead of printing.
///
/// The command line opens one per command. A long-running process (a server) opens one and asks
/// it before every request: what was current is kept in memory, so an unchanged content folder
/// costs a request only the freshness check, and an edit between two requests is rebuilt before
/// the second is answered.
///
///     let workspace = Workspace(contentPath: "/repo/Content", cacheRootPath: "/repo/.hig-cache",
///                               generator: "hig 0.1.0 1767225600") { event in log(event.description) }
///     let kb = try workspace.knowledgeBase().knowledgeBase
///     let hits = try workspace.withSearchIndex(readOnly: true) { try Searcher(index: $0).search(query) }
///
/// Content files are never written, except by `recordPendingAliases()` and `record(_:)`, which
/// `hig build` and `hig aliases --write` call (see docs/Citations.md).
public final class Workspace: Sendable {
  public let content: ContentFolder
  /// This content folder's own cache folder, as an absolute path (`cacheFolderPath(for:in:)`).
  public let cacheFolderPath: String
  /// Identifies the program that builds the caches (its version and build time), so a new build
  /// of hig rebuilds what an older one wrote.
  public let generator: String
  /// Where paths in events are shown relative to (the caller's working directory), if anywhere; a
  /// path, made a URL only for a message (making it costs every `hig search`).
  let displayBase: String?
  let report: @Sendable (WorkspaceEvent) -> Void
  /// Called after each write that a kill could interrupt; tests throw from it to stop right there.
  let interruption: @Sendable (WriteStep) throws -> Void
  /// What was current when last asked, for a process that asks again.
  let memory = Mutex(Memory())

  struct Memory {
    var knowledgeBase: KnowledgeBase?
    var searchIndex: SearchIndex?
  }

  /// Whether a knowledge base is kept in memory (freeing one of the whole HIG takes a while).
  public var holdsKnowledgeBase: Bool { memory.withLock { $0.knowledgeBase != nil } }

  /// The cache files, in the order a rebuild writes them (see `interruption`).
  enum WriteStep: CaseIterable, Sendable {
    case pendingAliasesSaved, knowledgeBaseSaved, aliasesRecorded, pendingAliasesCleared
  }

  public static let searchIndexFileName = "search-index.bin"
  /// Aliases a rebuild found that `hig build` has not yet recorded in the content folder.
  public static let pendingAliasesFileName = "pending-aliases.tsv"

  /// Opens the content folder at `contentPath` with its cache under `cacheRootPath` (both
  /// absolute and standardized). `report` is called on the calling thread as things happen.
  public convenience init(
    contentPath: String, cacheRootPath: String, generator: String, displayingPathsFrom displayBase: String? = nil,
    report: @escaping @Sendable (WorkspaceEvent) -> Void = { _ in }
  ) {
    self.init(
      content: ContentFolder(path: contentPath), cacheRootPath: cacheRootPath, generator: generator,
      displayBase: displayBase, report: report)
  }

  init(
    content: ContentFolder, cacheRootPath: String, generator: String, displayBase: String?,
    report: @escaping @Sendable (WorkspaceEvent) -> Void,
    interruption: @escaping @Sendable (WriteStep) throws -> Void = { _ in }
  ) {
    self.content = content
    self.cacheFolderPath = Workspace.cacheFolderPath(for: content, in: cacheRootPath)
    self.generator = generator
    self.displayBase = displayBase
    self.report = report
    self.interruption = interruption
  }

  /// The cache folder of `content` under the cache root: named after the content folder and a hash
  /// of its real path, so two content folders never share one, and outside it, since the content
  /// may be read-only.
  ///
  ///     Workspace.cacheFolderPath(for: ContentFolder(path: "/repo/Content"), in: "/repo/.hig-cache")
  ///     // "/repo/.hig-cache/content-3f9a1c2e"
  public static func cacheFolderPath(for content: ContentFolder, in cacheRootPath: String) -> String {
    var hash = FNV1a()
    hash.add(ContentFolder.realPath(content.path) ?? content.path)
    let name = Slug.make(content.path.split(separator: "/").last.map(String.init) ?? "")
    let folderName = "\(name.isEmpty ? "content" : name)-\(hash.hex.prefix(8))"
    return cacheRootPath.hasSuffix("/") ? cacheRootPath + folderName : cacheRootPath + "/" + folderName
  }

  public var cacheFolder: URL { URL(fileURLWithPath: cacheFolderPath, isDirectory: true) }
  public var knowledgeBaseFile: URL { file(KnowledgeBaseFile.fileName) }
  /// What a rebuild compares with, beside the cached knowledge base (`KnowledgeBaseOutlineFile`).
  var outlineFile: URL { file(KnowledgeBaseOutlineFile.fileName) }
  /// The search index file, as a path: what a search opens, without Foundation's `URL.path`.
  public var searchIndexPath: String { cacheFolderPath + "/" + Workspace.searchIndexFileName }
  public var pendingAliasesFile: URL { file(Workspace.pendingAliasesFileName) }
  var listingPath: String { cacheFolderPath + "/" + ContentFingerprint.listingFileName }

  /// A file in the cache folder (said to be a file: without the hint, URL asks the disk).
  func file(_ name: String) -> URL { URL(fileURLWithPath: cacheFolderPath + "/" + name, isDirectory: false) }

  /// How events name `url`: relative to the caller's working directory when inside it.
  func shown(_ url: URL) -> String {
    displayBase.map { url.relativePath(from: URL(fileURLWithPath: $0, isDirectory: true)) } ?? url.path
  }

  /// Starts computing the content's fingerprint; the files are stat'ed by `finish()` (see
  /// `ContentFingerprint.start`). Throws when the content folder is missing.
  public func startFingerprint() throws -> ContentFingerprint.Check {
    try content.validate()
    return ContentFingerprint.start(content, generator: generator, listingFile: listingPath)
  }

  /// The fingerprint of the content as it is now on disk.
  public func currentFingerprint() throws -> String {
    try startFingerprint().finish()
  }
}
