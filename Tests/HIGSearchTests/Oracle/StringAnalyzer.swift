import HIGModel

@testable import HIGSearch

/// The analyzer as it was before indexing went byte-level: Strings per token, per stem and per
/// bigram, one scalar array per text. Kept only as the test oracle the byte-level path must match
/// term for term (docs/Search.md describes the rules both follow).
///
///     StringAnalyzer.analyze("탐색 모음을").grams  // ["~탐색", "~색모", "~모음"]
enum StringAnalyzer {
  static func analyze(_ text: String) -> (words: [String], grams: [String]) {
    let tokens = tokens(in: text)
    var words: [String] = []
    var grams: [String] = []
    var run: [Unicode.Scalar] = []
    func flush() {
      if run.count >= 2 {
        for index in 0..<(run.count - 1) {
          var view = String.UnicodeScalarView()
          view.append(contentsOf: Analyzer.gramPrefix.unicodeScalars)
          view.append(run[index])
          view.append(run[index + 1])
          grams.append(String(view))
        }
      }
      run.removeAll()
    }
    var previousScript: Script?
    for token in tokens {
      defer { previousScript = token.script }
      let stem: String
      let afterLatin = previousScript == .alphanumeric
      let isOnlySuffix: Bool
      switch token.script {
      case .alphanumeric: (stem, isOnlySuffix) = (EnglishStemmer.stem(token.text), false)
      case .hangul:
        (stem, isOnlySuffix) = (
          KoreanStemmer.stem(token.text), KoreanStemmer.isOnlySuffix(token.text, afterLatin: afterLatin)
        )
      case .ideographic: (stem, isOnlySuffix) = (token.text, KoreanStemmer.isOnlySuffix(token.text, afterLatin: afterLatin))
      }
      switch token.script {
      case .alphanumeric:
        flush()
      case .hangul, .ideographic:
        if previousScript != nil, token.gap != .punctuation, isOnlySuffix { continue }
        if token.gap == .punctuation || previousScript == .alphanumeric { flush() }
        run.append(contentsOf: stem.unicodeScalars)
      }
      guard !stem.isEmpty else { continue }
      words.append(stem)
    }
    flush()
    return (words, grams)
  }

  static func tokens(in text: String) -> [Token] {
    var folded: [(scalar: Unicode.Scalar, source: Int)] = []
    for (offset, scalar) in TextNormalizer.nfc(text).unicodeScalars.enumerated() {
      for part in TextNormalizer.fold(scalar: scalar).unicodeScalars { folded.append((part, offset)) }
    }
    var tokens: [Token] = []
    var current = String.UnicodeScalarView()
    var script: Script?
    var startOffset = 0
    var gap = Token.Gap.punctuation
    var pending = Token.Gap.punctuation
    var lastSource = -1
    func finish(at end: Int) {
      if let script, !current.isEmpty {
        if script == .alphanumeric { while current.last == "'" { current.removeLast() } }
        if !current.isEmpty {
          tokens.append(Token(text: String(current), script: script, start: startOffset, end: end, gap: gap))
          pending = .none
        }
      }
      current = String.UnicodeScalarView()
      script = nil
    }
    for (scalar, offset) in folded {
      defer { lastSource = offset }
      if scalar == "'", script == .alphanumeric {
        current.append(scalar)
        continue
      }
      guard let scalarScript = Script.of(scalar) else {
        finish(at: lastSource + 1)
        let isSpace = scalar == " " || scalar.properties.isWhitespace
        if pending != .punctuation { pending = isSpace ? .space : .punctuation }
        continue
      }
      if scalarScript != script {
        finish(at: lastSource + 1)
        script = scalarScript
        startOffset = offset
        gap = pending
      }
      current.append(scalar)
    }
    finish(at: lastSource + 1)
    return tokens
  }
}
