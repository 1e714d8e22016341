import HIGModel

/// Rewrites the ways Markdown and HTML sources dress a rule as something else, so the builder sees
/// a rule paragraph with a lead, as Apple writes it.
///
/// Community translations write a rule's statement as a heading (`### - 알림을 적게 사용하세요.`,
/// `- ### …`) or as a bold line of its own, with the explanation in the next paragraph. A heading
/// that reads as a sentence is no section title: it becomes the lead of the paragraph below it.
/// A short bold line that is not a sentence is a heading in disguise. Headings whose level the
/// format does not state (plain text) are left alone.
///
///     [heading(3) "알림을 적게 사용하세요.", paragraph "앱이 알림을 …"]
///     → [paragraph "알림을 적게 사용하세요. 앱이 알림을 …" lead "알림을 적게 사용하세요."]
///     [paragraph "**iOS**" (all bold)] → [heading "iOS"]
enum RuleLines {
  static func normalize(_ blocks: [Block]) -> [Block] {
    var result: [Block] = []
    var index = 0
    while index < blocks.count {
      var block = blocks[index]
      index += 1
      let wholeBold = block.kind == .paragraph && block.lead != nil && block.lead == block.text
      let sentenceHeading = block.kind == .heading && block.level != nil && block.level! > 1 && isSentence(block.text)
      guard wholeBold || sentenceHeading else {
        result.append(block)
        continue
      }
      if wholeBold, !isSentence(block.text), block.text.count <= 50 {
        block.kind = .heading
        block.lead = nil
        block.level = nil
        result.append(block)
        continue
      }
      let isRule = RuleClassifier.classify(text(of: block.text), lead: nil) != nil
      block.kind = .paragraph
      block.level = nil
      block.lead = isRule ? block.text : nil
      if isRule, index < blocks.count, blocks[index].kind == .paragraph, blocks[index].lead == nil,
        LetterCounts.language(of: blocks[index].text) == LetterCounts.language(of: block.text)
      {
        let next = blocks[index]
        block.text += " " + next.text
        block.links += next.links
        index += 1
      }
      result.append(block)
    }
    return result
  }

  private static func isSentence(_ text: String) -> Bool {
    guard let last = text.last else { return false }
    if ".!?。".contains(last) { return true }
    return LineShape(text).endsLikeSentence && text.count > 12
  }

  private static func text(of sentence: String) -> HIGModel.LocalizedText {
    LetterCounts.language(of: sentence) == .ko ? LocalizedText(ko: sentence) : LocalizedText(en: sentence)
  }
}
