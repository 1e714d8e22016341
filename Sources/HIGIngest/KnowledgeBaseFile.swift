import Foundation
import HIGModel

/// The bytes of a cached knowledge base: compact, key-sorted JSON (docs/KnowledgeBase.md) opened by
/// a checksum of everything after it, so a file that was edited or damaged on disk is rebuilt
/// instead of served.
///
///     {"checksum":"5d3e2a1b09f8c7d6","aliases":{…},"contentFingerprint":"…",…}
///
/// Still one JSON document (`jq . knowledge-base.json` shows it); both decoders skip the key.
public enum KnowledgeBaseFile {
  public static let fileName = "knowledge-base.json"

  /// `{"checksum":"`, sixteen hexadecimal digits, `",`: what the file starts with.
  private static let opening = Array(#"{"checksum":""#.utf8)
  private static let headerLength = opening.count + 16 + 2

  /// Why a cached knowledge base cannot be used; each is cured by rebuilding it.
  public enum Problem: Error, Equatable, CustomStringConvertible {
    /// Its checksum is missing or does not match its bytes: edited by hand, damaged, or cut short.
    case damaged
    /// Written for another schema (by another version of hig).
    case otherSchema(Int)
    /// The checksum matches but no decoder reads it.
    case unreadable

    public var description: String {
      switch self {
      case .damaged: return "cached knowledge base was edited or damaged (its checksum does not match)"
      case .otherSchema(let version):
        return "cached knowledge base has schema \(version), this hig writes \(KnowledgeBase.currentSchemaVersion)"
      case .unreadable: return "cached knowledge base was unreadable"
      }
    }
  }

  /// The file's bytes for `knowledgeBase`.
  public static func encode(_ knowledgeBase: KnowledgeBase) throws -> [UInt8] {
    let encoder = JSONEncoder()
    // Compact: only programs read the cache; indentation was a third of the file and ~15 % of encoding.
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = try encoder.encode(knowledgeBase)
    // `json` is an object with at least `schemaVersion`: its "{" is replaced by the checksum's field.
    let body = json.dropFirst()
    let checksum = body.withUnsafeBytes { Checksum.of($0) }
    var bytes = opening
    bytes.reserveCapacity(headerLength + body.count)
    bytes += Array(hex(checksum).utf8) + Array(#"","#.utf8)
    bytes += body
    return bytes
  }

  /// The knowledge base in `bytes`, once their checksum is verified.
  public static func decode(_ bytes: [UInt8]) -> Result<KnowledgeBase, Problem> {
    guard bytes.count > headerLength, bytes.starts(with: opening),
      bytes[bytes.count - 1] == UInt8(ascii: "}"),
      let stored = UInt64(String(decoding: bytes[opening.count..<(opening.count + 16)], as: UTF8.self), radix: 16),
      bytes.withUnsafeBytes({ Checksum.of(UnsafeRawBufferPointer(rebasing: $0[headerLength...])) }) == stored
    else {
      // A cache from a hig that wrote another schema says so, rather than "damaged".
      return .failure(schemaVersion(of: bytes).map(Problem.otherSchema) ?? .damaged)
    }
    // The fast reader decodes the whole document in one pass; JSONDecoder reads whatever it
    // refuses, so a document it cannot read fails (or not) as JSONDecoder decides.
    guard
      let knowledgeBase = (try? KnowledgeBaseReader.knowledgeBase(from: bytes))
        ?? (try? JSONDecoder().decode(KnowledgeBase.self, from: Data(bytes)))
    else { return .failure(schemaVersion(of: bytes).map(Problem.otherSchema) ?? .unreadable) }
    guard knowledgeBase.schemaVersion == KnowledgeBase.currentSchemaVersion else {
      return .failure(.otherSchema(knowledgeBase.schemaVersion))
    }
    return .success(knowledgeBase)
  }

  /// The schema version a document declares, when it is not this hig's.
  private static func schemaVersion(of bytes: [UInt8]) -> Int? {
    struct Header: Decodable { var schemaVersion: Int }
    guard let header = try? JSONDecoder().decode(Header.self, from: Data(bytes)),
      header.schemaVersion != KnowledgeBase.currentSchemaVersion
    else { return nil }
    return header.schemaVersion
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
