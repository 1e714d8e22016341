import Foundation
import HIGModel

/// A search index read from its file: term lookup by binary search, postings and stored records
/// decoded only when asked for.
///
/// Opening checks the header, the version and the checksum of the index's core (counts, per-record
/// attributes, term table, term strings); each postings list and each stored record carries its
/// own checksum, verified when it is read (a postings list the first time, `VerifiedLists`). So every
/// byte is checked before it is used, and opening a large, memory-mapped index does not read its
/// stored texts.
///
///     let index = try SearchIndex(contentsOf: file)
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
  /// The field weights, length normalisation and k1 the stored contributions were computed with.
  let indexConstants: [Double]
  /// What the combined entries' contributions are whole numbers of (`CombinedEntry.unit`); nil
  /// when the index has none.
  public let combinedUnit: Double?
  /// The word's and a bigram's weight the combined entries were summed with.
  let combinedWeights: (word: Double, gram: Double)
  private let storage: IndexStorage
  private let verified: VerifiedLists
  /// `storage`'s bytes, kept as a plain value so hot loops do not retain and release the storage
  /// object on every read; valid as long as `storage` (held above) lives. Read-only bytes, so
  /// sharing them across threads is safe.
  nonisolated(unsafe) private let raw: UnsafeRawBufferPointer
  private let attributesStart: Int
  private let recordTableStart: Int
  private let termTableStart: Int
  /// The terminology's names (`ConceptNames`), read in place.
  private let conceptNamesStart: Int
  private let conceptNamesEnd: Int
  /// The loanword table (`LoanwordReading`), read in place.
  private let loanwordsEnd: Int
  private let payloadEnd: Int

  /// Bytes per record in the attribute table: four u16 field lengths, kind, platforms, languages,
  /// section flags (`RecordFlags`).
  static let attributeWidth = 12
  /// Bytes per record in the record table: offset, length, checksum (u32 each).
  static let recordEntryWidth = 12
  /// Bytes per term in the term table: string offset, document frequency, postings offset, length,
  /// checksum, largest contribution in units (u32 each).
  static let termEntryWidth = 24

  /// Reads and checks an index from bytes in memory.
  public init(bytes: [UInt8]) throws {
    try self.init(storage: IndexStorage(copying: bytes))
  }

  /// Maps and checks an index file.
  public init(contentsOf url: URL) throws {
    try self.init(contentsOfFile: url.path)
  }

  /// Maps and checks the index file at `path`; what `hig search` uses, without Foundation's `URL.path`.
  public init(contentsOfFile path: String) throws {
    try self.init(storage: IndexStorage(mappingPath: path))
  }

  init(storage: IndexStorage) throws {
    let raw = storage.raw
    let header = try SearchIndex.header(of: raw)
    guard header.version == IndexFormat.version else {
      throw SearchIndexError.oldVersion(found: header.version, expected: IndexFormat.version)
    }
    let start = header.payloadStart
    let end = start + header.payloadLength
    var reader = ByteReader(raw, at: start)
    let records = Int(try reader.u32())
    let terms = Int(try reader.u32())
    let averages = try IndexField.allCases.map { _ in try reader.f64() }
    let constants = try (0..<(2 * IndexField.allCases.count + 1)).map { _ in try reader.f64() }
    let combined = (unit: try reader.f64(), word: try reader.f64(), gram: try reader.f64())
    let sections = try (0..<6).map { _ in start + Int(try reader.u32()) }
    guard sections.allSatisfy({ $0 >= reader.offset && $0 <= end }),
      sections[0] + records * SearchIndex.attributeWidth <= end,
      sections[1] + records * SearchIndex.recordEntryWidth <= end,
      sections[2] + terms * SearchIndex.termEntryWidth <= end, sections[3] <= sections[4], sections[4] <= sections[5]
    else { throw SearchIndexError.corrupt("section table points outside the file") }
    let core = UnsafeRawBufferPointer(rebasing: raw[start..<sections[5]])
    guard Checksum.of(core) == header.checksum else { throw SearchIndexError.corrupt("checksum mismatch") }
    self.header = header
    self.storage = storage
    self.raw = raw
    recordCount = records
    termCount = terms
    verified = VerifiedLists(termCount: terms)
    averageLengths = averages
    indexConstants = constants
    combinedUnit = combined.unit > 0 ? combined.unit : nil
    combinedWeights = (combined.word, combined.gram)
    attributesStart = sections[0]
    recordTableStart = sections[1]
    termTableStart = sections[2]
    conceptNamesStart = sections[3]
    conceptNamesEnd = sections[4]
    loanwordsEnd = sections[5]
    payloadEnd = end
  }

  /// The header of an index file: enough to tell whether it is current before reading the rest.
  public static func header(of bytes: [UInt8]) throws -> Header {
    try bytes.withUnsafeBytes { try header(of: $0) }
  }

  static func header(of raw: UnsafeRawBufferPointer) throws -> Header {
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

  @inline(__always)
  private func u32(at offset: Int) -> Int {
    Int(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
  }

  /// The kind of record `record`, read without decoding the record.
  public func kind(record: Int) -> RecordKind {
    let value = Int(raw[attributesStart + record * SearchIndex.attributeWidth + 8])
    // `RecordKind(position:)`, not `allCases`, which the ranking loop paid for each hit (a tenth
    // of a search's instructions) as it makes a new array at every call.
    return RecordKind(position: value) ?? .explanation
  }

  /// The platforms of record `record` as a bit mask (`Platform.mask`).
  public func platformMask(record: Int) -> UInt8 {
    raw[attributesStart + record * SearchIndex.attributeWidth + 9]
  }

  /// Whether record `record` has text in `language`.
  public func has(_ language: Language, record: Int) -> Bool {
    languageMask(record: record) & (language == .ko ? 1 : 2) != 0
  }

  /// The languages record `record` has text in: Korean 1, English 2.
  func languageMask(record: Int) -> UInt8 {
    raw[attributesStart + record * SearchIndex.attributeWidth + 10]
  }

  /// The flags of record `record` and its section (`RecordFlags`).
  public func recordFlags(record: Int) -> UInt8 {
    raw[attributesStart + record * SearchIndex.attributeWidth + 11]
  }

  /// The concept terms whose names analyze to `key` (words joined by a space): the query's
  /// terminology channel (`QueryPlan.addConcepts`).
  func concepts(of key: String) -> [String] {
    ConceptNames.concepts(of: key, in: UnsafeRawBufferPointer(rebasing: raw[conceptNamesStart..<conceptNamesEnd]))
  }

  /// The terminology's names table as stored (`ConceptNames`), for the site to export.
  public var conceptNames: [UInt8] { Array(raw[conceptNamesStart..<conceptNamesEnd]) }

  /// Every name of the concept terms `concepts` (`ConceptNames.names(of:in:)`).
  func conceptNames(of concepts: [String]) -> [String] {
    ConceptNames.names(of: concepts, in: UnsafeRawBufferPointer(rebasing: raw[conceptNamesStart..<conceptNamesEnd]))
  }

  /// The index terms of the English words the Hangul word `hangul` transliterates (`LoanwordReading`).
  func loanwordStems(for hangul: String) -> [String] {
    LoanwordReading.stems(for: hangul, in: UnsafeRawBufferPointer(rebasing: raw[conceptNamesEnd..<loanwordsEnd]))
  }

  /// The loanword table as stored (`LoanwordReading`), for the site to export.
  public var loanwordTable: [UInt8] { Array(raw[conceptNamesEnd..<loanwordsEnd]) }

  /// A term's document frequency and where its postings are.
  public struct TermInfo: Sendable, Hashable {
    public var term: String
    public var documentFrequency: Int
    /// What the term's stored contributions are whole numbers of: 1/`contributionUnit`, or
    /// 1/`combinedUnit` for a combined entry.
    public var unit: Double
    /// The largest of its contributions, in units: what bounds what the term adds to any record.
    var largestUnits: Int
    var postingsStart: Int
    var postingsLength: Int
    var checksum: UInt32
    /// Its position in the sorted vocabulary.
    var number: Int
  }

  /// The term at position `index` of the sorted vocabulary.
  public func term(at index: Int) -> TermInfo {
    let entry = termTableStart + index * SearchIndex.termEntryWidth
    var reader = ByteReader(raw, at: header.payloadStart + u32(at: entry))
    let text = (try? reader.string()) ?? ""
    let unit = text.hasPrefix(CombinedEntry.prefix) ? combinedUnit ?? 1 : ScoringParameters.contributionUnit
    return TermInfo(
      term: text, documentFrequency: u32(at: entry + 4), unit: unit, largestUnits: u32(at: entry + 20),
      postingsStart: header.payloadStart + u32(at: entry + 8),
      postingsLength: u32(at: entry + 12), checksum: UInt32(u32(at: entry + 16)), number: index)
  }

  /// Looks `term` up by binary search over the sorted vocabulary.
  public func lookup(_ term: String) -> TermInfo? {
    var key = term
    return key.withUTF8 { key -> TermInfo? in
      var low = 0
      var high = termCount - 1
      while low <= high {
        let middle = (low + high) / 2
        var reader = ByteReader(
          raw, at: header.payloadStart + u32(at: termTableStart + middle * SearchIndex.termEntryWidth))
        guard let length = try? reader.varint(), reader.offset + length <= raw.count else { return nil }
        let order = compare(UnsafeRawBufferPointer(rebasing: raw[reader.offset..<(reader.offset + length)]), key)
        if order == 0 { return self.term(at: middle) }
        if order < 0 { low = middle + 1 } else { high = middle - 1 }
      }
      return nil
    }
  }

  private func compare(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
    let count = min(lhs.count, rhs.count)
    for index in 0..<count where lhs[index] != rhs[index] { return lhs[index] < rhs[index] ? -1 : 1 }
    return lhs.count == rhs.count ? 0 : (lhs.count < rhs.count ? -1 : 1)
  }

  /// The postings of a term, in record order.
  public func postings(_ info: TermInfo) throws -> [Posting] {
    var result: [Posting] = []
    result.reserveCapacity(info.documentFrequency)
    try forEachPosting(info) { result.append($0) }
    return result
  }

  /// The postings of `term`, or none when the index does not have it.
  public func postings(for term: String) throws -> [Posting] {
    try lookup(term).map(postings) ?? []
  }

  /// Calls `body` with each posting of a term, in record order, without building an array.
  public func forEachPosting(_ info: TermInfo, _ body: (Posting) -> Void) throws {
    try withPostings(info) { records, units in
      for index in 0..<records.count {
        body(Posting(record: records[index], contribution: Double(units[index]) / info.unit))
      }
    }
  }

  /// The unit of the combined entries a search with `parameters` may read instead of a word and its
  /// bigrams: nil when the index has none, or summed them with other weights.
  public func combinedUnit(for parameters: ScoringParameters) -> Double? {
    guard combinedWeights.word == parameters.wordWeight, combinedWeights.gram == parameters.gramWeight else {
      return nil
    }
    return combinedUnit
  }

  /// Bytes per record number in a postings list: 2 while every record number fits a u16, else 4.
  static func recordNumberWidth(recordCount: Int) -> Int { recordCount <= 1 << 16 ? 2 : 4 }

  /// The postings of a term as two parallel lists read in place, record numbers and
  /// contributions in whole units (`TermInfo.unit`); checks the postings' checksum and record
  /// numbers the first time the list is read.
  ///
  /// On disk a list is the term's contributions (u32 each), then its record numbers as fixed-width
  /// integers (`recordNumberWidth`), so the searcher's loop reads both with plain loads and no
  /// branch.
  @inline(__always)
  func withPostings(_ info: TermInfo, _ body: (RecordNumbers, Units) throws -> Void) throws {
    let count = info.documentFrequency
    let width = SearchIndex.recordNumberWidth(recordCount: recordCount)
    guard info.postingsStart >= header.payloadStart, info.postingsStart + info.postingsLength <= payloadEnd,
      count * (4 + width) == info.postingsLength
    else {
      throw SearchIndexError.corrupt("postings of '\(info.term)' point outside the file")
    }
    let bytes = UnsafeRawBufferPointer(rebasing: raw[info.postingsStart..<(info.postingsStart + info.postingsLength)])
    let records = RecordNumbers(
      bytes: UnsafeRawBufferPointer(rebasing: bytes[(count * 4)...]), count: count, width: width)
    if !verified.contains(info.number) {
      guard UInt32(truncatingIfNeeded: Checksum.of(bytes)) == info.checksum else {
        throw SearchIndexError.corrupt("checksum mismatch in the postings of '\(info.term)'")
      }
      guard records.largest < recordCount else {
        throw SearchIndexError.corrupt("posting for a record that does not exist")
      }
      verified.insert(info.number)
    }
    try body(records, Units(bytes: UnsafeRawBufferPointer(rebasing: bytes[0..<(count * 4)])))
  }

  /// A postings list's record numbers, read in place from the index's bytes.
  struct RecordNumbers {
    let bytes: UnsafeRawBufferPointer
    let count: Int
    /// 2 or 4 bytes per number, the same for every list of an index (a well-predicted branch).
    let width: Int

    @inline(__always)
    subscript(index: Int) -> Int {
      width == 2
        ? Int(bytes.loadUnaligned(fromByteOffset: index &* 2, as: UInt16.self).littleEndian)
        : Int(bytes.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self).littleEndian)
    }

    /// The largest number (0 for none): one check before use instead of one per posting. A loop
    /// per width, so each is a plain maximum over one integer type that the compiler vectorizes.
    var largest: Int {
      width == 2
        ? Int(RecordNumbers.largest(bytes, count, as: UInt16.self))
        : Int(RecordNumbers.largest(bytes, count, as: UInt32.self))
    }

    private static func largest<Number: FixedWidthInteger>(
      _ bytes: UnsafeRawBufferPointer, _ count: Int, as: Number.Type
    ) -> Number {
      var largest: Number = 0
      for index in 0..<count {
        largest = Swift.max(
          largest,
          Number(littleEndian: bytes.loadUnaligned(fromByteOffset: index &* MemoryLayout<Number>.size, as: Number.self))
        )
      }
      return largest
    }
  }

  /// A postings list's contributions in whole units, read in place from the index's bytes.
  struct Units {
    let bytes: UnsafeRawBufferPointer

    @inline(__always)
    subscript(index: Int) -> UInt32 {
      UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
    }
  }

  /// The stored display data of the record at `index`; checks the record's checksum first.
  public func record(at index: Int) throws -> StoredRecord {
    guard index >= 0, index < recordCount else { throw SearchIndexError.corrupt("no record \(index)") }
    let entry = recordTableStart + index * SearchIndex.recordEntryWidth
    let start = header.payloadStart + u32(at: entry)
    let length = u32(at: entry + 4)
    guard start + length <= payloadEnd else {
      throw SearchIndexError.corrupt("record \(index) points outside the file")
    }
    let bytes = UnsafeRawBufferPointer(rebasing: raw[start..<(start + length)])
    guard UInt32(truncatingIfNeeded: Checksum.of(bytes)) == UInt32(u32(at: entry + 8)) else {
      throw SearchIndexError.corrupt("checksum mismatch in record \(index)")
    }
    var reader = ByteReader(bytes)
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

  /// Every term of the vocabulary, in sorted order (for suggestions and export).
  public var vocabulary: [TermInfo] { (0..<termCount).map(term(at:)) }

  /// Calls `body` with the UTF-8 bytes of each term made only of ASCII letters and digits, read in
  /// place (no strings built): the typo corrector's candidates.
  func forEachASCIITerm(_ body: (UnsafeRawBufferPointer) -> Void) {
    for index in 0..<termCount {
      var reader = ByteReader(
        raw, at: header.payloadStart + u32(at: termTableStart + index * SearchIndex.termEntryWidth))
      guard let length = try? reader.varint(), length > 0, reader.offset + length <= raw.count else { return }
      let bytes = UnsafeRawBufferPointer(rebasing: raw[reader.offset..<(reader.offset + length)])
      // Sorted by bytes: every term from the first one starting above 'z' on is not ASCII.
      guard bytes[0] <= UInt8(ascii: "z") else { return }
      // Concept terms ("#tab-bar") are no words anyone types.
      if bytes[0] != UInt8(ascii: "#"), bytes.allSatisfy({ $0 < 0x80 }) { body(bytes) }
    }
  }
}
