/// What the index keeps of the section a record sits in, as bits of one byte (the record's
/// attributes in the index file; its flags in the site's postings): enough for the ranking's
/// record factor without reading the record.
///
///     SectionFlags.platform | SectionFlags.reference  // a platform section's related links
enum SectionFlags {
  /// A platform's section ("macOS" under "Platform considerations"), or a section nested in one.
  static let platform: UInt8 = 1
  /// Resources (related links, developer documentation) or the change log: about the page, not guidance.
  static let reference: UInt8 = 2
}
