/// The ways an English word may sound to a Korean ear, in `HangulReading`'s alphabet: one list of
/// alternatives per sound, so "slider" is `s`, `l`, `ai`|`i`, `d`, `E`, (silent r).
///
/// English spelling says little about sound, so a letter group gets every reading Korean
/// transliteration gives it where it stands, and no more:
/// - a vowel before one consonant and a final e reads long (slide → 슬라이드, page → 페이지), and
///   the final e is silent; before one consonant and another vowel it may read either way
///   (data → 데이터, video → 비디오);
/// - ㅓ (`E`) stands for e, i and u before a silent r (server, bird, cursor), for u and o anywhere
///   (button, control) and for a and e outside the first syllable (data, segment);
/// - r after a vowel is silent as in British spelling (bar → 바, cursor → 커서); c and g soften
///   before e, i and y; s between vowels may be a z (user → 유저);
/// - ch, sh, dg and a soft g take the ㅣ Korean adds after them when no vowel follows
///   (badge → 배지, flash → 플래시, switch → 스위치).
/// A plural s is dropped first: Korean writes loanwords without it.
///
///     EnglishReading.sounds("toggle")  // [["t"], ["o", "E", "a"], ["g"], ["l"], [""]]
///     EnglishReading.sounds("iOS17")   // nil: not only letters
enum EnglishReading {
  static let vowelLetters: Set<Character> = ["a", "e", "i", "o", "u"]

  /// The readings of a word of 3 or more ASCII letters, or nil.
  static func sounds(_ word: String) -> [[String]]? {
    guard word.count >= 3, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
    var parser = Parser(Array(singular(word.lowercased())))
    return parser.parse()
  }

  /// The word without a plural s ("sliders" → "slider", "galleries" → "gallery"); a final ts is
  /// kept, as Korean writes it ㅊ (contents → 콘텐츠).
  static func singular(_ word: String) -> String {
    guard word.count > 4, word.hasSuffix("s") else { return word }
    if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
    if ["sses", "xes", "ches", "shes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
    if ["ss", "us", "is", "as", "ts"].contains(where: word.hasSuffix) { return word }
    return String(word.dropLast())
  }

  /// A left-to-right reading of the letters, one token (a list of alternatives) per sound.
  private struct Parser {
    let letters: [Character]
    var position = 0
    var tokens: [[String]] = []
    /// The vowel groups read so far: a group's place decides whether ㅓ may stand for it.
    var vowelGroups = 0

    init(_ letters: [Character]) {
      self.letters = letters
    }

    func letter(at index: Int) -> Character? {
      index >= 0 && index < letters.count ? letters[index] : nil
    }

    func isVowel(at index: Int) -> Bool {
      guard let letter = letter(at: index) else { return false }
      if EnglishReading.vowelLetters.contains(letter) { return true }
      // y is a vowel except at the start (yes); w only after a vowel when no vowel follows
      // (window, draw; in power it is a consonant).
      if letter == "y" { return index > 0 }
      if letter == "w" { return index > 0 && isVowel(at: index - 1) && !isVowel(at: index + 1) }
      return false
    }

    /// True for an e that ends the word, or ends it but for an s or a d.
    func isFinalE(at index: Int) -> Bool {
      guard letter(at: index) == "e" else { return false }
      return index == letters.count - 1 || (index == letters.count - 2 && "sd".contains(letters[index + 1]))
    }

    func follows(_ text: String) -> Bool {
      let characters = Array(text)
      guard position + characters.count <= letters.count else { return false }
      return letters[position..<(position + characters.count)].elementsEqual(characters)
    }

    mutating func parse() -> [[String]]? {
      while position < letters.count {
        if isVowel(at: position) { readVowels() } else { readConsonant() }
      }
      return tokens
    }

    // MARK: Consonants

    mutating func readConsonant() {
      let next = letter(at: position + 1)
      let soft = next.map { "eiy".contains($0) } ?? false
      let count = letters.count
      let start = position
      func atEnd(_ width: Int) -> Bool { start + width == count }
      if follows("tch") { return take(3, ["c"], addsI: true) }
      if follows("sch") { return take(3, ["sk"]) }
      if follows("tion") || follows("cian") { return take(4, ["sEn"]) }
      if follows("tial") || follows("cial") { return take(4, ["sEl"]) }
      if follows("sion") { return take(4, ["sEn", "zEn"]) }
      if follows("ture") { return take(4, ["cE"]) }
      if follows("sure") || follows("zure") { return take(4, ["sE", "zE"]) }
      // t before a vowel after the first letters is often s (ratio, initial).
      if follows("ti"), position > 0, isVowel(at: position + 2) { return take(1, ["s"]) }
      if follows("sh") { return take(2, ["s"], addsI: true) }
      if follows("ch") {
        // ch before l or r is a k (chrome → 크롬); otherwise usually ㅊ (chart, touch).
        if letter(at: position + 2).map({ "lr".contains($0) }) == true { return take(2, ["k"]) }
        return take(2, ["c", "k"], addsI: true)
      }
      if follows("ph") { return take(2, ["p"]) }
      if follows("th") { return take(2, ["s", "t", "d"]) }
      if follows("gh") { return take(2, position == 0 ? ["g"] : [""]) }
      if follows("ck") { return take(2, ["k"]) }
      if follows("qu") { return take(2, ["kw"]) }
      if follows("wh") { return take(2, ["w"]) }
      if follows("wr") { return take(2, ["l"]) }
      if position == 0, follows("kn") || follows("gn") || follows("pn") { return take(2, ["n"]) }
      if position == 0, follows("ps") { return take(2, ["s"]) }
      // A silent letter before a final consonant or another consonant (design, thumbnail, column).
      if follows("gn"), !isVowel(at: position + 2) { return take(2, ["n"]) }
      if follows("mb"), !isVowel(at: position + 2) { return take(2, ["m"]) }
      if follows("mn"), atEnd(2) { return take(2, ["m"]) }
      if follows("dg") { return take(2, ["z"], addsI: true) }
      if follows("gu"), isVowel(at: position + 2) { return take(2, ["g"]) }
      if follows("ts"), atEnd(2) { return take(2, ["c", "ts"]) }
      if follows("ng") {
        if isVowel(at: position + 2) { return take(2, ["G", "Gg", "nz"]) }
        return take(2, atEnd(2) ? ["G"] : ["Gg"])
      }
      let current = letters[position]
      // A doubled letter is one sound (button, scroll, stepper).
      let doubled = next == current
      let width = doubled ? 2 : 1
      let after = letter(at: position + width)
      let afterIsSoft = after.map { "eiy".contains($0) } ?? false
      switch current {
      case "c":
        if doubled { return take(2, afterIsSoft ? ["ks"] : ["k"]) }
        return take(1, soft ? ["s"] : ["k"])
      case "g":
        if doubled { return take(2, ["g"]) }
        return take(1, soft ? ["z", "g"] : ["g"], addsI: soft && isFinalE(at: position + 1))
      case "k", "q": return take(width, ["k"])
      case "x": return take(width, ["ks"])
      case "t": return take(width, ["t"])
      case "d": return take(width, ["d"])
      case "p", "f": return take(width, ["p"])
      case "b", "v": return take(width, ["b"])
      case "s":
        // Between vowels s is often a z, which Korean writes ㅈ (user → 유저, visual → 비주얼).
        let voiced = !doubled && isVowel(at: position - 1) && isVowel(at: position + 1)
        return take(width, voiced ? ["s", "z"] : ["s"])
      case "z", "j": return take(width, ["z"])
      case "l": return take(width, ["l"])
      case "m": return take(width, ["m"])
      case "n":
        // n before a k sound is ㅇ (link → 링크, sync → 싱크), not before ch (pinch → 핀치).
        let hardC = after == "c" && !(letter(at: position + width + 1).map { "eiyh".contains($0) } ?? false)
        return take(width, after.map { "kqx".contains($0) } == true || hardC ? ["G"] : ["n"])
      case "r":
        // r is silent after a vowel unless a vowel follows (bar, cursor; but error), and before a
        // final e after a vowel (store → 스토어).
        let silent = isVowel(at: position - 1) && (!isVowel(at: position + width) || isFinalE(at: position + width))
        return take(width, silent ? [""] : ["l"])
      case "h": return take(1, isVowel(at: position + 1) ? ["h"] : [""])
      case "w": return take(1, ["w"])
      // A y before a vowel is a glide Korean folds into the vowel (yes → 예스).
      default: return take(1, [""])
      }
    }

    mutating func take(_ count: Int, _ alternatives: [String], addsI: Bool = false) {
      position += count
      tokens.append(alternatives)
      // Korean writes ㅣ after ch, sh and dg when no vowel follows (배지, 플래시, 스위치).
      if addsI, !isVowel(at: position) || isFinalE(at: position) { tokens.append(["", "i"]) }
    }

    // MARK: Vowels

    mutating func readVowels() {
      let start = position
      while position < letters.count, isVowel(at: position) { position += 1 }
      let context = Context(parser: self, start: start, end: position)
      vowelGroups += 1
      tokens.append(Parser.readings(of: String(letters[start..<position]), context))
    }

    /// What surrounds a vowel group.
    struct Context {
      /// The group is the word's first vowel group.
      var first: Bool
      /// The group starts the word (alert, image).
      var initial: Bool
      /// One consonant (or one and l or r) and a final e follow: the vowel reads long (slide, table).
      var magic: Bool
      /// One consonant and another vowel follow (data, video, slider): long or short.
      var open: Bool
      /// The group ends the word.
      var final: Bool
      /// A silent r follows (bar, cursor): the vowel is r-coloured.
      var beforeR: Bool
      /// Two consonants or one final consonant follow (tab, stack).
      var closed: Bool
      /// The group is a silent final e (or one before a final s or d).
      var finalE: Bool
      /// The group is an e after one consonant after a vowel, before a consonant and a vowel: a
      /// silent e inside a compound (sidebar, timeline).
      var compoundE: Bool
      /// The group is an e after r after a vowel at the end (store, fire): read ㅓ.
      var rE: Bool
      /// No vowel follows the group's consonants: it is the last syllable.
      var lastSyllable: Bool
      /// The consonants after the group, up to the next vowel or the end.
      var following: String
      /// The letter before the group.
      var previous: Character?

      init(parser: Parser, start: Int, end: Int) {
        let letters = parser.letters
        var index = end
        while index < letters.count, !parser.isVowel(at: index) { index += 1 }
        following = String(letters[end..<index])
        lastSyllable = index == letters.count
        let nextVowelIsFinalE = parser.isFinalE(at: index)
        previous = parser.letter(at: start - 1)
        first = parser.vowelGroups == 0
        initial = start == 0
        final = end == letters.count
        let single = following.count == 1 || ["th", "ch", "sh", "ph", "ck"].contains(following)
        let singlePlusLiquid = following.count == 2 && "lr".contains(following.last!)
        magic = nextVowelIsFinalE && (single || singlePlusLiquid)
        open = !magic && index < letters.count && (single || singlePlusLiquid)
        // The r-run after the group: silent unless a vowel (other than a final e) follows it.
        let rRun = following.prefix { $0 == "r" }.count
        beforeR = rRun > 0 && (index == end + rRun ? (index == letters.count || nextVowelIsFinalE) : true)
        closed = !magic && !open && !final
        finalE = parser.isFinalE(at: start) && end - start == 1
        compoundE =
          letters[start] == "e" && end - start == 1 && !parser.isVowel(at: start - 1) && parser.isVowel(at: start - 2)
          && following.count == 1 && following != "r" && index < letters.count && !nextVowelIsFinalE
        rE = finalE && previous == "r" && parser.isVowel(at: start - 2)
      }
    }

    /// The readings of a vowel group: known digraphs, else each letter's readings in turn.
    static func readings(of group: String, _ context: Context) -> [String] {
      if group == "ea", context.magic { return ["iei", "i"] }
      if let digraph = digraphs[group] { return digraph }
      if group.count == 1, let letter = group.first { return readings(of: letter, context) }
      // Split off the longest known digraph at the front, or one letter, and combine.
      var parts: [[String]] = []
      var rest = Substring(group)
      while let head = rest.first {
        if rest.count >= 3, let digraph = digraphs[String(rest.prefix(3))] {
          parts.append(digraph)
          rest = rest.dropFirst(3)
        } else if rest.count >= 2, let digraph = digraphs[String(rest.prefix(2))] {
          parts.append(digraph)
          rest = rest.dropFirst(2)
        } else {
          parts.append(readings(of: head, context))
          rest = rest.dropFirst()
        }
      }
      var combined = [""]
      for part in parts {
        combined = combined.flatMap { prefix in part.map { prefix + $0 } }
        if combined.count > 64 { break }
      }
      return Array(Set(combined)).sorted()
    }

    static func readings(of letter: Character, _ context: Context) -> [String] {
      let unstressed = !context.first || context.initial
      switch letter {
      case "a":
        // wa reads 워 (watch, water) but ware 웨어 (hardware); al before a consonant 오 (call, talk).
        if context.previous == "w" { return context.magic ? ["e", "ei"] : ["E", "o", "a"] }
        if context.following.count >= 2, context.following.hasPrefix("l") { return ["o", "a"] }
        if context.beforeR { return unstressed ? ["a", "E"] : ["a"] }
        // Long a_e, but ㅣ or ㅔ outside the first syllable (image → 이미지, template → 템플릿).
        if context.magic { return context.first && !context.initial ? ["ei"] : ["ei", "i", "e", "E"] }
        var result = ["a", "e"]
        if context.open { result.append("ei") }
        if unstressed { result.append("E") }
        return result
      case "e":
        if context.rE { return ["E"] }
        if context.finalE { return [""] }
        // Inside a compound a silent e (sidebar, timeline) looks like a sounded one (category).
        if context.compoundE { return ["e", "i", "E", ""] }
        if context.beforeR { return ["E"] }
        if context.magic { return ["i", "e"] }
        var result = ["e", "i"]
        if !context.first { result.append("E") }
        // An unstressed e before a final n or l is often not written (token → 토큰, label → 레이블).
        if !context.first, context.lastSyllable, ["n", "l", "m"].contains(context.following) { result.append("") }
        return result
      case "i", "y":
        if context.beforeR { return ["E"] }
        // Long i_e, but short before v and n (native, engine) and often outside the first syllable
        // (profile → 프로필); long before gh and a final gn (highlight, design).
        if context.magic { return context.first && !["v", "n"].contains(context.following) ? ["ai"] : ["ai", "i"] }
        if context.following.hasPrefix("gh") || (context.following == "gn" && context.lastSyllable) { return ["ai"] }
        var result = ["i"]
        if context.open || context.final || ["nd", "ld"].contains(context.following) { result.append("ai") }
        return result
      case "o":
        if context.magic { return context.following == "v" ? ["u", "o"] : ["o", "ou"] }
        var result = ["o", "E", "a"]
        if context.open || context.final { result.append("ou") }
        // -ton, -don, -son at the end: the o is not written (button → 버튼).
        if context.lastSyllable, ["n", "m"].contains(context.following), !context.first,
          context.previous.map({ "tds".contains($0) }) == true
        {
          result.append("")
        }
        return result
      case "u":
        return context.magic ? ["u"] : ["E", "u"]
      default:
        return [""]
      }
    }

    static let digraphs: [String: [String]] = [
      "ee": ["i"], "ea": ["i", "e", "E"], "ie": ["i", "ai", "iE"], "ei": ["ei", "e", "i", "ai"],
      "ey": ["ei", "e", "i", "ai"], "ai": ["ei", "e", "i", "ai"], "ay": ["ei", "e", "ai"], "au": ["o", "au", "a"],
      "aw": ["o", "au", "a"], "ou": ["au", "u", "ou", "o", "E"], "ow": ["ou", "o", "au"], "oo": ["u"],
      "oa": ["o", "ou"], "oi": ["oi"], "oy": ["oi"], "eu": ["u"], "ew": ["u"], "ue": ["u", ""], "ui": ["ui", "i", "u"],
      "io": ["io", "aio", "iE", "E"], "ia": ["ia", "iE", "aiE", "aia", "ie"], "iou": ["iE", "E"], "eo": ["io", "eo"],
      "ua": ["ua", "uE"], "oe": ["o"], "ae": ["e"], "aa": ["a"], "uo": ["uo", "uE"], "eau": ["o"], "iew": ["u"],
      "ya": ["ia", "a"], "eye": ["ai"], "ayo": ["eio"], "ayou": ["eiau"], "oye": ["oiE"],
    ]
  }
}
