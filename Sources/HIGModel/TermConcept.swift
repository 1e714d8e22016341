/// One concept of the HIG's vocabulary with every name it goes by: the English term, the Korean
/// term to prefer (Apple's official one when known), and the other Korean names people use.
///
/// Apple's Korean HIG writes native words where developers write loanwords, so one concept often
/// has two Korean vocabularies:
///
///     TermConcept(english: ["tab bar"], korean: "탭 막대", variants: ["탭 바", "탭바"], status: .official)
///     TermConcept(english: ["control"], korean: "제어기", variants: ["컨트롤"], status: .official)
public struct TermConcept: Codable, Hashable, Sendable {
  /// How the preferred Korean term was established.
  public enum Status: String, Codable, CaseIterable, Hashable, Sendable {
    /// Written this way in Apple's official Korean HIG (checked against its pages).
    case official
    /// Not seen in Apple's Korean pages; the usual term in Korean developer writing.
    case common
    /// Not confirmed; kept so both vocabularies still meet, marked for checking.
    case uncertain
    /// Found in the content (a bilingual title, heading or "한국어(English)" pair), not curated.
    case harvested
  }

  /// The English term first, then other English spellings of it ("checkbox", "check box").
  public var english: [String]
  /// The Korean term to prefer; nil when the concept has no Korean term of its own (Apple keeps
  /// the English name, as for Split View) and only `variants` name it in Korean.
  public var korean: String?
  /// Other Korean names: community translations, loanwords, spacing variants, older wording.
  public var variants: [String]
  public var status: Status
  /// The slug of the HIG page about this concept, when there is one ("tab-bars").
  public var topic: String?
  /// Where the term was checked, or why it is uncertain.
  public var note: String?

  public init(
    english: [String], korean: String?, variants: [String] = [], status: Status, topic: String? = nil,
    note: String? = nil
  ) {
    self.english = english
    self.korean = korean
    self.variants = variants
    self.status = status
    self.topic = topic
    self.note = note
  }

  /// Every Korean name: the preferred term first, then the variants.
  public var koreanNames: [String] { (korean.map { [$0] } ?? []) + variants }

  /// The English term ("tab bar").
  public var term: String { english.first ?? "" }
}
