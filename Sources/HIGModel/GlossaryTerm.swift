/// A Korean term and its English equivalent, as the texts pair them or as curated in Content.
///
///     "모달리티(Modality)" → GlossaryTerm(ko: "모달리티", en: "Modality")
public struct GlossaryTerm: Codable, Hashable, Sendable {
  public enum Origin: String, Codable, Hashable, Sendable {
    /// Found in a guideline text, written as "한국어(English)" or "English(한국어)".
    case extracted
    /// Listed in the content folder's curated glossary file.
    case curated
  }

  public var ko: String
  public var en: String
  public var origin: Origin
  /// The records whose text uses the term, in either language.
  public var occurrences: RecordIDList

  public init(ko: String, en: String, origin: Origin, occurrences: RecordIDList = []) {
    self.ko = ko
    self.en = en
    self.origin = origin
    self.occurrences = occurrences
  }
}
