import HIGModel

/// The Markdown citation the "copy citation" button puts on the clipboard, for a pull request or
/// review comment.
///
/// Kept here until HIGCite's citation formats can be used by the site; the form matches what a
/// reviewer pastes by hand.
///
///     RecordCitation(record: r, guideline: g, url: "https://…/guidelines/modality.html#modality/x7k2mq").markdown
///     // [HIG modality/x7k2mq](https://…#modality/x7k2mq) 모달리티 — “모달은 필요한 경우에만 사용하세요.”
struct RecordCitation {
  var record: Record
  var guideline: Guideline
  /// The record's permalink; Apple's page when the site has no base URL.
  var url: String

  var markdown: String {
    let quote = record.statement?.preferring(.ko) ?? firstSentence(record.text.preferring(.ko))
    let title = guideline.title.preferring(.ko)
    return "[HIG \(record.id)](\(url)) \(title) — “\(quote)”"
  }

  /// The text up to its first sentence end, and at most 160 characters, so the citation stays a line.
  private func firstSentence(_ text: String) -> String {
    let ends: Set<Character> = [".", "?", "!", "。"]
    var sentence = ""
    for character in text {
      sentence.append(character)
      if ends.contains(character) { break }
    }
    return sentence.count > 160 ? String(sentence.prefix(159)) + "…" : sentence
  }
}
