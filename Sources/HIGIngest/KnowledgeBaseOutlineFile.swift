import FileAccess
import HIGModel

/// A small file beside the cached knowledge base with what a rebuild compares with: each
/// guideline's slug, where its object lies in the cache file, and its records' IDs and languages.
///
/// Reading the outline out of the cache itself means reading all of it (160 MB at x100), and
/// after the ingestion that is memory beside the new knowledge base. This file is a few
/// megabytes; the texts of the few records whose ID vanished are read from their guidelines'
/// places in the cache. It names the cache's checksum and has one of its own, so a stale or
/// damaged copy is never used: the rebuild then reads the cache whole, as without it.
///
///     hig-outline 1 5d3e2a1b09f8c7d6 0a1b2c3d4e5f6071      (format, the cache's checksum, this body's)
///     modality<TAB>412<TAB>9630<TAB>3modality/x7k2mq<TAB>1modality/9d4fq1
///
/// Each record is its languages as a digit (1 Korean, 2 English, 3 both) and its ID.
public enum KnowledgeBaseOutlineFile {
  public static let fileName = "knowledge-base-outline.tsv"
  static let format = 1

  /// The file for `knowledgeBase`, as written to a cache file with `layout`.
  public static func encode(_ knowledgeBase: KnowledgeBase, layout: KnowledgeBaseFile.Layout) -> [UInt8] {
    var body: [UInt8] = []
    for (guideline, place) in zip(knowledgeBase.guidelines, layout.guidelines) {
      body += Array("\(guideline.slug)\t\(place.lowerBound)\t\(place.upperBound)".utf8)
      for record in guideline.eachRecord {
        let languages = (record.text.ko == nil ? 0 : 1) + (record.text.en == nil ? 0 : 2)
        body.append(UInt8(ascii: "\t"))
        body.append(UInt8(ascii: "0") + UInt8(languages))
        body += Array(record.id.rawValue.utf8)
      }
      body.append(UInt8(ascii: "\n"))
    }
    let bodySum = body.withUnsafeBytes { Checksum.of($0) }
    return Array("hig-outline \(format) \(KnowledgeBaseFile.hex(layout.checksum)) \(KnowledgeBaseFile.hex(bodySum))\n".utf8) + body
  }

  /// The outline in `bytes` and each guideline's place in the cache file, when they are intact
  /// and written for the cache with `checksum`; nil otherwise. An ID that is also in `known` is
  /// taken from it, sharing its string's storage: a rebuild passes the new build's IDs, nearly
  /// all of the old ones, so the outline costs little memory beside the new knowledge base.
  public static func decode(_ bytes: [UInt8], cacheChecksum checksum: UInt64, known: Set<RecordID> = []) -> (
    outline: KnowledgeBaseOutline, places: [Range<Int>]
  )? {
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
    let body = bytes[(newline + 1)...]
    guard header.count == 4, header[0] == "hig-outline", header[1] == "\(format)",
      UInt64(header[2], radix: 16) == checksum,
      UInt64(header[3], radix: 16) == body.withUnsafeBytes({ Checksum.of($0) })
    else { return nil }
    var guidelines: [KnowledgeBaseOutline.GuidelineEntry] = []
    var places: [Range<Int>] = []
    for line in body.split(separator: UInt8(ascii: "\n")) {
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      guard fields.count >= 3, let start = Int(String(decoding: fields[1], as: UTF8.self)),
        let end = Int(String(decoding: fields[2], as: UTF8.self)), start <= end
      else { return nil }
      var records: [KnowledgeBaseOutline.RecordEntry] = []
      for field in fields[3...] {
        guard let digit = field.first, (UInt8(ascii: "0")...UInt8(ascii: "3")).contains(digit) else { return nil }
        let languages = digit - UInt8(ascii: "0")
        let id = RecordID(rawValue: String(decoding: field.dropFirst(), as: UTF8.self))
        records.append(
          KnowledgeBaseOutline.RecordEntry(
            id: known.firstIndex(of: id).map { known[$0] } ?? id, hasKorean: languages & 1 != 0,
            hasEnglish: languages & 2 != 0))
      }
      guidelines.append(KnowledgeBaseOutline.GuidelineEntry(slug: String(decoding: fields[0], as: UTF8.self), records: records))
      places.append(start..<end)
    }
    return (KnowledgeBaseOutline(guidelines: guidelines), places)
  }

  /// The outline of the cache file at `cachePath`, from the outline file at `path`, with the texts
  /// of the records `wanted` picks read from their guidelines' places in the cache; nil when the
  /// outline file is missing, stale or damaged, or the cache does not match its checksum. IDs in
  /// `known` share its storage (see `decode`).
  public static func outline(
    at path: String, cachePath: String, known: Set<RecordID> = [], textsWhere wanted: (RecordID) -> Bool
  ) -> KnowledgeBaseOutline? {
    guard let opening = try? FileReader.read(cachePath, range: 0..<64),
      let checksum = KnowledgeBaseFile.storedChecksum(opening),
      let bytes = try? FileReader.read(path), let decoded = decode(bytes, cacheChecksum: checksum, known: known)
    else { return nil }
    var outline = decoded.outline
    let needed = outline.guidelines.indices.filter { outline.guidelines[$0].records.contains { wanted($0.id) } }
    guard !needed.isEmpty else { return outline }
    // Texts are read from the cache, so all of it must match its checksum first.
    guard KnowledgeBaseFile.verify(fileAt: cachePath) == checksum else { return nil }
    for index in needed {
      guard let object = try? FileReader.read(cachePath, range: decoded.places[index]),
        let entry = try? KnowledgeBaseReader.guidelineOutline(from: object, textsOf: wanted),
        entry.slug == outline.guidelines[index].slug,
        entry.records.map(\.id) == outline.guidelines[index].records.map(\.id)
      else { return nil }
      outline.guidelines[index] = entry
    }
    return outline
  }
}
