/// Scores the loanword matcher on a labelled list of Hangul words: recall over the loanwords
/// (슬라이더 must find "slider"), precision over every match it makes, and how many ordinary
/// Korean words (사용, 화면) it turned into matches.
///
/// File format (tab-separated, '#' starts a comment, the header `hangul english note` is skipped):
/// the Hangul word, the English word it transliterates (empty for an ordinary word), a note.
///
///     let evaluation = try LoanwordEvaluation(text: tsv, source: "loanwords.tsv")
///     let scores = evaluation.run(vocabulary: englishWords)
///     scores.recall      // 0.9
///     scores.precision   // 0.98
public struct LoanwordEvaluation: Sendable {
  /// One labelled word.
  public struct Entry: Sendable, Hashable {
    public var hangul: String
    /// The English word, or nil for an ordinary Korean word that must match nothing.
    public var english: String?
    public var note: String?
  }

  /// What the matcher did on the list.
  public struct Scores: Sendable {
    public var loanwords: Int
    /// Loanwords whose English word was among their matches.
    public var found: Int
    public var ordinary: Int
    /// Ordinary words that matched some English word.
    public var ordinaryMatched: Int
    public var matches: Int
    public var correctMatches: Int
    /// Loanwords whose English word was not found.
    public var misses: [Entry]
    /// Matches that were wrong: a Hangul word and the English word it should not have found.
    public var falseMatches: [(hangul: String, english: String)]
    /// The vocabulary's size after the matcher's filter.
    public var vocabulary: Int

    public var recall: Double { Double(found) / Double(max(1, loanwords)) }
    public var precision: Double { matches == 0 ? 1 : Double(correctMatches) / Double(matches) }
    /// The share of ordinary words that matched anything.
    public var noise: Double { Double(ordinaryMatched) / Double(max(1, ordinary)) }
  }

  public var entries: [Entry]

  public init(text: String, source: String) throws {
    var entries: [Entry] = []
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      }
      if fields.first == "hangul" { continue }
      guard let hangul = fields.first, !hangul.isEmpty, HangulReading.phonemes(hangul) != nil else {
        throw LoanwordEvaluationError.malformedLine(source: source, line: number + 1)
      }
      let english = fields.count > 1 && !fields[1].isEmpty ? fields[1] : nil
      entries.append(
        Entry(hangul: hangul, english: english, note: fields.count > 2 && !fields[2].isEmpty ? fields[2] : nil))
    }
    guard !entries.isEmpty else { throw LoanwordEvaluationError.empty(source: source) }
    self.entries = entries
  }

  /// Matches every entry against `vocabulary` plus the entries' own English words.
  public func run(vocabulary: [String]) -> Scores {
    let words = entries.compactMap(\.english) + vocabulary
    let matcher = LoanwordMatcher(vocabulary: words)
    var scores = Scores(
      loanwords: 0, found: 0, ordinary: 0, ordinaryMatched: 0, matches: 0, correctMatches: 0, misses: [],
      falseMatches: [], vocabulary: matcher.count)
    for entry in entries {
      let found = matcher.matches(for: entry.hangul)
      let expected = entry.english.map { EnglishReading.singular($0.lowercased()) }
      let correct = found.filter { EnglishReading.singular($0) == expected }
      scores.matches += found.count
      scores.correctMatches += correct.count
      for wrong in found where EnglishReading.singular(wrong) != expected {
        scores.falseMatches.append((entry.hangul, wrong))
      }
      if expected != nil {
        scores.loanwords += 1
        if correct.isEmpty { scores.misses.append(entry) } else { scores.found += 1 }
      } else {
        scores.ordinary += 1
        if !found.isEmpty { scores.ordinaryMatched += 1 }
      }
    }
    return scores
  }
}

extension LoanwordEvaluation {
  /// The scores as a Markdown table, then the misses and the wrong matches.
  public static func table(_ scores: Scores) -> String {
    func percent(_ value: Double) -> String { format(value) }
    var lines = [
      "| loanwords | found | recall | ordinary words | matched anything | matches | correct | precision | vocabulary |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      "| \(scores.loanwords) | \(scores.found) | \(percent(scores.recall)) | \(scores.ordinary) | \(scores.ordinaryMatched) "
        + "| \(scores.matches) | \(scores.correctMatches) | \(percent(scores.precision)) | \(scores.vocabulary) |",
    ]
    lines.append("")
    lines.append("Missed: " + scores.misses.map { "\($0.hangul) (\($0.english ?? ""))" }.joined(separator: ", "))
    lines.append("Wrong matches: " + scores.falseMatches.map { "\($0.hangul) → \($0.english)" }.joined(separator: ", "))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Three decimals without Foundation's formatting.
  static func format(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}

/// Why a labelled loanword list could not be read, naming the file and line.
public enum LoanwordEvaluationError: Error, Equatable, CustomStringConvertible {
  case malformedLine(source: String, line: Int)
  case empty(source: String)

  public var description: String {
    switch self {
    case .malformedLine(let source, let line):
      return "\(source):\(line): expected a Hangul word, then TAB and its English word (empty for an ordinary word)"
    case .empty(let source):
      return "\(source) has no entries (lines: hangul TAB english)"
    }
  }
}
