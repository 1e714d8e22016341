import HIGModel

/// How alike two texts are, from 0 (nothing shared) to 1 (the same identity text): the Dice
/// coefficient of their character bigrams after `TextIdentity` folding.
///
/// Bigrams suit both scripts: a fixed typo or a reworded clause keeps most bigrams, and Korean
/// needs no word segmentation.
///
///     TextSimilarity.score("드래그 앤 드롭을 지원합니다.", "드래그 앤 드롭을 지원하세요.")  // ≈ 0.8
public enum TextSimilarity {
  public static func score(_ a: String, _ b: String) -> Double {
    let left = bigrams(TextIdentity.fingerprint(a))
    let right = bigrams(TextIdentity.fingerprint(b))
    let total = left.values.reduce(0, +) + right.values.reduce(0, +)
    guard total > 0 else { return a == b ? 1 : 0 }
    var shared = 0
    for (gram, count) in left { shared += min(count, right[gram] ?? 0) }
    return Double(2 * shared) / Double(total)
  }

  /// The best score over the languages both texts have; 0 when they share none.
  public static func score(_ a: LocalizedText, _ b: LocalizedText) -> Double {
    Language.allCases.compactMap { language in
      guard let left = a[language], let right = b[language] else { return nil }
      return score(left, right)
    }.max() ?? 0
  }

  static func bigrams(_ text: String) -> [String: Int] {
    let characters = Array(text)
    guard characters.count > 1 else { return characters.isEmpty ? [:] : [String(characters): 1] }
    var result: [String: Int] = [:]
    for index in 0..<(characters.count - 1) {
      result[String(characters[index...index + 1]), default: 0] += 1
    }
    return result
  }
}
