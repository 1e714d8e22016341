/// The query side of the loanword matcher, which both searchers run: a Hangul word's reading
/// (`HangulReading`) compared with the readings of the index's English words, kept in a table the
/// index builds (`LoanwordIndex`): lines `skeleton\tstem\treading`, sorted (`SortedLines`), where the
/// skeleton is the places of the reading's consonants, the stem the word's index term and the
/// reading its sounds (alternatives joined by `/`, sounds by a space).
///
///     LoanwordReading.stems(for: "슬라이더", in: table)  // ["slider"]
///     LoanwordReading.stems(for: "사용", in: table)      // []: not read as a loanword
enum LoanwordReading {
  /// Consonant sounds: voiced `g d b z`, voiceless `k t p c` (c is ㅊ), `s l m n G(ng) h w`, and the
  /// Korean syllable-final `K T P` that stand for either voicing.
  static let consonantSounds = "gkdtbpzcslmnGhwKTP"

  static func isConsonant(_ sound: Character) -> Bool { consonantSounds.contains(sound) }

  /// The place of a consonant, voicing aside: what words are bucketed by.
  static func place(_ sound: Character) -> Character {
    switch sound {
    case "g", "k", "K": return "k"
    case "d", "t", "T": return "t"
    case "b", "p", "P": return "p"
    case "z", "c": return "j"
    default: return sound
    }
  }

  /// True when a Hangul reading's sound can stand for an English reading's: the same sound, or a
  /// syllable-final `K`, `T` or `P` for either voicing of its place.
  static func matches(hangul: Character, english: Character) -> Bool {
    hangul == english || ("KTP".contains(hangul) && place(hangul) == place(english) && english != "z" && english != "c")
  }

  /// The reading of a Hangul word long enough to be told from an ordinary word (two syllables and
  /// two consonant sounds, or three syllables), or nil.
  static func candidate(_ hangul: String) -> [Character]? {
    guard hangul.unicodeScalars.count >= 2, let phonemes = HangulReading.phonemes(hangul) else { return nil }
    var consonants = 0
    for sound in phonemes where isConsonant(sound) { consonants += 1 }
    guard consonants >= 2 || (consonants >= 1 && hangul.unicodeScalars.count >= 3) else { return nil }
    return Array(phonemes)
  }

  /// True when some choice of one alternative per sound spells `target` exactly.
  static func reads(_ target: [Character], _ sounds: [[String]]) -> Bool {
    var reachable = [Bool](repeating: false, count: target.count + 1)
    reachable[0] = true
    for alternatives in sounds {
      var next = [Bool](repeating: false, count: target.count + 1)
      for start in 0...target.count where reachable[start] {
        for alternative in alternatives {
          let letters = Array(alternative)
          let end = start + letters.count
          guard end <= target.count else { continue }
          var same = true
          for offset in letters.indices where !matches(hangul: target[start + offset], english: letters[offset]) {
            same = false
            break
          }
          if same { next[end] = true }
        }
      }
      reachable = next
      if !reachable.contains(true) { return false }
    }
    return reachable[target.count]
  }

  /// The places of a reading's consonants, voicing aside ("slaidE" → "slt").
  static func skeleton(_ sounds: [Character]) -> String {
    var skeleton = ""
    for sound in sounds where isConsonant(sound) { skeleton.append(place(sound)) }
    return skeleton
  }

  /// A reading as the table writes it: alternatives joined by `/`, sounds by a space.
  static func encode(_ sounds: [[String]]) -> String {
    sounds.map { $0.joined(separator: "/") }.joined(separator: " ")
  }

  static func decode(_ text: Substring) -> [[String]] {
    text.split(separator: " ", omittingEmptySubsequences: false).map { sound in
      sound.split(separator: "/", omittingEmptySubsequences: false).map { String($0) }
    }
  }

  /// The index terms (stems) of the English words `hangul` transliterates, by the table `table`;
  /// a word that reads as no English word may be two written as one (바텀시트, 스크롤뷰: Korean
  /// writes loanword compounds without a space), so it gets both halves' words when the first
  /// split into halves of two or more syllables reads on both sides. Up to `longestCompound`
  /// syllables, so that a long word's cost stays linear.
  static func stems(for hangul: String, in table: UnsafeRawBufferPointer) -> [String] {
    let whole = wordStems(for: hangul, in: table)
    let syllables = Array(hangul.unicodeScalars)
    guard whole.isEmpty, (4...longestCompound).contains(syllables.count) else { return whole }
    for split in 2...(syllables.count - 2) {
      let first = wordStems(for: String(String.UnicodeScalarView(syllables[..<split])), in: table)
      guard !first.isEmpty else { continue }
      let second = wordStems(for: String(String.UnicodeScalarView(syllables[split...])), in: table)
      guard !second.isEmpty else { continue }
      return first + second.filter { !first.contains($0) }
    }
    return []
  }

  /// The longest word read as two (세그먼티드컨트롤 has eight syllables).
  static let longestCompound = 10

  /// The index terms of the English words `hangul` reads as, taken as one word.
  static func wordStems(for hangul: String, in table: UnsafeRawBufferPointer) -> [String] {
    guard let phonemes = candidate(hangul) else { return [] }
    var stems: [String] = []
    for line in SortedLines.values(of: skeleton(phonemes), in: table) {
      let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, reads(phonemes, decode(parts[1])) else { continue }
      let stem = String(parts[0])
      if !stems.contains(stem) { stems.append(stem) }
    }
    return stems
  }
}
