import HIGModel

/// How the site's search index is cut into files: written by HIGSite's `SiteSearchIndex`, read
/// by the browser's core (`BrowserSearch`), both from this one description.
///
/// Each term's postings are sorted best first and cut into tiers; a term's first tier sits in a
/// chunk file chosen by a hash (`chunk(of:)`), its deeper tiers in one file per chunk and depth.
/// Records, for showing results, sit `recordGroup` to a file. Every file is a script calling
/// `higSearch.add(name, data)`, so a page opened from disk (`file://`) can load it. The data of
/// every file but the manifest is a string: a raw deflate stream, seven bits a character (HIGSite's
/// `ScriptString`; the page inflates it with `DecompressionStream`), which holds a `PostingsFile`,
/// the records' JSON (HIGSite's `RecordsFile`) or lines of text.
///
///     search/manifest.js   the numbers below, the ranking's parameters, the units, the records
///                          files' codes
///     search/flags.js      each record's flags, loaded only by a query that filters by platform
///                          or language, names a platform or asks a question (`BrowserSearch`)
///     search/t/17.js       PostingsFile: the terminology's names chunk 17's terms need
///                          (`conceptNames(_:)`), then per term of chunk 17 the maxima of its
///                          deeper tiers, tier 0
///     search/p/17-1.js     PostingsFile: tier 1 of chunk 17's terms
///     search/r/3.js        records 192…255 as JSON (ID, page, section, flags, text), frequent words
///                          in the manifest's codes, for showing results
///     search/latin.js      the ASCII vocabulary, a word a line, loaded only to correct a typo
///     search/loanwords.js  the loanword table's lines
public struct SiteIndexLayout: Hashable, Sendable {
  /// The files' shape: a page whose core reads another shape says so instead of misreading them.
  public static let formatVersion = 13
  /// Marks a Korean word's combined entry (`"=드래그"`, `CombinedEntry`), a term of its own.
  public static let combinedPrefix = CombinedEntry.prefix
  public static let manifestFile = "manifest"
  /// Each record's flags (`flags(platforms:languages:kind:section:)`).
  public static let flagsFile = "flags"
  public static let vocabularyFile = "latin"
  /// The loanword table (`LoanwordReading`), loaded when a query has a Hangul word naming no concept.
  public static let loanwordFile = "loanwords"

  /// How many chunk files there are, and how many of them (the first ones) hold Korean terms.
  public var chunkCount: Int
  public var hangulChunkCount: Int
  /// Records per result file.
  public var recordGroup: Int

  public init(chunkCount: Int, hangulChunkCount: Int, recordGroup: Int) {
    self.chunkCount = max(1, chunkCount)
    self.hangulChunkCount = hangulChunkCount
    self.recordGroup = max(1, recordGroup)
  }

  /// The terminology's names table (`ConceptNames`: "탭 바\t#tab-bar" lines) cut into the tables the
  /// chunks' first-tier files hold, by chunk: a line goes to the chunk of its name's first word,
  /// where a query looks its words up, and to the chunk of its concept term, where a query that
  /// matched the concept finds all its names to mark.
  ///
  ///     layout.conceptNames(Array("탭 바\t#tab-bar\n".utf8))  // [chunk(of: "탭"): …, chunk(of: "#tab-bar"): …]
  public func conceptNames(_ table: [UInt8]) -> [Int: [UInt8]] {
    var lines: [Int: [(key: String, value: String)]] = [:]
    for line in table.split(separator: UInt8(ascii: "\n")) {
      guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { continue }
      let key = String(decoding: line[..<tab], as: UTF8.self)
      let concept = String(decoding: line[(tab + 1)...], as: UTF8.self)
      let firstWord = key.split(separator: " ", maxSplits: 1).first.map(String.init) ?? key
      lines[chunk(of: firstWord), default: []].append((key, concept))
      lines[chunk(of: concept), default: []].append((key, concept))
    }
    return lines.mapValues(SortedLines.table)
  }

  /// The file of `term`'s first tier.
  public func firstTierFile(of term: String) -> String { firstTierFile(chunk: chunk(of: term)) }

  /// The file of `term`'s tier `depth` (1 is the second tier, after the first).
  public func tierFile(of term: String, depth: Int) -> String { deeperTierFile(chunk: chunk(of: term), depth: depth) }

  /// The file of the first tiers of chunk `chunk`'s terms.
  public func firstTierFile(chunk: Int) -> String { "t/\(chunk)" }

  /// The file of tier `depth` (1…) of chunk `chunk`'s terms.
  public func deeperTierFile(chunk: Int, depth: Int) -> String { "p/\(chunk)-\(depth)" }

  /// The file of records `group × recordGroup …`.
  public func recordFile(group: Int) -> String { "r/\(group)" }

  /// The file that holds record `record` for showing, and the record's place in it.
  public func recordFile(of record: Int) -> (file: String, position: Int) {
    (recordFile(group: record / recordGroup), record % recordGroup)
  }

  public func chunk(of term: String) -> Int {
    Self.chunk(of: term, count: chunkCount, hangul: hangulChunkCount)
  }

  /// The chunk a term lives in: FNV-1a (32 bit) over the UTF-8 bytes of its key, which is the term
  /// itself, or for a Korean term or bigram its first two syllables. Terms that begin with a Hangul
  /// syllable (after `~` or `=`) go to the first `hangul` of the `count` chunks, the rest to the
  /// others; with `hangul` 0 all share every chunk.
  ///
  ///     SiteIndexLayout.chunk(of: "드래그", count: 8) == SiteIndexLayout.chunk(of: "~드래", count: 8)  // true
  public static func chunk(of term: String, count: Int, hangul: Int = 0) -> Int {
    var term = term
    // On UTF-8 bytes, not scalars: the export places every term of the index (4,000+) this way.
    return term.withUTF8 { bytes in
      let isCombined = bytes.starts(with: combinedPrefix.utf8)
      let bare = prefixLength(bytes)
      let isHangul = startsWithHangul(bytes[bare...])
      var key = bytes[...]
      // A word and its bigrams share their first two syllables as key; a combined entry keys on
      // all of itself, as a query that loads it needs nothing else of its word.
      if isHangul, !isCombined {
        var end = bare + 3
        if end < bytes.count {
          let lead = bytes[end]
          end += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        }
        key = bytes[bare..<min(end, bytes.count)]
      }
      var hash: UInt32 = 0x811C_9DC5
      for byte in key {
        hash ^= UInt32(byte)
        hash = hash &* 0x0100_0193
      }
      guard hangul > 0, hangul < count else { return Int(hash % UInt32(max(1, count))) }
      return isHangul ? Int(hash % UInt32(hangul)) : hangul + Int(hash % UInt32(count - hangul))
    }
  }

  /// Whether `term`, after its `~` or `=`, begins with a Hangul syllable: such terms go to the
  /// Korean chunks.
  public static func isHangulInitial(_ term: String) -> Bool {
    var term = term
    return term.withUTF8 { bytes in startsWithHangul(bytes[prefixLength(bytes)...]) }
  }

  /// The length of a term's `~` (bigram) or `=` (combined entry) in UTF-8, 0 for a plain term.
  private static func prefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    if bytes.starts(with: combinedPrefix.utf8) { return combinedPrefix.utf8.count }
    return bytes.starts(with: Analyzer.gramPrefix.utf8) ? Analyzer.gramPrefix.utf8.count : 0
  }

  /// U+AC00…U+D7A3 are three bytes in UTF-8 (EA B0 80 … ED 9E A3).
  private static func startsWithHangul(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard bytes.count >= 3, (0xEA...0xED).contains(bytes[bytes.startIndex]) else { return false }
    let start = bytes.startIndex
    let scalar =
      UInt32(bytes[start] & 0x0F) << 12 | UInt32(bytes[start + 1] & 0x3F) << 6 | UInt32(bytes[start + 2] & 0x3F)
    return Hangul.isSyllable(scalar)
  }

  /// What the manifest holds of each record, so that filters and the ranking's record factor need
  /// no other file: platform bits (`Platform.mask`), then languages (Korean 1,
  /// English 2) << 6, then the kind's `RecordKind.position` << 8 (four bits), then the
  /// record's `RecordFlags` << 12 (six bits).
  public static func flags(platforms: UInt8, languages: UInt8, kind: RecordKind, section: UInt8 = 0) -> Int {
    Int(platforms) | Int(languages) << 6 | kind.position << 8 | Int(section & 63) << 12
  }

  /// What a posting carries of its record's flags (`flags(platforms:languages:kind:section:)`):
  /// whether it is a rule, a figure or another kind (written as an explanation), and whether it is
  /// reference, all that ranks it for a query that filters by no platform, language or kind,
  /// names no platform and asks no question (`ScoringParameters.recordFactor`). Other queries
  /// load every record's flags (`flagsFile`). Postings of one contribution mostly share these few
  /// values, so a run of them costs one number where the whole flags cost one a record.
  public static func rankingFlags(_ flags: Int) -> Int {
    let kind = RecordKind(position: flags >> 8 & 15)
    let ranked: RecordKind = kind == .rule ? .rule : kind == .figure ? .figure : .explanation
    return ranked.position << 8 | flags & (Int(RecordFlags.reference) << 12)
  }

  /// Ranking flags (`rankingFlags`) as a number below `rankingClasses`, as a postings file's runs
  /// keep them, and back.
  ///
  ///     rankingFlags(ofClass: rankingClass(of: rankingFlags(flags))) == rankingFlags(flags)  // true
  static let rankingClasses = 6
  static func rankingClass(of flags: Int) -> Int {
    let kind = RecordKind(position: flags >> 8 & 15)
    let reference = flags >> 12 & Int(RecordFlags.reference) != 0 ? 3 : 0
    return (kind == .rule ? 0 : kind == .figure ? 2 : 1) + reference
  }
  static func rankingFlags(ofClass number: Int) -> Int {
    let kinds: [RecordKind] = [.rule, .explanation, .figure]
    return kinds[number % 3].position << 8 | (number >= 3 ? Int(RecordFlags.reference) << 12 : 0)
  }

  /// What a records file keeps of a record's flags: the kind and platforms a hit shows.
  public static func shownFlags(_ flags: Int) -> Int { flags & (63 | 15 << 8) }

  /// A record's attributes from its flags.
  static func attributes(ofFlags flags: Int) -> (platforms: UInt8, languages: UInt8, kind: RecordKind, section: UInt8) {
    let kind = flags >> 8 & 15
    return (
      UInt8(flags & 63), UInt8(flags >> 6 & 3),
      RecordKind(position: kind) ?? .explanation, UInt8(flags >> 12 & 63)
    )
  }
}
