import HIGModel

/// Builds the search index of a knowledge base and serializes it to the bytes of an index file.
///
/// Each record is analyzed per field (`IndexField`); postings keep per-field term frequencies;
/// the records' display data is stored alongside, so a search needs nothing else.
///
///     let bytes = IndexBuilder.build(kb)
///     let index = try SearchIndex(bytes: bytes)
public enum IndexBuilder {
  public static func build(_ knowledgeBase: KnowledgeBase) -> [UInt8] {
    let glossary = GlossaryPairs(knowledgeBase: knowledgeBase)
    var stored: [StoredRecord] = []
    var lengths: [[Int]] = []
    // term → postings of (record, per-field frequency)
    var postings: [String: [(record: Int, counts: [Int])]] = [:]
    var titleCache: [String: AnalyzedText] = [:]

    for guideline in knowledgeBase.guidelines {
      for section in guideline.sections {
        let titleText = [guideline.title.ko, guideline.title.en, section.heading?.ko, section.heading?.en]
          .compactMap { $0 }.joined(separator: "\n")
        let title = titleCache[titleText] ?? Analyzer.analyze(titleText)
        titleCache[titleText] = title
        for record in section.records {
          let recordIndex = stored.count
          stored.append(
            StoredRecord(
              id: record.id, guideline: guideline.slug, guidelineTitle: guideline.title, section: section.heading,
              kind: record.kind, platforms: record.platforms, text: record.text))
          let body = Analyzer.analyze([record.text.ko, record.text.en].compactMap { $0 }.joined(separator: "\n"))
          let statement = Analyzer.analyze(
            [record.statement?.ko, record.statement?.en].compactMap { $0 }.joined(separator: "\n"))
          let equivalents = glossary.equivalents(of: body.words)
          let glossaryText = Analyzer.analyze(equivalents.joined(separator: "\n"))
          let fields = [title, statement, body, glossaryText]
          var counts: [String: [Int]] = [:]
          for (fieldIndex, analyzed) in fields.enumerated() {
            for term in analyzed.terms { counts[term, default: [0, 0, 0, 0]][fieldIndex] += 1 }
          }
          lengths.append(fields.map { $0.words.count + $0.grams.count })
          for (term, perField) in counts { postings[term, default: []].append((recordIndex, perField)) }
        }
      }
    }
    return serialize(stored: stored, lengths: lengths, postings: postings, fingerprint: knowledgeBase.contentFingerprint)
  }

  static func serialize(
    stored: [StoredRecord], lengths: [[Int]], postings: [String: [(record: Int, counts: [Int])]], fingerprint: String
  ) -> [UInt8] {
    var payload = ByteWriter()
    let fieldCount = IndexField.allCases.count
    payload.u32(UInt32(stored.count))
    payload.u32(UInt32(postings.count))
    for field in 0..<fieldCount {
      let total = lengths.reduce(0) { $0 + $1[field] }
      payload.f64(stored.isEmpty ? 0 : Double(total) / Double(stored.count))
    }
    // Section offsets, patched once known.
    let sectionTable = payload.bytes.count
    for _ in 0..<4 { payload.u32(0) }

    // Per record, fixed width, so scoring and filters never decode a record: field lengths, then
    // kind, platform mask and language mask.
    payload.patch(u32: UInt32(payload.bytes.count), at: sectionTable)
    for (recordLengths, record) in zip(lengths, stored) {
      for length in recordLengths { payload.u16(UInt16(min(length, Int(UInt16.max)))) }
      payload.u8(UInt8(RecordKind.allCases.firstIndex(of: record.kind)!))
      payload.u8(Platform.mask(record.platforms))
      payload.u8((record.text.ko == nil ? 0 : 1) | (record.text.en == nil ? 0 : 2))
      payload.u8(0)
    }

    // Records: an offset table, then the entries.
    payload.patch(u32: UInt32(payload.bytes.count), at: sectionTable + 4)
    let recordTable = payload.bytes.count
    for _ in stored { payload.u32(0) }
    for (index, record) in stored.enumerated() {
      payload.patch(u32: UInt32(payload.bytes.count), at: recordTable + index * 4)
      payload.string(record.id.rawValue)
      payload.string(record.guideline)
      payload.optionalString(record.guidelineTitle.ko)
      payload.optionalString(record.guidelineTitle.en)
      payload.u8(record.section == nil ? 0 : 1)
      payload.optionalString(record.section?.ko)
      payload.optionalString(record.section?.en)
      payload.string(record.kind.rawValue)
      payload.u8(Platform.mask(record.platforms))
      payload.optionalString(record.text.ko)
      payload.optionalString(record.text.en)
    }

    // Terms sorted by their UTF-8 bytes (binary search), each with its postings.
    let terms = postings.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    payload.patch(u32: UInt32(payload.bytes.count), at: sectionTable + 8)
    let termTable = payload.bytes.count
    for _ in terms { for _ in 0..<4 { payload.u32(0) } }
    payload.patch(u32: UInt32(payload.bytes.count), at: sectionTable + 12)
    var postingBytes = ByteWriter()
    var termStrings = ByteWriter()
    let postingsBase = payload.bytes.count
    var entries: [(UInt32, UInt32, UInt32, UInt32)] = []
    for term in terms {
      let list = postings[term]!.sorted { $0.record < $1.record }
      let start = postingBytes.bytes.count
      var previous = 0
      for posting in list {
        postingBytes.varint(posting.record - previous)
        previous = posting.record
        var mask: UInt8 = 0
        for (field, count) in posting.counts.enumerated() where count > 0 { mask |= 1 << UInt8(field) }
        postingBytes.u8(mask)
        for count in posting.counts where count > 0 { postingBytes.varint(count) }
      }
      entries.append((0, UInt32(list.count), UInt32(start), UInt32(postingBytes.bytes.count - start)))
    }
    payload.bytes += postingBytes.bytes
    let stringsBase = payload.bytes.count
    for (index, term) in terms.enumerated() {
      entries[index].0 = UInt32(stringsBase + termStrings.bytes.count)
      termStrings.string(term)
      entries[index].2 += UInt32(postingsBase)
    }
    payload.bytes += termStrings.bytes
    for (index, entry) in entries.enumerated() {
      let at = termTable + index * 16
      payload.patch(u32: entry.0, at: at)
      payload.patch(u32: entry.1, at: at + 4)
      payload.patch(u32: entry.2, at: at + 8)
      payload.patch(u32: entry.3, at: at + 12)
    }

    var file = ByteWriter()
    file.bytes += IndexFormat.magic
    file.u32(UInt32(IndexFormat.version))
    file.u64(UInt64(payload.bytes.count))
    file.u64(payload.bytes.withUnsafeBytes { Checksum.of($0) })
    let fingerprintBytes = Array(fingerprint.utf8.prefix(255))
    file.u8(UInt8(fingerprintBytes.count))
    file.bytes += fingerprintBytes
    file.bytes += payload.bytes
    return file.bytes
  }
}
