import FileAccess
import HIGModel

/// A small file beside the cached knowledge base with what a rebuild compares with: each
/// guideline's slug, where its object lies in the cache file, and its records' IDs and languages.
///
/// Reading the outline out of the cache itself means reading all of it, and
/// after the ingestion that is memory beside the new knowledge base. This file is a few
/// megabytes; the texts of the few records whose ID vanished are read from their guidelines'
/// places in the cache. It names the cache's checksum and has one of its own, so a stale or
/// damaged copy is never used: the rebuild then reads the cache whole, as without it.
///
///     hig-outline 2 5d3e2a1b09f8c7d6 0a1b2c3d4e5f6071      (format, the cache's checksum, this body's)
///     modality<TAB>412<TAB>9630<TAB>9e0c3b1f2a4d5e6f<TAB>3modality/x7k2mq<TAB>1modality/9d4fq1
///
/// After the guideline's place comes the digest of its records (`KnowledgeBaseOutline.digest`), so
/// that a rebuild can leave the guidelines it has the same out without reading their records;
/// each record is its languages as a digit (1 Korean, 2 English, 3 both) and its ID.
public enum KnowledgeBaseOutlineFile {
  public static let fileName = "knowledge-base-outline.tsv"
  static let format = 2

  /// The file for `knowledgeBase`, as written to a cache file with `layout`.
  public static func encode(_ knowledgeBase: KnowledgeBase, layout: KnowledgeBaseFile.Layout) -> [UInt8] {
    // The header, whose length is fixed, takes its place once the body's checksum is known: the
    // body is not copied behind it (at x100 it is megabytes, at the build's peak).
    let opening = Array("hig-outline \(format) ".utf8)
    let headerLength = opening.count + 16 + 1 + 16 + 1
    var bytes = [UInt8](repeating: 0, count: headerLength)
    for (guideline, place) in zip(knowledgeBase.guidelines, layout.guidelines) {
      let digest = KnowledgeBaseFile.hex(KnowledgeBaseOutline.digest(of: guideline))
      bytes += Array("\(guideline.slug)\t\(place.lowerBound)\t\(place.upperBound)\t\(digest)".utf8)
      // By index: iterating would copy every record.
      for section in guideline.sections {
        let records = section.records
        for index in records.indices {
          let languages = (records[index].text.ko == nil ? 0 : 1) + (records[index].text.en == nil ? 0 : 2)
          bytes.append(UInt8(ascii: "\t"))
          bytes.append(UInt8(ascii: "0") + UInt8(languages))
          bytes += records[index].id.rawValue.utf8
        }
      }
      bytes.append(UInt8(ascii: "\n"))
    }
    let bodySum = bytes.withUnsafeBytes { Checksum.of(UnsafeRawBufferPointer(rebasing: $0[headerLength...])) }
    let header = opening + Array("\(KnowledgeBaseFile.hex(layout.checksum)) \(KnowledgeBaseFile.hex(bodySum))\n".utf8)
    bytes.replaceSubrange(0..<headerLength, with: header)
    return bytes
  }

  /// What reading an outline file gave.
  public struct Reading: Sendable {
    /// The guidelines that were not left out, with their records.
    public var outline: KnowledgeBaseOutline
    /// Where each guideline of `outline` lies in the cache file.
    public var places: [Range<Int>]
    /// The slugs of the guidelines left out: the caller's digest of them matched.
    public var unchanged: Set<String> = []
    /// Whether two guidelines of the file share a slug.
    public var slugsRepeat = false
  }

  /// The outline in `bytes` and each guideline's place in the cache file, when they are intact
  /// and written for the cache with `checksum`; nil otherwise. An ID that is also in `known` is
  /// taken from it, sharing its string's storage: a rebuild passes the new build's IDs, nearly
  /// all of the old ones, so the outline costs little memory beside the new knowledge base. A
  /// guideline whose slug `leavingOut` maps to its digest is left out, its records unread.
  public static func decode(
    _ bytes: [UInt8], cacheChecksum checksum: UInt64, known: Set<RecordID> = [], leavingOut: [String: UInt64] = [:]
  ) -> Reading? {
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
    let body = bytes[(newline + 1)...]
    guard header.count == 4, header[0] == "hig-outline", header[1] == "\(format)",
      UInt64(header[2], radix: 16) == checksum,
      UInt64(header[3], radix: 16) == body.withUnsafeBytes({ Checksum.of($0) })
    else { return nil }
    var reading = Reading(outline: KnowledgeBaseOutline(guidelines: []), places: [])
    var slugs: Set<String> = []
    for line in body.split(separator: UInt8(ascii: "\n")) {
      // The slug, place and digest first: a guideline left out is read no further.
      let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 4, omittingEmptySubsequences: false)
      guard fields.count >= 4, let start = Int(String(decoding: fields[1], as: UTF8.self)),
        let end = Int(String(decoding: fields[2], as: UTF8.self)), start <= end,
        let digest = UInt64(String(decoding: fields[3], as: UTF8.self), radix: 16)
      else { return nil }
      let slug = String(decoding: fields[0], as: UTF8.self)
      if !slugs.insert(slug).inserted { reading.slugsRepeat = true }
      if leavingOut[slug] == digest {
        reading.unchanged.insert(slug)
        continue
      }
      var records: [KnowledgeBaseOutline.RecordEntry] = []
      let rest =
        fields.count > 4 ? fields[4].split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false) : []
      for field in rest {
        guard let digit = field.first, (UInt8(ascii: "0")...UInt8(ascii: "3")).contains(digit) else { return nil }
        let languages = digit - UInt8(ascii: "0")
        let id = RecordID(rawValue: String(decoding: field.dropFirst(), as: UTF8.self))
        records.append(
          KnowledgeBaseOutline.RecordEntry(
            id: known.firstIndex(of: id).map { known[$0] } ?? id, hasKorean: languages & 1 != 0,
            hasEnglish: languages & 2 != 0))
      }
      reading.outline.guidelines.append(KnowledgeBaseOutline.GuidelineEntry(slug: slug, records: records))
      reading.places.append(start..<end)
    }
    return reading
  }

  /// The outline of the cache file at `cachePath`, from the outline file at `path`, with the texts
  /// of the records `wanted` picks read from their guidelines' places in the cache; nil when the
  /// outline file is missing, stale or damaged, or the cache does not match its checksum. IDs in
  /// `known` share its storage, and guidelines `leavingOut` has the same are left out (see `decode`).
  public static func reading(
    at path: String, cachePath: String, known: Set<RecordID> = [], leavingOut: [String: UInt64] = [:],
    textsWhere wanted: (RecordID) -> Bool
  ) -> Reading? {
    guard let opening = try? FileReader.read(cachePath, range: 0..<64),
      let checksum = KnowledgeBaseFile.storedChecksum(opening),
      let bytes = try? FileReader.read(path),
      var reading = decode(bytes, cacheChecksum: checksum, known: known, leavingOut: leavingOut)
    else { return nil }
    let needed = reading.outline.guidelines.indices.filter {
      reading.outline.guidelines[$0].records.contains { wanted($0.id) }
    }
    guard !needed.isEmpty else { return reading }
    // Texts are read from the cache, so all of it must match its checksum first.
    guard KnowledgeBaseFile.verify(fileAt: cachePath) == checksum else { return nil }
    for index in needed {
      guard let object = try? FileReader.read(cachePath, range: reading.places[index]),
        let entry = try? KnowledgeBaseReader.guidelineOutline(from: object, textsOf: wanted),
        entry.slug == reading.outline.guidelines[index].slug,
        entry.records.map(\.id) == reading.outline.guidelines[index].records.map(\.id)
      else { return nil }
      reading.outline.guidelines[index] = entry
    }
    return reading
  }

  /// `reading(at:cachePath:known:leavingOut:textsWhere:)` of every guideline, as an outline.
  public static func outline(
    at path: String, cachePath: String, known: Set<RecordID> = [], textsWhere wanted: (RecordID) -> Bool
  ) -> KnowledgeBaseOutline? {
    reading(at: path, cachePath: cachePath, known: known, textsWhere: wanted)?.outline
  }
}
