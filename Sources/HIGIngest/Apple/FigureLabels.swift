import HIGModel

/// Apple's pages set some words apart that are not guidance: the label of a picture ("iOS" above
/// an alert on iPhone, "작음" above a small widget), written as a bold line right before the
/// picture (or table), or as a list of labels right before the pictures they name (a tab navigator
/// flattened). Those labels become the pictures' captions instead of records of their own; a list
/// or bold line that only repeats the headings that follow is dropped; a bold line that names no
/// picture stays as text but is no rule.
///
///     [bold "iOS", figure, bold "macOS", figure]  →  [figure (caption "iOS"), figure (caption "macOS")]
///     [item "iOS", item "macOS", figure, figure]  →  the same
enum FigureLabels {
  /// The longest label, in scalars: longer bold text is a statement.
  static let longestLabel = 40

  static func fold(_ blocks: [Block]) -> [Block] {
    var result: [Block] = []
    result.reserveCapacity(blocks.count)
    var index = 0
    while index < blocks.count {
      let block = blocks[index]
      // A run of short list items followed by at least as many pictures.
      if block.kind == .listItem, isLabel(block.text) {
        var end = index
        while end < blocks.count, blocks[end].kind == .listItem, isLabel(blocks[end].text) { end += 1 }
        let count = end - index
        // A list of the headings that follow (tabs whose panes are sections): an index, not text.
        let names = blocks[index..<end].map { $0.text.trimmingSpaces }
        let headings = blocks[end...].lazy.filter { $0.kind == .heading }.prefix(count).map { $0.text.trimmingSpaces }
        if count >= 2, Array(headings) == names {
          index = end
          continue
        }
        if count >= 2, end + count <= blocks.count, blocks[end..<(end + count)].allSatisfy({ $0.kind == .figure }) {
          for offset in 0..<count {
            var figure = blocks[end + offset]
            figure.caption = figure.caption ?? blocks[index + offset].text.trimmingSpaces
            result.append(figure)
          }
          index = end + count
          continue
        }
      }
      if let label = loneLabel(block) {
        if index + 1 < blocks.count, [.figure, .table].contains(blocks[index + 1].kind) {
          var figure = blocks[index + 1]
          figure.caption = figure.caption ?? label
          result.append(figure)
          index += 2
          continue
        }
        // The label of a pane whose heading follows says nothing the heading does not.
        if index + 1 < blocks.count, blocks[index + 1].kind == .heading {
          index += 1
          continue
        }
        var plain = block
        plain.lead = nil
        result.append(plain)
        index += 1
        continue
      }
      result.append(block)
      index += 1
    }
    return result
  }

  /// The text of a paragraph that is nothing but a short bold label.
  static func loneLabel(_ block: Block) -> String? {
    guard block.kind == .paragraph, let lead = block.lead?.trimmingSpaces, !lead.isEmpty,
      block.text.trimmingSpaces == lead, isLabel(lead)
    else { return nil }
    return lead
  }

  /// Short text that names rather than instructs: one word ("Display.", "iOS", "작음"), or a few
  /// that make no rule sentence ("System features.", "예시 1"), and no question or exclamation.
  static func isLabel(_ text: String) -> Bool {
    let trimmed = text.trimmingSpaces
    guard !trimmed.isEmpty, ScalarCharacters.count(trimmed) <= longestLabel, let last = trimmed.unicodeScalars.last,
      !["!", "?", ";", ":"].contains(last)
    else { return false }
    guard trimmed.contains(" ") else { return true }
    return LetterCounts.language(of: trimmed) == .ko
      ? RuleClassifier.korean(trimmed) == nil : RuleClassifier.english(trimmed) == nil
  }
}
