/// A record's stable, citable identifier: the guideline slug, a slash, and a six-character key.
///
/// The key is a hash of the record's own text (its English text when it has one, otherwise its
/// Korean text) after Unicode normalisation, case folding and removal of whitespace and punctuation,
/// so it survives edits around the record, re-wrapping, and a translation added to an English-only
/// record. Rewriting the record's own text changes it; an alias keeps the old ID resolving.
///
///     RecordID(slug: "drag-and-drop", text: "Support drag and drop throughout your app.")
///     // "drag-and-drop/5c2kq9" (the key depends only on the text)
public struct RecordID: Codable, CodingKeyRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible, LosslessStringConvertible
{
  public let rawValue: String

  /// Wraps an existing ID string without checking it; see `init?(_:)` to validate user input.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Parses an ID that a user typed or pasted, e.g. "modality/x7k2mq".
  public init?(_ description: String) {
    let parts = description.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, Slug.isValid(String(parts[0])), RecordID.isKey(parts[1]) else {
      return nil
    }
    self.rawValue = description.lowercased()
  }

  /// The ID for a record with `text` in the guideline `slug`.
  public init(slug: String, text: String, disambiguator: Int = 0) {
    var key = RecordID.key(for: text)
    if disambiguator > 0 { key += "-\(disambiguator + 1)" }
    self.rawValue = "\(slug)/\(key)"
  }

  public var codingKey: any CodingKey { RecordIDCodingKey(stringValue: rawValue) }

  public init?<T: CodingKey>(codingKey: T) { self.init(rawValue: codingKey.stringValue) }

  public var slug: String {
    // On bytes when the ID is ASCII before and just after its first slash, where bytes and
    // Characters split alike (a site build makes a permalink for every record); else by Characters.
    let bytes = rawValue.utf8
    guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")), slash != bytes.startIndex,
      bytes[..<slash].allSatisfy({ $0 < 0x80 }), bytes[slash...].dropFirst().first.map({ $0 < 0x80 }) ?? true
    else { return String(rawValue.split(separator: "/").first ?? "") }
    return String(rawValue[..<slash])
  }
  public var key: String { String(rawValue.split(separator: "/").last ?? "") }
  public var description: String { rawValue }

  public static func < (lhs: RecordID, rhs: RecordID) -> Bool { lhs.rawValue < rhs.rawValue }

  public init(from decoder: Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Crockford's base-32 alphabet: no i, l, o or u, so keys read aloud and type without confusion.
  static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
  static let keyLength = 6

  static func isKey(_ key: Substring) -> Bool {
    let base = key.split(separator: "-", maxSplits: 1)
    guard let first = base.first, first.count == keyLength,
      first.allSatisfy({ alphabet.contains($0) })
    else { return false }
    return base.count == 1 || base[1].allSatisfy(\.isNumber)
  }

  /// The six-character key of `text`: FNV-1a over its identity form, in base 32.
  static func key(for text: String) -> String {
    var hash = FNV1a.hash(TextIdentity.fingerprintBytes(text))
    var key = ""
    for _ in 0..<keyLength {
      key.append(alphabet[Int(hash & 31)])
      hash >>= 5
    }
    return key
  }
}

private struct RecordIDCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
