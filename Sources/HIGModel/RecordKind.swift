/// What a record is on the page.
public enum RecordKind: String, CaseIterable, Hashable, Sendable {
  /// A guideline proper: a paragraph whose lead sentence tells the reader what to do.
  case rule
  /// Prose that explains or gives context; not itself an instruction.
  case explanation
  /// One item of a bulleted or implicit list.
  case listItem
  /// A "Note", "참고" or "팁" callout.
  case note
  /// A translator's own remark ("역자설명 : …"); part of the translation, never of Apple's guidance.
  case translatorNote
  /// A small table, kept as rows of cells.
  case table
  /// A statement of which platforms the guideline covers ("Not supported in tvOS or watchOS.").
  case availability
  /// An image or video of the page, with its alt text as the record's text (`Record.figure` says
  /// where the picture is). Searchable, but ranking may treat it apart from prose.
  case figure
}

// The browser's search core is compiled from these same sources with Embedded Swift, which has no
// Codable (see Plugins/SearchCore).
#if !hasFeature(Embedded)
  extension RecordKind: Codable {}
#endif
