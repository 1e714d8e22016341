/// What the index keeps of a record's section and statement, as bits of one byte (the record's
/// attributes in the index file; its flags in the site's postings): enough for the ranking's
/// record factor without reading the record.
///
///     RecordFlags.platform | RecordFlags.reference  // a platform section's related links
enum RecordFlags {
  /// A platform's section ("macOS" under "Platform considerations"), or a section nested in one.
  static let platform: UInt8 = 1
  /// Resources (related links, developer documentation) or the change log: about the page, not guidance.
  static let reference: UInt8 = 2
  /// A rule whose statement forbids or limits (`RestrictiveStatement`): what answers "may I?".
  static let restricts: UInt8 = 4
}
