import Glibc
import HIGModel

/// A digest of a content folder's file list, sizes and modification times, plus the ingester's
/// version, so a cached knowledge base is rebuilt exactly when its inputs or its builder change.
///
/// Cheap by design (no file is read): every command checks it before answering. With a listing
/// file from the last full walk (see `ContentListing`), it stats the listed folders and files instead
/// of reading every folder; the digest is the same either way.
public enum ContentFingerprint {
  /// Bump when ingestion changes what it produces for the same input.
  public static let ingesterVersion = 2

  /// The fingerprint of `folder` as it is on disk now: every regular file's path (as bytes),
  /// size and modification time, in the walk's stable order. `listingFile`, when given, is where
  /// the last walk's listing is kept: read to skip the folders' names, rewritten after a full walk.
  public static func compute(_ folder: ContentFolder, generator: String = "", listingFile: String? = nil) -> String {
    check(folder.path, generator: generator, listingFile: listingFile).fingerprint
  }

  /// `compute`, saying whether the listing stood in for the walk; `settlingTime` is the listing's,
  /// shorter in tests.
  static func check(
    _ root: String, generator: String, listingFile: String?, settlingTime: Int64 = ContentListing.settlingTime
  ) -> (fingerprint: String, listed: Bool) {
    let seed = start(generator)
    if let listingFile, let listing = ContentListing.read(from: listingFile) {
      var hash = seed
      if listing.revisit(root, visit: { path, info in add(path, info, to: &hash) }) { return (hash.hex, true) }
    }
    var hash = seed
    let started = ContentListing.now()
    let walked = ContentWalker.walk(root) { path, info in add(path, info, to: &hash) }
    if let listingFile, let listing = walked.listing, listing.isSettled(before: started, settlingTime: settlingTime) {
      listing.write(to: listingFile)
    }
    return (hash.hex, false)
  }

  private static func start(_ generator: String) -> FNV1a {
    var hash = FNV1a()
    hash.add("hig-ingest-\(ingesterVersion)-schema-\(KnowledgeBase.currentSchemaVersion)-\(generator)")
    return hash
  }

  private static func add(_ path: some Collection<UInt8>, _ info: stat, to hash: inout FNV1a) {
    hash.add(bytes: path)
    hash.add(0)
    hash.add(word: UInt64(truncatingIfNeeded: info.st_size))
    hash.add(word: UInt64(truncatingIfNeeded: info.st_mtim.tv_sec))
    hash.add(word: UInt64(truncatingIfNeeded: info.st_mtim.tv_nsec))
  }
}
