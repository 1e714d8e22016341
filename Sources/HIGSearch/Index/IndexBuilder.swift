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
    var postings: [TermKey: [(record: Int, counts: [Int])]] = [:]
    var titleCache: [TermKey: AnalyzedText] = [:]

    for guideline in knowledgeBase.guidelines {
      for section in guideline.sections {
        let titleText = [guideline.title.ko, guideline.title.en, section.heading?.ko, section.heading?.en]
          .compactMap { $0 }.joined(separator: "\n")
        let title = titleCache[TermKey(titleText)] ?? Analyzer.analyze(titleText)
        titleCache[TermKey(titleText)] = title
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
          var counts: [TermKey: [Int]] = [:]
          for (fieldIndex, analyzed) in fields.enumerated() {
            for term in analyzed.terms { counts[TermKey(term), default: [0, 0, 0, 0]][fieldIndex] += 1 }
          }
          lengths.append(fields.map { $0.words.count + $0.grams.count })
          for (term, perField) in counts { postings[term, default: []].append((recordIndex, perField)) }
        }
      }
    }
    return serialize(
      stored: stored, lengths: lengths, postings: postings, fingerprint: knowledgeBase.contentFingerprint)
  }

  static func serialize(
    stored: [StoredRecord], lengths: [[Int]], postings: [TermKey: [(record: Int, counts: [Int])]], fingerprint: String
  ) -> [UInt8] {
    // Blobs first (records, then postings), so the core tables can point into them.
    var records = ByteWriter()
    var recordEntries: [(offset: Int, length: Int, checksum: UInt32)] = []
    for record in stored {
      let start = records.bytes.count
      records.string(record.id.rawValue)
      records.string(record.guideline)
      records.optionalString(record.guidelineTitle.ko)
      records.optionalString(record.guidelineTitle.en)
      records.u8(record.section == nil ? 0 : 1)
      records.optionalString(record.section?.ko)
      records.optionalString(record.section?.en)
      records.string(record.kind.rawValue)
      records.u8(Platform.mask(record.platforms))
      records.optionalString(record.text.ko)
      records.optionalString(record.text.en)
      let checksum = records.bytes[start...].withUnsafeBytes { UInt32(truncatingIfNeeded: Checksum.of($0)) }
      recordEntries.append((start, records.bytes.count - start, checksum))
    }
    // Terms sorted by their UTF-8 bytes (binary search), each with its postings.
    let terms = postings.keys.sorted { $0.text.utf8.lexicographicallyPrecedes($1.text.utf8) }
    var postingBytes = ByteWriter()
    var termEntries: [(offset: Int, length: Int, checksum: UInt32, frequency: Int)] = []
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
      let checksum = postingBytes.bytes[start...].withUnsafeBytes { UInt32(truncatingIfNeeded: Checksum.of($0)) }
      termEntries.append((start, postingBytes.bytes.count - start, checksum, list.count))
    }

    // The core: counts, averages, section offsets, attributes, record table, term table, strings.
    var core = ByteWriter()
    let fieldCount = IndexField.allCases.count
    core.u32(UInt32(stored.count))
    core.u32(UInt32(terms.count))
    for field in 0..<fieldCount {
      let total = lengths.reduce(0) { $0 + $1[field] }
      core.f64(stored.isEmpty ? 0 : Double(total) / Double(stored.count))
    }
    let sectionTable = core.bytes.count
    for _ in 0..<4 { core.u32(0) }
    // Per record, fixed width, so scoring and filters never decode a record: field lengths, then
    // kind, platform mask and language mask.
    core.patch(u32: UInt32(core.bytes.count), at: sectionTable)
    for (recordLengths, record) in zip(lengths, stored) {
      for length in recordLengths { core.u16(UInt16(min(length, Int(UInt16.max)))) }
      core.u8(UInt8(RecordKind.allCases.firstIndex(of: record.kind)!))
      core.u8(Platform.mask(record.platforms))
      core.u8((record.text.ko == nil ? 0 : 1) | (record.text.en == nil ? 0 : 2))
      core.u8(0)
    }
    let recordTable = core.bytes.count
    core.patch(u32: UInt32(recordTable), at: sectionTable + 4)
    for _ in recordEntries { for _ in 0..<3 { core.u32(0) } }
    let termTable = core.bytes.count
    core.patch(u32: UInt32(termTable), at: sectionTable + 8)
    for _ in termEntries { for _ in 0..<5 { core.u32(0) } }
    var stringOffsets: [Int] = []
    for term in terms {
      stringOffsets.append(core.bytes.count)
      core.string(term.text)
    }
    let coreEnd = core.bytes.count
    core.patch(u32: UInt32(coreEnd), at: sectionTable + 12)
    let recordsBase = coreEnd
    let postingsBase = coreEnd + records.bytes.count
    for (index, entry) in recordEntries.enumerated() {
      let at = recordTable + index * 12
      core.patch(u32: UInt32(recordsBase + entry.offset), at: at)
      core.patch(u32: UInt32(entry.length), at: at + 4)
      core.patch(u32: entry.checksum, at: at + 8)
    }
    for (index, entry) in termEntries.enumerated() {
      let at = termTable + index * 20
      core.patch(u32: UInt32(stringOffsets[index]), at: at)
      core.patch(u32: UInt32(entry.frequency), at: at + 4)
      core.patch(u32: UInt32(postingsBase + entry.offset), at: at + 8)
      core.patch(u32: UInt32(entry.length), at: at + 12)
      core.patch(u32: entry.checksum, at: at + 16)
    }

    var file = ByteWriter()
    file.bytes += IndexFormat.magic
    file.u32(UInt32(IndexFormat.version))
    file.u64(UInt64(coreEnd + records.bytes.count + postingBytes.bytes.count))
    file.u64(core.bytes.withUnsafeBytes { Checksum.of($0) })
    let fingerprintBytes = Array(fingerprint.utf8.prefix(255))
    file.u8(UInt8(fingerprintBytes.count))
    file.bytes += fingerprintBytes
    file.bytes += core.bytes
    file.bytes += records.bytes
    file.bytes += postingBytes.bytes
    return file.bytes
  }
}
