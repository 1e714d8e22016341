/// Builds the loanword table the index file stores (`LoanwordReading`): every English word the
/// records use (function words aside), under each consonant skeleton its readings can have, with
/// its index term and its reading. A query's Hangul word is then read and compared with the few
/// words of its skeleton, without the matcher's tables (`LoanwordMatcher` builds the same readings).
///
///     LoanwordIndex.table(words: [("sliders", "slider")])  // "slt\tslider\ts l ai/i d E\n" …
enum LoanwordIndex {
  static func table(words: [(word: String, stem: String)]) -> [UInt8] {
    var lines: [(key: String, value: String)] = []
    // Sorted words: the table's bytes must not depend on which worker met a word first.
    for (word, stem) in words.sorted(by: { $0.word < $1.word }) {
      guard !LoanwordMatcher.functionWords.contains(word), let sounds = EnglishReading.sounds(word) else { continue }
      let reading = LoanwordReading.encode(sounds)
      for skeleton in LoanwordMatcher.skeletons(of: sounds) where !skeleton.isEmpty {
        lines.append((skeleton, stem + "\t" + reading))
      }
    }
    return SortedLines.table(lines)
  }
}
