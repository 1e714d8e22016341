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

extension RecordKind {
  /// The kinds in declaration order, made once: the synthesized `allCases` builds a new array at
  /// every call, and the search index and the site's index store a kind as its place here, read
  /// for every hit of a query.
  public static let ordered = allCases

  /// The kind's place in `ordered`, as indexes store it.
  public var position: Int { RecordKind.ordered.firstIndex(of: self) ?? 0 }

  /// The kind stored as `position`, or nil for a place no kind has.
  public init?(position: Int) {
    guard RecordKind.ordered.indices.contains(position) else { return nil }
    self = RecordKind.ordered[position]
  }
}

// The browser's search core is compiled from these same sources with Embedded Swift, which has no
// Codable (see Plugins/SearchCore).
#if !hasFeature(Embedded)
  extension RecordKind: Codable {}
#endif
