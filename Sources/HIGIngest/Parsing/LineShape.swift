import Foundation
import HIGModel

/// What a single line of text looks like: bullet, label, heading-like or sentence-like.
///
///     LineShape("- 자동(Automatic). 기본 …").bullet    // "자동(Automatic). 기본 …"
///     LineShape("역자설명 : Pointing Device는 …").label // .translatorNote
///     LineShape("Best practices").isHeadingLike       // true
struct LineShape {
  enum Label { case note, translatorNote }

  let text: String

  init(_ text: String) {
    self.text = text.trimmingSpaces
  }

  /// The item text when the line starts with a list marker ("- ", "• ", "1. ", "1) ").
  var bullet: String? {
    for marker in ["- ", "* ", "• ", "· ", "◦ ", "▪ ", "– "] where text.hasPrefix(marker) {
      return String(text.dropFirst(marker.count)).trimmingSpaces
    }
    let digits = text.prefix(while: \.isNumber)
    if !digits.isEmpty, digits.count <= 2 {
      let rest = text.dropFirst(digits.count)
      if rest.hasPrefix(". ") || rest.hasPrefix(") ") {
        return String(rest.dropFirst(2)).trimmingSpaces
      }
    }
    return nil
  }

  /// A callout label at the start of the line, and the text after it.
  var label: (Label, String)? {
    // Labels are short: lowercasing the line's start once is enough (and keeps long texts cheap).
    // Most lines start with no label's first letter: they are ruled out before any lowercasing of
    // the line and comparing of Korean prefixes, which are slow.
    // An ASCII or Hangul first scalar rules a line out without making its first character.
    if let scalar = text.unicodeScalars.first, scalar.isASCII || Hangul.isSyllable(scalar.value) {
      let folded = (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value | 0x20)! : scalar
      guard LineShape.labelInitialScalars.contains(folded) else { return nil }
    }
    guard let initial = text.first?.lowercased().first, LineShape.labelInitials.contains(initial) else { return nil }
    let lowered = String(text.prefix(40)).lowercased()
    for (label, words) in LineShape.loweredLabels {
      for (word, loweredWord) in words {
        guard lowered.hasPrefix(loweredWord) else { continue }
        var rest = text.dropFirst(word.count)
        let separator = rest.prefix(while: { $0 == " " || $0 == ":" || $0 == "：" || $0 == "]" || $0 == ")" })
        // "참고하세요" is a verb, not a label: a label is followed by a separator or nothing.
        guard !separator.isEmpty || rest.isEmpty else { continue }
        if label == .note, !separator.contains(":"), !separator.contains("："), !rest.isEmpty,
          word.count > 2 || !rest.hasPrefix(" ")
        {
          continue
        }
        rest = rest.dropFirst(separator.count)
        return (label, String(rest).trimmingSpaces)
      }
    }
    return nil
  }

  static let labels: [(Label, [String])] = [
    (
      .translatorNote,
      ["역자설명", "역자 설명", "역자주", "역자 주", "[역자 주", "(역주", "역주", "옮긴이 주", "옮긴이", "Translator's note", "Translator’s note"]
    ),
    (.note, ["참고", "노트", "팁", "중요", "주의", "Note", "Tip", "Important", "Warning"]),
  ]
  /// `labels` with each word's lowercase form beside it, made once.
  static let loweredLabels = labels.map { label, words in (label, words.map { ($0, $0.lowercased()) }) }
  static let labelInitials = Set(loweredLabels.flatMap { $0.1.compactMap(\.1.first) })
  static let labelInitialScalars = Set(labelInitials.compactMap(\.unicodeScalars.first))

  /// A line that reads as a title or heading: short, and not ending like a sentence.
  var isHeadingLike: Bool {
    !text.isEmpty && text.count <= 50 && !endsLikeSentence && bullet == nil
      && text.contains(where: \.isLetter) && !text.hasPrefix("|")
  }

  var endsLikeSentence: Bool {
    guard let last = text.last else { return false }
    if ".!?。:;…,".contains(last) { return true }
    // Korean sentences that lost their period still end in a verb ending.
    return ["다", "요", "죠"].contains(where: { text.hasSuffix($0) }) && text.count > 12
  }

  var isBlank: Bool { text.isEmpty }
}
