import HIGModel

extension ByteWriter {
  /// Appends a record's stored data as the index file keeps it (read back by
  /// `SearchIndex.record(at:)`): id, guideline slug and title, section, kind, platform mask,
  /// text in each language.
  ///
  ///     writer.storedRecord(record)  // varint length + "modality/dy5qt2", varint + "modality", …
  mutating func storedRecord(_ record: StoredRecord) {
    string(record.id.rawValue)
    string(record.guideline)
    optionalString(record.guidelineTitle.ko)
    optionalString(record.guidelineTitle.en)
    u8(record.section == nil ? 0 : 1)
    optionalString(record.section?.ko)
    optionalString(record.section?.en)
    string(record.kind.rawValue)
    u8(Platform.mask(record.platforms))
    optionalString(record.text.ko)
    optionalString(record.text.en)
  }
}
