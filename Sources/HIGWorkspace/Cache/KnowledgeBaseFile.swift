import FileAccess
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

  /// What a written file holds where: its checksum, and the bytes of each guideline's object.
  public struct Layout: Sendable, Equatable {
    public var checksum: UInt64
    /// One range of the file's bytes per guideline, in the knowledge base's order.
    public var guidelines: [Range<Int>]
  }

  /// Writes the file for `knowledgeBase` at `url` (atomically) as it is made: the whole file is
  /// never held in memory beside the knowledge base.
  @discardableResult
  public static func write(_ knowledgeBase: KnowledgeBase, to url: URL) throws -> Layout {
    var layout = Layout(checksum: 0, guidelines: [])
    try AtomicFile.write(to: url, headerCount: headerLength) { append in
      var checksum = Checksum.Running()
      let places = try body(of: knowledgeBase) { piece in
        checksum.add(piece)
        try append(piece)
      }
      layout = Layout(checksum: checksum.value, guidelines: places)
      return header(checksum.value)
    }
    return layout
  }

  /// The checksum a cache file opens with, read from its first bytes alone (nil when they are not
  /// a cache file's); `verify` checks it against the rest.
  public static func storedChecksum(_ opening: [UInt8]) -> UInt64? {
    guard opening.count >= headerLength, opening.starts(with: self.opening) else { return nil }
    return UInt64(String(decoding: opening[self.opening.count..<(self.opening.count + 16)], as: UTF8.self), radix: 16)
  }

  /// Whether the cache file at `path` matches the checksum it opens with, read a piece at a time
  /// (its bytes are never held whole).
  public static func verify(fileAt path: String) -> UInt64? {
    var opening: [UInt8] = []
    var checksum = Checksum.Running()
    var last: UInt8 = 0
    do {
      try FileReader.eachPiece(of: path) { piece in
        var piece = piece
        if opening.count < headerLength {
          let taken = min(headerLength - opening.count, piece.count)
          opening += piece[..<taken]
          piece = UnsafeRawBufferPointer(rebasing: piece[taken...])
        }
        checksum.add(piece)
        if let byte = piece.last { last = byte }
      }
    } catch {
      return nil
    }
    guard last == UInt8(ascii: "}"), let stored = storedChecksum(opening), checksum.value == stored else { return nil }
    return stored
  }

  /// The file's bytes for `knowledgeBase`: what `write(_:to:)` writes.
  public static func encode(_ knowledgeBase: KnowledgeBase) -> [UInt8] {
    var body: [UInt8] = []
    self.body(of: knowledgeBase) { body += $0 }
    return header(body.withUnsafeBytes { Checksum.of($0) }) + body
  }

  /// The knowledge base's JSON without its opening "{": the header's checksum field opens the
  /// object instead, and ends with the comma before the first member.
  /// Returns where each guideline lies in the file (after the header, which takes the "{"'s place).
  @discardableResult
  private static func body(of knowledgeBase: KnowledgeBase, _ output: (UnsafeRawBufferPointer) throws -> Void)
    rethrows -> [Range<Int>]
  {
    var opened = false
    let places = try KnowledgeBaseWriter.write(knowledgeBase) { piece in
      try output(opened ? piece : UnsafeRawBufferPointer(rebasing: piece.dropFirst()))
      opened = true
    }
    let shift = headerLength - 1
    return places.map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
  }

  private static func header(_ checksum: UInt64) -> [UInt8] {
    opening + Array(hex(checksum).utf8) + Array(#"","#.utf8)
  }

  /// A cache file's bytes whose checksum matched, so that reading them further (its fingerprint,
  /// then the whole knowledge base or an outline) checks them once, not at every step.
  public struct Verified: Sendable {
    public let bytes: [UInt8]
    let checksum: UInt64
  }

  /// `bytes`, when the checksum they open with matches the rest of them.
  public static func verify(_ bytes: [UInt8]) -> Result<Verified, Problem> {
    guard bytes.count > headerLength, bytes.starts(with: opening),
      bytes[bytes.count - 1] == UInt8(ascii: "}"),
      let stored = UInt64(String(decoding: bytes[opening.count..<(opening.count + 16)], as: UTF8.self), radix: 16),
      bytes.withUnsafeBytes({ Checksum.of(UnsafeRawBufferPointer(rebasing: $0[headerLength...])) }) == stored
    else {
      // A cache from a hig that wrote another schema says so, rather than "damaged".
      return .failure(schemaVersion(of: bytes).map(Problem.otherSchema) ?? .damaged)
    }
    return .success(Verified(bytes: bytes, checksum: stored))
  }

  /// The knowledge base in `bytes`, once their checksum is verified.
  public static func decode(_ bytes: [UInt8]) -> Result<KnowledgeBase, Problem> { verify(bytes).flatMap(decode) }

  /// The knowledge base in a verified file.
  public static func decode(_ file: Verified) -> Result<KnowledgeBase, Problem> {
    let bytes = file.bytes
    // One decoder: a document it refuses is unreadable, and the workspace rebuilds it.
    guard let knowledgeBase = try? KnowledgeBaseReader.knowledgeBase(from: bytes) else {
      return .failure(schemaVersion(of: bytes).map(Problem.otherSchema) ?? .unreadable)
    }
    guard knowledgeBase.schemaVersion == KnowledgeBase.currentSchemaVersion else {
      return .failure(.otherSchema(knowledgeBase.schemaVersion))
    }
    return .success(knowledgeBase)
  }

  /// The content fingerprint the knowledge base in a verified file was built from: whether the
  /// cache is current, without decoding it.
  public static func contentFingerprint(of file: Verified) -> Result<String, Problem> {
    guard let fingerprint = try? KnowledgeBaseReader.contentFingerprint(from: file.bytes) else {
      return .failure(schemaVersion(of: file.bytes).map(Problem.otherSchema) ?? .unreadable)
    }
    return .success(fingerprint)
  }

  /// The content fingerprint the file at `path` states in its first bytes, unverified: enough to
  /// tell that a cache is stale, never that it is current (that takes `verify`). nil when the
  /// file is missing or its opening does not hold it (a long list of aliases comes before it).
  public static func statedContentFingerprint(at path: String) -> String? {
    guard let bytes = try? FileReader.read(path, range: 0..<(64 << 10)), bytes.starts(with: opening) else { return nil }
    return try? KnowledgeBaseReader.contentFingerprint(from: bytes)
  }

  /// What comparing a rebuild with the verified file's knowledge base needs of it
  /// (`KnowledgeBaseOutline`), with the texts of the records `wanted` picks. A rebuild picks the
  /// IDs its new build lacks, so one reading of the file serves.
  public static func outline(_ file: Verified, textsWhere wanted: (RecordID) -> Bool) -> Result<
    KnowledgeBaseOutline, Problem
  > {
    let bytes = file.bytes
    guard let read = try? KnowledgeBaseReader.outline(from: bytes, textsOf: wanted) else { return .failure(schemaVersion(of: bytes).map(Problem.otherSchema) ?? .unreadable) }
    guard read.schemaVersion == KnowledgeBase.currentSchemaVersion else {
      return .failure(.otherSchema(read.schemaVersion))
    }
    return .success(read.outline)
  }

  /// The schema version a document declares, when it is not this hig's.
  private static func schemaVersion(of bytes: [UInt8]) -> Int? {
    struct Header: Decodable { var schemaVersion: Int }
    guard let header = try? JSONDecoder().decode(Header.self, from: Data(bytes)),
      header.schemaVersion != KnowledgeBase.currentSchemaVersion
    else { return nil }
    return header.schemaVersion
  }

  /// Sixteen hexadecimal digits, as the header writes a checksum.
  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
