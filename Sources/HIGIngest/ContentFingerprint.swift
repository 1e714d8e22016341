import Glibc
import HIGModel

/// A digest of a content folder's file list, sizes and modification times, plus the ingester's
/// version, so a cached knowledge base is rebuilt exactly when its inputs or its builder change.
///
/// Cheap by design (no file is read): every command checks it before answering.
public enum ContentFingerprint {
  /// Bump when ingestion changes what it produces for the same input.
  public static let ingesterVersion = 2

  /// The fingerprint of `folder` as it is on disk now: every regular file's path (as bytes),
  /// size and modification time, in the walk's stable order.
  public static func compute(_ folder: ContentFolder, generator: String = "") -> String {
    var hash = FNV1a()
    hash.add("hig-ingest-\(ingesterVersion)-schema-\(KnowledgeBase.currentSchemaVersion)-\(generator)")
    _ = ContentWalker.walk(folder.url.path) { path, info in
      hash.add(bytes: path)
      hash.add(0)
      hash.add(word: UInt64(truncatingIfNeeded: info.st_size))
      hash.add(word: UInt64(truncatingIfNeeded: info.st_mtim.tv_sec))
      hash.add(word: UInt64(truncatingIfNeeded: info.st_mtim.tv_nsec))
    }
    return hash.hex
  }
}
