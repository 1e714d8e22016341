/// What the index keeps of a record's section and statement, as bits of one byte (the record's
/// attributes in the index file; its flags in the site's postings): enough for the ranking's
/// record factor without reading the record.
///
///     RecordFlags.platform | RecordFlags.reference  // a platform section's related links
enum RecordFlags {
  /// A platform's section ("macOS" under "Platform considerations"), or a section nested in one;
  /// or a record whose own text limits it to some of its page's platforms (`IndexBuilder.scopeFlags`).
  static let platform: UInt8 = 1
  /// Resources (related links, developer documentation) or the change log: about the page, not guidance.
  static let reference: UInt8 = 2
  /// A rule whose statement forbids or limits (`RestrictiveStatement`): what answers "may I?".
  static let restricts: UInt8 = 4
  /// A rule whose statement says when (before, after, as soon as, 전에, 때, 즉시): what answers "언제?".
  static let timing: UInt8 = 8
  /// A rule whose statement says where (place, top, near, first, 배치, 상단, 근처): what answers "어디?".
  static let placement: UInt8 = 16
  /// A rule about wording (write, label, title, 작성, 레이블, 문구): what answers "문구 어떻게 써?".
  static let wording: UInt8 = 32
  /// The flags a question can ask for (`QuestionIntent`), set from a rule's own statement.
  static let answers: UInt8 = restricts | timing | placement | wording

  /// The names of the answer flags in `flags`, for a plan's listing ("limit when").
  static func names(of flags: UInt8) -> String {
    var names: [String] = []
    if flags & restricts != 0 { names.append("limit") }
    if flags & timing != 0 { names.append("when") }
    if flags & placement != 0 { names.append("where") }
    if flags & wording != 0 { names.append("wording") }
    return names.joined(separator: " ")
  }
}
