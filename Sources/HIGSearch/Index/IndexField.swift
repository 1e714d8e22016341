/// A part of a record the index keeps apart, so that a match in the rule's statement or the
/// guideline's title can weigh more than one in the body (BM25F).
///
///     "모달 뷰의 모양을 앱과 조정합니다." in a rule → .statement and .body
public enum IndexField: Int, CaseIterable, Sendable, Hashable {
  /// The guideline's title and the section heading, in both languages.
  case title
  /// A rule's lead sentence (empty for other kinds of record).
  case statement
  /// The record's full text in both languages.
  case body
  /// The other language's words for glossary terms the record uses (창 in the text → "window").
  case glossary
}
