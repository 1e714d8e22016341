import HIGModel

/// Finds the rules of Apple's pages whose lead sentence is not set in bold.
///
/// Apple's page bolds a rule's lead, and the ingester takes only bold leads as rules there; but some
/// rules are plain paragraphs ("Confirm before discarding edits. Editing takes time, so …"). Such a
/// paragraph is read as a rule when both languages say so: its Korean lead instructs the way
/// Apple's Korean writes every rule ("…하십시오.", "…하지 마십시오."), and its English lead is a
/// short sentence that is neither a pointer ("For developer guidance, see …"), nor an introduction
/// to what follows ("Use the following sizes:"), nor about a subject ("The system …", "People …").
///
///     UnmarkedRule.verdict(for: LocalizedText(ko: "편집을 취소하기 전에 확인하십시오. 편집에는 …",
///                                              en: "Confirm before discarding edits. Editing takes …"))
///     // statement "Confirm before discarding edits." / "편집을 취소하기 전에 확인하십시오.", strength .do
enum UnmarkedRule {
  /// The longest English lead, in words, read as an unmarked rule's: Apple's rule leads are short.
  static let longestLead = 10
  /// Words a description opens with: a subject, not an order.
  static let subjectWords: Set<String> = [
    "a", "an", "the", "this", "these", "that", "those", "there", "it", "its", "your", "you", "we", "our", "people",
    "many", "most", "some", "each", "every", "all", "apps", "games", "users", "someone",
  ]

  /// Verbs that follow a subject ("Approved apps can …", "Short labels are …"): a description.
  static let auxiliaries: Set<String> = [
    "can", "may", "might", "must", "should", "will", "would", "is", "are", "was", "were", "has", "have", "does",
  ]

  /// The rule reading of a paragraph of Apple's page holding both languages, or nil.
  static func verdict(for text: LocalizedText) -> RuleClassifier.Verdict? {
    guard let en = text.en, let ko = text.ko else { return nil }
    let koreanLead = SentenceSplitter.first(ko)
    guard koreanLead.trimmingSpaces.hasSuffix("십시오."), !RuleClassifier.isReference(koreanLead) else { return nil }
    let englishLead = SentenceSplitter.first(en)
    let trimmed = englishLead.trimmingSpaces
    guard trimmed.hasSuffix("."), !RuleClassifier.isReference(trimmed) else { return nil }
    let words = trimmed.split(whereSeparator: \.isWhitespace)
    guard words.count <= longestLead else { return nil }
    // "In general, keep …", "When possible, limit …": an opening of a few words before the order.
    var order = words[...]
    if let comma = words.prefix(4).firstIndex(where: { $0.hasSuffix(",") }) { order = words[(comma + 1)...] }
    let opening = order.prefix(3).map { $0.lowercased().filter(\.isLetter) }
    guard let first = opening.first, !subjectWords.contains(first),
      !opening.dropFirst().contains(where: auxiliaries.contains)
    else { return nil }
    let strength =
      RuleClassifier.english(order.joined(separator: " ")) ?? RuleClassifier.korean(koreanLead) ?? .do
    return RuleClassifier.Verdict(statement: LocalizedText(ko: koreanLead, en: englishLead), strength: strength)
  }

  /// `sections` with each unmarked rule of a section that holds guidance (not the overview,
  /// introduction, Resources or Change log, nor a heading under those two) made a rule.
  static func mark(_ sections: inout [Section]) {
    let guidance: Set<SectionKind> = [.bestPractices, .topic, .platformConsiderations, .platform]
    let reference = Section.nested(under: [.resources, .changeLog], in: sections)
    for sectionIndex in sections.indices {
      let section = sections[sectionIndex]
      guard !reference[sectionIndex], guidance.contains(section.kind) else { continue }
      for recordIndex in section.records.indices {
        let record = section.records[recordIndex]
        guard record.kind == .explanation, record.figure == nil, let verdict = verdict(for: record.text) else {
          continue
        }
        sections[sectionIndex].records[recordIndex].kind = .rule
        sections[sectionIndex].records[recordIndex].statement = verdict.statement
        sections[sectionIndex].records[recordIndex].strength = verdict.strength
      }
    }
  }
}
