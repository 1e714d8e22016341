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

/// The 64-bit FNV-1a hash: tiny, fast, stable across runs and platforms; not cryptographic.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ text: String) {
    add(bytes: text.utf8)
    add(0)
  }

  mutating func add(bytes: some Sequence<UInt8>) {
    for byte in bytes { add(byte) }
  }

  /// Adds the eight bytes of `number`, least significant first, so the hash is the same on every host.
  mutating func add(word number: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
  }

  mutating func add(_ byte: UInt8) {
    value ^= UInt64(byte)
    value = value &* 0x100_0000_01b3
  }

  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
