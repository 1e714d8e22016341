import HIGModel

/// A search index read from its file's bytes: term lookup by binary search, postings and stored
/// records decoded only when asked for, so opening a large index costs one read and a checksum.
///
///     let index = try SearchIndex(bytes: Array(try Data(contentsOf: file)))
///     index.postings(for: "뷰")  // the records whose text has 뷰, 뷰를, 뷰의…
public struct SearchIndex: Sendable {
  /// What the header says, readable without verifying the whole file.
  public struct Header: Sendable, Equatable {
    public var version: Int
    /// The content fingerprint of the knowledge base the index was built from.
    public var fingerprint: String
    /// Where the payload starts and how long it is.
    var payloadStart: Int
    var payloadLength: Int
    var checksum: UInt64
  }

  public let header: Header
  public let recordCount: Int
  public let termCount: Int
  /// Mean length, in terms, of each field over all records (BM25F's length normalisation).
  public let averageLengths: [Double]
  private let bytes: [UInt8]
  private let fieldLengthsStart: Int
  private let recordTableStart: Int
  private let termTableStart: Int

  /// Reads and checks an index file's bytes; throws `SearchIndexError` when they are not a
  /// current, intact index.
  public init(bytes: [UInt8]) throws {
    let header = try SearchIndex.header(of: bytes)
    guard header.version == IndexFormat.version else {
      throw SearchIndexError.oldVersion(found: header.version, expected: IndexFormat.version)
    }
    let checksum = bytes.withUnsafeBytes {
      Checksum.of(UnsafeRawBufferPointer(rebasing: $0[header.payloadStart..<(header.payloadStart + header.payloadLength)]))
    }
    guard checksum == header.checksum else { throw SearchIndexError.corrupt("checksum mismatch") }
    self.header = header
    self.bytes = bytes
    let start = header.payloadStart
    (recordCount, termCount, averageLengths, fieldLengthsStart, recordTableStart, termTableStart) =
      try bytes.withUnsafeBytes { raw in
        var reader = ByteReader(raw, at: start)
        let records = Int(try reader.u32())
        let terms = Int(try reader.u32())
        let averages = try IndexField.allCases.map { _ in try reader.f64() }
        let sections = try (0..<4).map { _ in start + Int(try reader.u32()) }
        guard sections.allSatisfy({ $0 <= start + header.payloadLength }),
          sections[2] + terms * 16 <= raw.count, sections[1] + records * 4 <= raw.count,
          sections[0] + records * SearchIndex.attributeWidth <= raw.count
        else { throw SearchIndexError.corrupt("section table points outside the file") }
        return (records, terms, averages, sections[0], sections[1], sections[2])
      }
  }

  /// The header of an index file: enough to tell whether it is current before reading the rest.
  public static func header(of bytes: [UInt8]) throws -> Header {
    try bytes.withUnsafeBytes { raw in
      guard raw.count >= IndexFormat.magic.count, Array(raw[0..<IndexFormat.magic.count]) == IndexFormat.magic else {
        throw SearchIndexError.notAnIndex
      }
      var reader = ByteReader(raw, at: IndexFormat.magic.count)
      let version = Int(try reader.u32())
      let length = try reader.u64()
      let checksum = try reader.u64()
      let fingerprintLength = Int(try reader.u8())
      guard reader.offset + fingerprintLength <= raw.count else { throw SearchIndexError.corrupt("truncated header") }
      let fingerprint = String(
        decoding: UnsafeRawBufferPointer(rebasing: raw[reader.offset..<(reader.offset + fingerprintLength)]),
        as: UTF8.self)
      let start = reader.offset + fingerprintLength
      guard length <= UInt64(raw.count - start) else {
        throw SearchIndexError.corrupt("the file is shorter than its header says (truncated?)")
      }
      return Header(
        version: version, fingerprint: fingerprint, payloadStart: start, payloadLength: Int(length), checksum: checksum)
    }
  }

  /// Bytes per record in the attribute table: four u16 field lengths, kind, platforms, languages, pad.
  static let attributeWidth = 12

  /// The length in terms of `field` in record `record`.
  public func fieldLength(record: Int, field: Int) -> Int {
    let at = fieldLengthsStart + record * SearchIndex.attributeWidth + field * 2
    return Int(bytes[at]) | Int(bytes[at + 1]) << 8
  }

  /// The kind of record `record`, read without decoding the record.
  public func kind(record: Int) -> RecordKind {
    let raw = Int(bytes[fieldLengthsStart + record * SearchIndex.attributeWidth + 8])
    return raw < RecordKind.allCases.count ? RecordKind.allCases[raw] : .explanation
  }

  /// The platforms of record `record` as a bit mask (`Platform.mask`).
  public func platformMask(record: Int) -> UInt8 {
    bytes[fieldLengthsStart + record * SearchIndex.attributeWidth + 9]
  }

  /// Whether record `record` has text in `language`.
  public func has(_ language: Language, record: Int) -> Bool {
    bytes[fieldLengthsStart + record * SearchIndex.attributeWidth + 10] & (language == .ko ? 1 : 2) != 0
  }

  /// A term's document frequency and where its postings are.
  public struct TermInfo: Sendable, Hashable {
    public var term: String
    public var documentFrequency: Int
    var postingsStart: Int
    var postingsLength: Int
  }

  /// The term at position `index` of the sorted vocabulary.
  public func term(at index: Int) -> TermInfo {
    bytes.withUnsafeBytes { raw in
      var reader = ByteReader(raw, at: termTableStart + index * 16)
      let stringOffset = Int((try? reader.u32()) ?? 0)
      let frequency = Int((try? reader.u32()) ?? 0)
      let start = Int((try? reader.u32()) ?? 0)
      let length = Int((try? reader.u32()) ?? 0)
      var stringReader = ByteReader(raw, at: header.payloadStart + stringOffset)
      let text = (try? stringReader.string()) ?? ""
      return TermInfo(
        term: text, documentFrequency: frequency, postingsStart: header.payloadStart + start, postingsLength: length)
    }
  }

  /// Looks `term` up by binary search over the sorted vocabulary.
  public func lookup(_ term: String) -> TermInfo? {
    let key = Array(term.utf8)
    return bytes.withUnsafeBytes { raw -> TermInfo? in
      var low = 0
      var high = termCount - 1
      while low <= high {
        let middle = (low + high) / 2
        let stringOffset = Int(raw.loadUnaligned(fromByteOffset: termTableStart + middle * 16, as: UInt32.self).littleEndian)
        var reader = ByteReader(raw, at: header.payloadStart + stringOffset)
        guard let length = try? reader.varint(), reader.offset + length <= raw.count else { return nil }
        let candidate = UnsafeRawBufferPointer(rebasing: raw[reader.offset..<(reader.offset + length)])
        let order = compare(candidate, key)
        if order == 0 { return self.term(at: middle) }
        if order < 0 { low = middle + 1 } else { high = middle - 1 }
      }
      return nil
    }
  }

  private func compare(_ lhs: UnsafeRawBufferPointer, _ rhs: [UInt8]) -> Int {
    let count = min(lhs.count, rhs.count)
    for index in 0..<count where lhs[index] != rhs[index] { return lhs[index] < rhs[index] ? -1 : 1 }
    return lhs.count == rhs.count ? 0 : (lhs.count < rhs.count ? -1 : 1)
  }

  /// The postings of a term, in record order.
  public func postings(_ info: TermInfo) -> [Posting] {
    var result: [Posting] = []
    result.reserveCapacity(info.documentFrequency)
    forEachPosting(info) { result.append($0) }
    return result
  }

  /// Calls `body` with each posting of a term, in record order, without building an array.
  public func forEachPosting(_ info: TermInfo, _ body: (Posting) -> Void) {
    bytes.withUnsafeBytes { raw in
      var reader = ByteReader(raw, at: info.postingsStart)
      var record = 0
      var posting = Posting(record: 0, counts: [])
      for _ in 0..<info.documentFrequency {
        guard let delta = try? reader.varint(), let mask = try? reader.u8() else { break }
        record += delta
        guard record < recordCount else { break }
        posting.record = record
        posting.title = mask & 1 != 0 ? UInt32(truncatingIfNeeded: (try? reader.varint()) ?? 0) : 0
        posting.statement = mask & 2 != 0 ? UInt32(truncatingIfNeeded: (try? reader.varint()) ?? 0) : 0
        posting.body = mask & 4 != 0 ? UInt32(truncatingIfNeeded: (try? reader.varint()) ?? 0) : 0
        posting.glossary = mask & 8 != 0 ? UInt32(truncatingIfNeeded: (try? reader.varint()) ?? 0) : 0
        body(posting)
      }
    }
  }

  /// The terms made only of ASCII letters and digits (English words, API names, numbers): a
  /// prefix of the sorted vocabulary, since every other term starts with a byte above 'z'.
  public var asciiVocabulary: [TermInfo] {
    var result: [TermInfo] = []
    for index in 0..<termCount {
      let info = term(at: index)
      guard let first = info.term.utf8.first, first <= UInt8(ascii: "z") else { break }
      if info.term.utf8.allSatisfy({ $0 < 0x80 }) { result.append(info) }
    }
    return result
  }

  /// The postings of `term`, or none when the index does not have it.
  public func postings(for term: String) -> [Posting] {
    lookup(term).map(postings) ?? []
  }

  /// The stored display data of the record at `index`.
  public func record(at index: Int) throws -> StoredRecord {
    try bytes.withUnsafeBytes { raw in
      var table = ByteReader(raw, at: recordTableStart + index * 4)
      var reader = ByteReader(raw, at: header.payloadStart + Int(try table.u32()))
      let id = RecordID(rawValue: try reader.string())
      let guideline = try reader.string()
      let title = LocalizedText(ko: try reader.optionalString(), en: try reader.optionalString())
      let hasSection = try reader.u8() == 1
      let section = LocalizedText(ko: try reader.optionalString(), en: try reader.optionalString())
      guard let kind = RecordKind(rawValue: try reader.string()) else {
        throw SearchIndexError.corrupt("unknown record kind in record \(index)")
      }
      let platforms = Platform.platforms(in: try reader.u8())
      let text = LocalizedText(ko: try reader.optionalString(), en: try reader.optionalString())
      return StoredRecord(
        id: id, guideline: guideline, guidelineTitle: title, section: hasSection ? section : nil, kind: kind,
        platforms: platforms, text: text)
    }
  }

  /// Every term of the vocabulary, in sorted order (for typo correction and export).
  public var vocabulary: [TermInfo] { (0..<termCount).map(term(at:)) }
}
