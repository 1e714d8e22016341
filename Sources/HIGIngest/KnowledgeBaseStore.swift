import FileAccess
import Foundation
import HIGModel

/// Keeps a content folder's knowledge base in a cache folder and rebuilds it when the content changes.
///
/// The cache lives outside the content folder (which may be read-only), in a subfolder named
/// after the content folder and a hash of its absolute path, so two content folders never share
/// one. Writes go to a temporary file renamed into place, so a crash never leaves half a file.
///
///     .hig-cache/Content-3f9a1c2e/knowledge-base.json
public struct KnowledgeBaseStore: Sendable {
  public let folder: ContentFolder
  /// This content folder's own cache folder, as an absolute path: the freshness check and the
  /// search index read it on every command, without Foundation's `URL.path`.
  public let cacheFolderPath: String
  /// Identifies the program that builds the knowledge base (e.g. its version and build time), so a
  /// new build of hig rebuilds caches that an older one wrote.
  public let generator: String

  public static let fileName = "knowledge-base.json"
  /// The content walk's listing, which lets the freshness check skip reading the content's folders.
  public static let listingFileName = "content-listing.bin"

  public init(folder: ContentFolder, cacheRoot: URL, generator: String = "") {
    self.init(folder: folder, cacheRootPath: cacheRoot.path, generator: generator)
  }

  /// The store for `folder` under the cache root at `cacheRootPath`, an absolute path.
  public init(folder: ContentFolder, cacheRootPath: String, generator: String = "") {
    self.folder = folder
    self.generator = generator
    var hash = FNV1a()
    // realpath(3) in one call; URL's resolvingSymlinksInPath checks each component in turn.
    hash.add(ContentFolder.realPath(folder.path) ?? folder.path)
    let name = Slug.make(folder.path.split(separator: "/").last.map(String.init) ?? "")
    let folderName = "\(name.isEmpty ? "content" : name)-\(hash.hex.prefix(8))"
    self.cacheFolderPath = cacheRootPath.hasSuffix("/") ? cacheRootPath + folderName : cacheRootPath + "/" + folderName
  }

  /// This content folder's own cache folder, where later stages put their outputs too.
  public var cacheFolder: URL { URL(fileURLWithPath: cacheFolderPath, isDirectory: true) }

  public var knowledgeBaseFile: URL { cacheFolder.appendingPathComponent(KnowledgeBaseStore.fileName) }

  /// The fingerprint of the content as it is now on disk.
  public func currentFingerprint() throws -> String {
    try startFingerprint().finish()
  }

  /// Starts computing the content's fingerprint; the files are stat'ed on another thread until
  /// `finish()` (see `ContentFingerprint.start`).
  public func startFingerprint() throws -> ContentFingerprint.Check {
    try folder.validate()
    return ContentFingerprint.start(
      folder, generator: generator, listingFile: cacheFolderPath + "/" + KnowledgeBaseStore.listingFileName)
  }

  /// The result of `load`: the knowledge base, and whether it was rebuilt just now.
  public struct Loaded: Sendable {
    public var knowledgeBase: KnowledgeBase
    public var rebuilt: Bool
    /// Why the cache was not used, when it was rebuilt ("content changed", "no cache yet").
    public var reason: String?
    /// The cached knowledge base this rebuild replaced, when there was a readable one: what
    /// citations compare against to keep the IDs of rewritten records as aliases.
    public var previous: KnowledgeBase?
  }

  /// The knowledge base for the content as it is now: the cached one when still current,
  /// otherwise freshly ingested and cached.
  public func load(forceRebuild: Bool = false, progress: ((Int, Int, String) -> Void)? = nil) throws -> Loaded {
    let fingerprint = try currentFingerprint()
    var reason = forceRebuild ? "rebuild requested" : "no cached knowledge base yet"
    var previous: KnowledgeBase?
    // Read without blocking: a FIFO in its place is refused (and replaced by the rebuild's write).
    switch Result(catching: { try FileReader.read(cacheFolderPath + "/" + KnowledgeBaseStore.fileName) }) {
    case .failure(FileError.missing): break
    case .failure(let error): if !forceRebuild { reason = "cached knowledge base unusable: \(ErrorText.describe(error))" }
    case .success(let data):
      switch decode(data) {
      case .success(let cached) where cached.contentFingerprint == fingerprint && !forceRebuild:
        return Loaded(knowledgeBase: cached, rebuilt: false)
      case .success(let cached):
        previous = cached
        if !forceRebuild { reason = "content changed" }
      case .failure(let why): if !forceRebuild { reason = why }
      }
    }
    let knowledgeBase = try Ingester(folder: folder).ingest(fingerprint: fingerprint, progress: progress)
    try save(knowledgeBase)
    return Loaded(knowledgeBase: knowledgeBase, rebuilt: true, reason: reason, previous: previous)
  }

  private enum Decoded {
    case success(KnowledgeBase)
    case failure(String)
  }

  private func decode(_ bytes: [UInt8]) -> Decoded {
    // Decoding the whole document first spares a second parse on the common path; the header
    // alone is read only to explain a failure. JSONDecoder reads whatever the fast reader refuses,
    // so a document it cannot read fails (or not) as before.
    let data = Data(bytes)
    if let knowledgeBase = (try? KnowledgeBaseReader.knowledgeBase(from: bytes))
      ?? (try? JSONDecoder().decode(KnowledgeBase.self, from: data))
    {
      return knowledgeBase.schemaVersion == KnowledgeBase.currentSchemaVersion
        ? .success(knowledgeBase) : .failure(Self.schemaMismatch(knowledgeBase.schemaVersion))
    }
    struct Header: Decodable { var schemaVersion: Int }
    if let header = try? JSONDecoder().decode(Header.self, from: data),
      header.schemaVersion != KnowledgeBase.currentSchemaVersion
    {
      return .failure(Self.schemaMismatch(header.schemaVersion))
    }
    return .failure("cached knowledge base was unreadable")
  }

  private static func schemaMismatch(_ version: Int) -> String {
    "cached knowledge base has schema \(version), this hig writes \(KnowledgeBase.currentSchemaVersion)"
  }

  public func save(_ knowledgeBase: KnowledgeBase) throws {
    let encoder = JSONEncoder()
    // Compact: only programs read the cache; indentation was a third of the file and ~15 % of encoding.
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      let data = try encoder.encode(knowledgeBase)
      try AtomicFile.write(data, to: knowledgeBaseFile)
    } catch {
      throw IngestError.cacheUnwritable(path: cacheFolder.path, reason: ErrorText.describe(error))
    }
  }
}
