import HIGModel

/// The weighted terms a query turns into, and the masks that enforce required words: what both
/// searchers execute (`Searcher` over the index file, `BrowserSearch` over the site's index files).
///
///     QueryPlan("탐색 모음") → 탐색 (clause 0), ~탐색 (0, bigram), 모음 (1), ~모음 (1), ~색모 (spanning)
///
/// A plan is made without the index. `correctTypos` then adds, after each Latin word of four or
/// more letters the index lacks (a typo?), the vocabulary words close to it. The terminal does
/// that at once; the browser once the first index files it loads have told it which words exist.
struct QueryPlan {
  /// One weighted term and the clause it belongs to (nil for a bigram spanning two clauses); a
  /// concept named by several query words matches all their clauses (`span` of them from `clause`).
  struct Term: Equatable {
    var term: String
    var weight: Double
    var clause: Int?
    var channel: Channel
    var span = 1

    /// The mask bits of the clauses this term matches (none for a spanning bigram).
    var clauseMask: UInt64 {
      guard let clause else { return 0 }
      var mask: UInt64 = 0
      for number in clause..<(clause + span) { mask |= QueryPlan.bit(ofClause: number) }
      return mask
    }
  }

  /// Where a term of the plan comes from.
  enum Channel: String {
    /// A stemmed word of the query.
    case word
    /// A bigram inside one of the query's Korean (or Han) stems.
    case gram
    /// A bigram across two query words: rewards the words standing together.
    case adjacency
    /// A vocabulary word close to a Latin word the index lacks.
    case typo
    /// A concept of the terminology layer some query words name (`ConceptNames`): it meets every
    /// record naming the concept, in either language and either Korean vocabulary.
    case concept
    /// An English word a Hangul query word that names no concept transliterates (`LoanwordReading`).
    case loanword
  }

  var terms: [Term] = []
  /// Bits of clauses every hit must match (`+word` and quoted phrases).
  var requiredMask: UInt64 = 0
  /// Bits of clauses that score (everything but `-word`).
  var scoringMask: UInt64 = 0
  /// Folded phrases a hit's text must contain (`TextNormalizer.phraseForm`).
  var phrases: [String] = []
  /// The words of each `-word` clause.
  var excludedWords: [[String]] = []
  /// The words and bigrams snippets mark (a handful: arrays, as `Set<String>` hashes each Korean
  /// string through Unicode normalization).
  var highlightWords: [String] = []
  var highlightGrams: [String] = []
  /// The positive words as typed (stemmed), for suggestions when nothing matches.
  var typedWords: [String] = []
  var isKorean = false
  /// The platforms the query names, as a word ("macOS 시트") or a filter (`--platform macOS`):
  /// their sections' records score `platformBoost` more (`Platform.mask` bits).
  var boostedPlatforms: UInt8 = 0
  /// What the query asks for (`QuestionIntent`), as the `RecordFlags` of the rules that answer
  /// it: such rules score `answerBoost` more.
  var asks: UInt8 = 0
  /// Hangul words of two or more syllables that name no concept, with their clauses: what the
  /// loanword channel reads (`addLoanwords`), emptied once it has.
  private(set) var loanwordCandidates: [String] = []
  /// The query's API names in camel case (`UITabBar`): the word, the words of its humps, its
  /// clause; what `addAPINameConcepts` reads once the index tells which words it lacks.
  private var apiNames: [(word: String, words: [String], clause: Int)] = []
  private var loanwordClauses: [Int] = []
  let parameters: ScoringParameters

  /// The bit of clause `number` in the masks: clauses from the 64th on share the last bit.
  static func bit(ofClause number: Int) -> UInt64 { 1 << UInt64(slot(ofClause: number)) }

  /// The clause bitset a term of clause `number` marks (`ScoreAccumulator`): one per mask bit.
  static func slot(ofClause number: Int) -> Int { min(number, 63) }

  /// `concepts` gives the concept terms whose names analyze to a key, words joined by one space
  /// (`ConceptNames.concepts(of:in:)` over the index's table); none by default.
  init(query: SearchQuery, parameters: ScoringParameters, concepts: (String) -> [String] = { _ in [] }) {
    self.parameters = parameters
    var clauseGrams: [String] = []
    var positiveText: [String] = []
    // The positive clauses' words in order, with their clauses: what concept names are matched against.
    var sequence: [String] = []
    var sequenceClauses: [Int] = []
    boostedPlatforms = query.filter.platformMask
    let analyses = query.clauses.map { Analyzer.analyze($0.text) }
    // A question's asking words ("몇", "해야") are dropped when the query names something else;
    // a clause left with no word does not score (nor count for coordination).
    var asksOnly = true
    for number in query.clauses.indices where query.clauses[number].occurrence != .mustNot {
      if analyses[number].words.contains(where: { !QuestionWords.contains($0) }) { asksOnly = false }
    }
    // Positions rather than `enumerated()`: a new generic type costs a conformance scan per process.
    for number in query.clauses.indices {
      let clause = query.clauses[number]
      let analyzed = analyses[number]
      if clause.occurrence == .mustNot {
        excludedWords.append(analyzed.words)
        continue
      }
      let words = asksOnly || clause.occurrence == .must || clause.isPhrase
        ? analyzed.words : analyzed.words.filter { !QuestionWords.contains($0) }
      if words.isEmpty && !analyzed.words.isEmpty { continue }
      let bit = QueryPlan.bit(ofClause: number)
      scoringMask |= bit
      if clause.occurrence == .must || clause.isPhrase { requiredMask |= bit }
      if clause.isPhrase { phrases.append(TextNormalizer.phraseForm(clause.text)) }
      positiveText.append(clause.text)
      isKorean = isKorean || analyzed.tokens.contains { $0.token.script != .alphanumeric }
      for token in analyzed.tokens {
        let platform =
          token.token.script == .alphanumeric ? Platform(name: token.token.text) : Platform(koreanName: token.stem)
        if let platform { boostedPlatforms |= Platform.mask([platform]) }
      }
      for word in words {
        sequence.append(word)
        sequenceClauses.append(number)
        typedWords.append(word)
        terms.append(Term(term: word, weight: parameters.wordWeight, clause: number, channel: .word))
        highlightWords.append(word)
        for gram in Analyzer.grams(ofStem: word) where !clauseGrams.contains(gram) {
          clauseGrams.append(gram)
          terms.append(Term(term: gram, weight: parameters.gramWeight, clause: number, channel: .gram))
          highlightGrams.append(gram)
        }
      }
    }
    // Read from every positive clause: the asking words ("돼?") were dropped above.
    var asked = ""
    for clause in query.clauses where clause.occurrence != .mustNot { asked += clause.text + " " }
    asks = QuestionIntent.asks(asked)
    // Bigrams across two query words: records where the words stand together (or are written as
    // one compound) score a little more.
    for gram in Analyzer.analyze(positiveText.joined(separator: " ")).grams where !clauseGrams.contains(gram) {
      clauseGrams.append(gram)
      terms.append(Term(term: gram, weight: parameters.adjacencyWeight, clause: nil, channel: .adjacency))
    }
    addConcepts(of: sequence, clauses: sequenceClauses, concepts)
    for number in query.clauses.indices where scoringMask & QueryPlan.bit(ofClause: number) != 0 {
      for humps in APINameWords.names(in: query.clauses[number].text) {
        guard let word = Analyzer.analyze(humps.name).words.first else { continue }
        apiNames.append((word, Analyzer.analyze(humps.words.joined(separator: " ")).words, number))
      }
    }
  }

  /// The words of the API names the index lacks (`isKnown`): where the site's core looks for the
  /// names they begin before `addAPINameConcepts`.
  func apiNameWords(isKnown: (String) -> Bool) -> [String] {
    var words: [String] = []
    for name in apiNames where !isKnown(name.word) { words += name.words }
    return words
  }

  /// Adds, for each API name in camel case the index lacks (`isKnown`) and whose clause names no
  /// concept as written, the concepts of the words it is made of (`APINameWords`):
  /// `UINavigationBar 제목` reaches the navigation bar's records through `#navigation-bar`, while a
  /// type the pages write (`QLPreviewSceneActivationConfiguration`) is looked up as written. Done
  /// once per plan, before typos are corrected.
  mutating func addAPINameConcepts(isKnown: (String) -> Bool, concepts: (String) -> [String]) {
    defer { apiNames = [] }
    guard parameters.conceptWeight > 0 else { return }
    for name in apiNames where !isKnown(name.word) {
      let bit = QueryPlan.bit(ofClause: name.clause)
      if terms.contains(where: { $0.channel == .concept && $0.clauseMask & bit != 0 }) { continue }
      addConcepts(of: name.words, clauses: Array(repeating: name.clause, count: name.words.count), concepts)
    }
  }

  /// Adds the concepts the words name, matched greedily and longest first as the index matched
  /// them in the records ("탭 바 배지": 탭 바 is the tab bar, not also 탭 the tab), each concept once.
  /// A Hangul word of two or more syllables naming none becomes a loanword candidate.
  private mutating func addConcepts(of words: [String], clauses: [Int], _ concepts: (String) -> [String]) {
    var added: [String] = []
    for term in terms where term.channel == .concept { added.append(term.term) }
    var start = 0
    while start < words.count {
      let matched = parameters.conceptWeight > 0 ? addLongestConcept(at: start, of: words, clauses, concepts, &added) : 0
      let word = words[start]
      if matched == 0, word.unicodeScalars.count >= 2, word.unicodeScalars.allSatisfy({ Script.of($0) == .hangul }),
        !loanwordCandidates.contains(word)
      {
        loanwordCandidates.append(word)
        loanwordClauses.append(clauses[start])
      }
      start += max(1, matched)
    }
  }

  /// Adds the concepts of the longest name starting at word `start`; returns its length in words
  /// (0: none).
  private mutating func addLongestConcept(
    at start: Int, of words: [String], _ clauses: [Int], _ concepts: (String) -> [String], _ added: inout [String]
  ) -> Int {
    var length = min(ConceptNames.maximumWords, words.count - start)
    var found: [String] = []
    while length > 0 {
      // Joined by hand: `joined(separator:)` on a slice cost `hig search` a conformance scan
      // (a quarter of a million instructions) per process.
      var key = words[start]
      for position in (start + 1)..<(start + length) { key += " " + words[position] }
      found = concepts(key)
      if !found.isEmpty { break }
      length -= 1
    }
    guard length > 0 else { return 0 }
    let first = clauses[start]
    let span = clauses[start + length - 1] - first + 1
    // The concept already counts these words' own name: they weigh less beside it.
    for position in terms.indices {
      let term = terms[position]
      guard term.channel == .word || term.channel == .gram, let clause = term.clause, clause >= first,
        clause < first + span
      else { continue }
      terms[position].weight = term.weight * parameters.coveredWordFactor
    }
    for concept in found where !added.contains(concept) {
      added.append(concept)
      terms.append(Term(term: concept, weight: parameters.conceptWeight, clause: first, channel: .concept, span: span))
    }
    return length
  }

  /// Marks, in snippets, the words of every name of the concepts the query matched, so that a hit
  /// found through the terminology alone (툴바 → 도구 막대, "toolbar") shows where. `names` gives the
  /// names of concept terms (`ConceptNames.names(of:in:)` over the index's table).
  mutating func addConceptHighlights(_ names: ([String]) -> [String]) {
    var concepts: [String] = []
    for term in terms where term.channel == .concept { concepts.append(term.term) }
    guard !concepts.isEmpty else { return }
    for name in names(concepts) {
      for word in name.split(separator: " ") where !highlightWords.contains(String(word)) {
        highlightWords.append(String(word))
      }
    }
  }

  /// The parts of the loanword candidates that may be glued names (`GluedNames`): where the site's
  /// core looks for the names they begin before `addGluedConcepts`.
  var gluedNameWords: [String] {
    var words: [String] = []
    for word in loanwordCandidates {
      for split in GluedNames.splits(of: word) {
        if !words.contains(split.first) { words.append(split.first) }
        if !words.contains(split.second) { words.append(split.second) }
      }
    }
    return words
  }

  /// Adds, for each loanword candidate that is two names glued together (모달창, 버튼색), the
  /// concepts of both, in its clause, as if they had been typed apart; the longest first name
  /// wins. Done before `addLoanwords`, which reads the same candidates.
  mutating func addGluedConcepts(_ concepts: (String) -> [String]) {
    guard parameters.conceptWeight > 0 else { return }
    for position in loanwordCandidates.indices {
      for split in GluedNames.splits(of: loanwordCandidates[position]) {
        guard !concepts(split.first).isEmpty, !concepts(split.second).isEmpty else { continue }
        let clause = loanwordClauses[position]
        addConcepts(of: [split.first, split.second], clauses: [clause, clause], concepts)
        break
      }
    }
  }

  /// Adds, for each loanword candidate, the index terms `stems` finds for it (the English words it
  /// transliterates), each with `loanwordWeight`, in the candidate's clause. Done once per plan.
  mutating func addLoanwords(_ stems: (String) -> [String]) {
    defer {
      loanwordCandidates = []
      loanwordClauses = []
    }
    guard parameters.loanwordWeight > 0 else { return }
    for position in loanwordCandidates.indices {
      for stem in stems(loanwordCandidates[position]) where !terms.contains(where: { $0.term == stem }) {
        terms.append(
          Term(term: stem, weight: parameters.loanwordWeight, clause: loanwordClauses[position], channel: .loanword))
        highlightWords.append(stem)
      }
    }
  }

  /// Whether every phrase of the query occurs in `text`, each in one of its languages, compared
  /// in `TextNormalizer.phraseForm` (scalar for scalar: the texts are NFC).
  func phrasesOccur(in text: LocalizedText) -> Bool {
    guard !phrases.isEmpty else { return true }
    let forms = [text.ko, text.en].compactMap { $0 }.map(TextNormalizer.phraseForm)
    return phrases.allSatisfy { phrase in forms.contains { QueryPlan.contains(phrase, in: $0) } }
  }

  /// Whether `text` holds `part`'s UTF-8 bytes somewhere.
  static func contains(_ part: String, in text: String) -> Bool {
    let part = Array(part.utf8)
    let text = Array(text.utf8)
    guard !part.isEmpty else { return true }
    guard part.count <= text.count else { return false }
    for start in 0...(text.count - part.count) where text[start] == part[0] {
      if text[start..<(start + part.count)].elementsEqual(part) { return true }
    }
    return false
  }

  /// Whether a term may be a mistyped word: a word of the query of four or more Latin letters
  /// (which has no bigrams, so its corrections go right after it).
  static func mayBeTypo(_ term: Term) -> Bool {
    term.channel == .word && term.term.count >= 4
      && term.term.unicodeScalars.allSatisfy { Script.of($0) == .alphanumeric }
  }

  /// The words that may be typos and that the index lacks, by `isKnown`.
  func missingWords(isKnown: (String) -> Bool) -> [String] {
    terms.filter { QueryPlan.mayBeTypo($0) && !isKnown($0.term) }.map { $0.term }
  }

  /// Adds, after each word that may be a typo and that the index lacks, the vocabulary words
  /// `corrections` finds for it, sharing `typoWeight` (below an exact match, since the word is
  /// probably mistyped). A plan is corrected once.
  mutating func correctTypos(isKnown: (String) -> Bool, corrections: (String) -> [String]) {
    // Last first, so that the positions still to visit do not move. (A plain loop over positions:
    // a new generic type, such as an array of candidates, costs `hig search` a metadata lookup.)
    var position = terms.count
    while position > 0 {
      position -= 1
      let word = terms[position]
      guard QueryPlan.mayBeTypo(word), !isKnown(word.term) else { continue }
      let found = corrections(word.term)
      let weight = parameters.typoWeight / Double(found.count)
      for offset in found.indices {
        let correction = Term(term: found[offset], weight: weight, clause: word.clause, channel: .typo)
        terms.insert(correction, at: position + 1 + offset)
      }
      highlightWords.append(contentsOf: found)
    }
  }
}

extension QueryPlan {
  /// The plan as lines of text: its masks, then each term (channel, term, weight, clause or `-`),
  /// each phrase and each `-word` clause's words. Both builds print it the same way (the
  /// terminal's, and the browser's core), which the shared fixture of query plans checks
  /// (Tests/HIGSearchTests/Fixtures/query-plans.tsv).
  ///
  ///     masks	0x0000000000000000	0x0000000000000003
  ///     word	탐색	1.0	0
  ///     gram	~탐색	0.5	0
  var listing: String {
    var lines = ["masks\t\(QueryPlan.hex(requiredMask))\t\(QueryPlan.hex(scoringMask))"]
    for term in terms {
      let clauses = term.clause.map { term.span > 1 ? "\($0)-\($0 + term.span - 1)" : "\($0)" } ?? "-"
      lines.append("\(term.channel.rawValue)\t\(term.term)\t\(term.weight)\t\(clauses)")
    }
    if boostedPlatforms != 0 {
      lines.append("boost\t" + Platform.platforms(in: boostedPlatforms).map { $0.rawValue }.joined(separator: " "))
    }
    if asks != 0 { lines.append("asks\t" + RecordFlags.names(of: asks)) }
    for phrase in phrases { lines.append("phrase\t\(phrase)") }
    for words in excludedWords { lines.append("excluded\t\(words.joined(separator: " "))") }
    return lines.joined(separator: "\n")
  }

  /// The listing of the plan of query `text`, its typos corrected against `vocabulary` (the
  /// index's words, in its order), its concepts from the names table `concepts` (`ConceptNames`),
  /// and its filters (platforms, language, kinds); or `error` and the query's failure: one entry
  /// of the shared fixture of query plans.
  static func listing(
    of text: String, vocabulary: [String], concepts: [UInt8] = [], parameters: ScoringParameters
  ) -> String {
    let query: SearchQuery
    do {
      query = try SearchQuery.parse(text)
    } catch {
      return "error\t\(error.name)"
    }
    let conceptsOf = { (key: String) in ConceptNames.concepts(of: key, in: concepts) }
    var plan = QueryPlan(query: query, parameters: parameters, concepts: conceptsOf)
    plan.addGluedConcepts(conceptsOf)
    plan.addAPINameConcepts(isKnown: { vocabulary.contains($0) }, concepts: conceptsOf)
    plan.correctTypos(isKnown: { vocabulary.contains($0) }) { word in
      TypoCorrector.corrections(for: word) { body in
        for candidate in vocabulary where candidate.utf8.allSatisfy({ $0 < 0x80 }) {
          var candidate = candidate
          candidate.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
      }
    }
    let filter = query.filter
    guard filter != SearchFilter() else { return plan.listing }
    let platforms = Platform.allCases.filter { filter.platforms.contains($0) }.map { $0.rawValue }
    let kinds = RecordKind.allCases.filter { filter.limitsKinds && filter.includes($0) }.map { $0.rawValue }
    let language = filter.language?.rawValue ?? "-"
    func list(_ names: [String]) -> String { names.isEmpty ? "-" : names.joined(separator: " ") }
    return plan.listing + "\nfilter\t\(list(platforms))\t\(language)\t\(list(kinds))"
  }

  /// Sixteen hexadecimal digits.
  private static func hex(_ value: UInt64) -> String {
    let digits = Array("0123456789abcdef".unicodeScalars)
    var text = "0x"
    for shift in stride(from: 60, through: 0, by: -4) { text.unicodeScalars.append(digits[Int(value >> UInt64(shift) & 15)]) }
    return text
  }
}
