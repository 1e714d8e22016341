import Foundation
import HIGModel
import Parallel

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
    let json = try parallelJSON(knowledgeBase)
    // `json` is an object with at least `schemaVersion`: its "{" is replaced by the checksum's field.
    let body = json.dropFirst()
    let checksum = body.withUnsafeBytes { Checksum.of($0) }
    var bytes = opening
    bytes.reserveCapacity(headerLength + body.count)
    bytes += Array(hex(checksum).utf8) + Array(#"","#.utf8)
    bytes += body
    return bytes
  }

  /// Compact, key-sorted JSON: only programs read the cache (indentation was a third of the file).
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// What `encoder()` makes of `knowledgeBase`, byte for byte, with the guidelines (nearly all of
  /// it) encoded in chunks on every core: one JSONEncoder was a tenth of a build, on one core.
  static func parallelJSON(_ knowledgeBase: KnowledgeBase) throws -> [UInt8] {
    var rest = knowledgeBase
    rest.guidelines = []
    let json = Array(try encoder().encode(rest))
    guard let start = topLevelValue(of: "guidelines", in: json), json[start...].starts(with: Array("[]".utf8)) else {
      return Array(try encoder().encode(knowledgeBase))
    }
    let guidelines = knowledgeBase.guidelines
    let chunk = 64
    var bytes = Array(json[..<start])
    bytes.append(UInt8(ascii: "["))
    try OrderedParallelMap().forEach(count: (guidelines.count + chunk - 1) / chunk) { number in
      let part = Array(guidelines[(number * chunk)..<min(guidelines.count, (number + 1) * chunk)])
      return try encoder().encode(part)
    } body: { number, part in
      // Each part is an array: its elements go in without its brackets.
      if number > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes += part.dropFirst().dropLast()
    }
    bytes += json[(start + 1)...]
    return bytes
  }

  /// Where the value of the top-level object's member `key` starts in compact JSON, or nil.
  static func topLevelValue(of key: String, in json: [UInt8]) -> Int? {
    let member = Array("\"\(key)\":".utf8)
    var depth = 0
    var inString = false
    var escaped = false
    for (offset, byte) in json.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        // At depth 1 a string followed by a colon is a member's name.
        if depth == 1, json[offset...].starts(with: member) { return offset + member.count }
        inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      default: break
      }
    }
    return nil
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
