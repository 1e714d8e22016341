import Foundation
import HIGModel

/// A digest of a content folder's file list, sizes and modification times, plus the ingester's
/// version, so a cached knowledge base is rebuilt exactly when its inputs or its builder change.
///
/// Cheap by design (no file is read): every command checks it before answering.
public enum ContentFingerprint {
  /// Bump when ingestion changes what it produces for the same input.
  public static let ingesterVersion = 2

  public static func compute(_ files: [ContentFile], generator: String = "") -> String {
    var hash = FNV1a()
    hash.add("hig-ingest-\(ingesterVersion)-schema-\(KnowledgeBase.currentSchemaVersion)-\(generator)")
    for file in files {
      hash.add(file.path)
      hash.add(String(file.size))
      hash.add(String(Int64(file.modified * 1_000_000)))
    }
    return hash.hex
  }
}

/// The 64-bit FNV-1a hash: tiny, fast, stable across runs and platforms; not cryptographic.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ text: String) {
    for byte in text.utf8 { add(byte) }
    add(0)
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
