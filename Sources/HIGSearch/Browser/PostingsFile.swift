/// The bytes of one postings file of the site's index (a chunk's first tiers, or one deeper tier of
/// its terms), before the site compresses them: written by HIGSite's `SiteSearchIndex`, read by
/// the browser's core (`BrowserSearch`).
///
/// A list is the term, the best contribution of each of its deeper tiers, then its postings in
/// runs of one contribution and one ranking flags value (`SiteIndexLayout.rankingFlags`, written
/// as its class, `SiteIndexLayout.rankingClass`, beside the run's length): a tier is sorted best
/// first, and ties are the rule (a term's contribution depends only on its count and the field's
/// length), so a run's contribution and flags are written once and its records, ascending, as gaps. Every number is an unsigned LEB128 varint. A record's other flags are in
/// the flags file, once per record, loaded only by a query that needs them.
///
/// The file holds its lists' parts apart: the terms, sorted by their bytes, each as the bytes it
/// shares with the term before and the rest; then every list's maxima and runs; then every list's
/// gaps. Like parts stand together and the compressor codes each kind better (a tenth smaller
/// compressed than list after list; docs/benchmarks.md, "Smaller choices").
///
///     lists   := varint(lists) term… head… gaps…      in the terms' order
///     term    := varint(bytes shared with the term before) varint(rest bytes) rest
///     head    := varint(maxima) maximum… varint(runs) run…
///     run     := varint(contribution, then the drop from the run before) varint(records × 6 + class)
///     gaps    := per record of each run, the first record, then each record minus the one before minus 1
///
/// A chunk's file of first tiers begins with the terminology's names that its terms need
/// (`ConceptNames` lines): the names whose first word's first tier is in the chunk, so a query
/// finds the concepts its words name in the files of its words, and every name of each concept
/// term of the chunk, for marking them in a hit. A deeper tier's file has none.
///
///     file    := varint(names bytes) names varint(lists) term… head… gaps…
///
/// Postings of 15,000 records this way take about 1.1 bytes each, where JSON text took 14.
public struct PostingsFile: Sendable {
  /// Each list appended: its term's bytes, its head and its gaps.
  private var lists: [(term: [UInt8], head: [UInt8], gaps: [UInt8])] = []
  /// The terminology's names the file holds (a `SortedLines` table), empty for none.
  public var names: [UInt8] = []

  public init() {}

  /// The file's bytes.
  public var bytes: [UInt8] {
    let sorted = lists.sorted { $0.term.lexicographicallyPrecedes($1.term) }
    var bytes: [UInt8] = []
    Self.writeVarint(names.count, to: &bytes)
    bytes += names
    Self.writeVarint(sorted.count, to: &bytes)
    var previous: [UInt8] = []
    for list in sorted {
      let shared = zip(previous, list.term).prefix { $0 == $1 }.count
      Self.writeVarint(shared, to: &bytes)
      Self.writeVarint(list.term.count - shared, to: &bytes)
      bytes += list.term[shared...]
      previous = list.term
    }
    for list in sorted { bytes += list.head }
    for list in sorted { bytes += list.gaps }
    return bytes
  }

  /// Appends `term`'s list: `postings` best first, then by ranking flags (`SiteIndexLayout.rankingFlags`:
  /// any other bits are not kept), then by record
  /// (`SiteSearchIndex.bestFirst`), contributions and `maxima` in whole units of the list.
  public mutating func append(
    term: String, maxima: [Int], postings: some Collection<(record: Int, units: Int, flags: Int)>
  ) {
    var head: [UInt8] = []
    Self.writeVarint(maxima.count, to: &head)
    for maximum in maxima { Self.writeVarint(maximum, to: &head) }
    // Runs are counted first: a run's length precedes its records.
    var runs: [(units: Int, flags: Int, count: Int)] = []
    for posting in postings {
      if let last = runs.last, last.units == posting.units, last.flags == posting.flags {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((posting.units, posting.flags, 1))
      }
    }
    Self.writeVarint(runs.count, to: &head)
    var gaps: [UInt8] = []
    var iterator = postings.makeIterator()
    var previousUnits: Int?
    for run in runs {
      Self.writeVarint(previousUnits.map { $0 - run.units } ?? run.units, to: &head)
      previousUnits = run.units
      let classes = SiteIndexLayout.rankingClasses
      Self.writeVarint(run.count * classes + SiteIndexLayout.rankingClass(of: run.flags), to: &head)
      var previousRecord = -1
      for _ in 0..<run.count {
        guard let posting = iterator.next() else { break }
        Self.writeVarint(posting.record - previousRecord - 1, to: &gaps)
        previousRecord = posting.record
      }
    }
    lists.append((Array(term.utf8), head, gaps))
  }

  /// One list as read back: the maxima of its deeper tiers and its postings, in whole units, with
  /// each record's ranking flags.
  public struct List: Equatable, Sendable {
    public var maxima: [Double]
    public var records: [Int]
    public var units: [Double]
    public var flags: [Int]
  }

  /// `term`'s list in the file `bytes`, or nil when the file has none (or is cut short).
  public static func list(of term: String, in bytes: [UInt8]) -> List? {
    var reader = Reader(bytes: bytes)
    let wanted = Array(term.utf8)
    guard let namesCount = reader.varint(), reader.take(namesCount) != nil else { return nil }
    guard let count = reader.varint(), count <= bytes.count else { return nil }
    var found: Int?
    var name: [UInt8] = []
    for position in 0..<count {
      guard let shared = reader.varint(), shared <= name.count, let length = reader.varint(),
        let rest = reader.take(length)
      else { return nil }
      name.removeSubrange(shared...)
      name += rest
      if found == nil, name == wanted { found = position }
    }
    guard let found else { return nil }
    // The heads up to the list's own: how many gaps come before its own.
    var gapsBefore = 0
    var list = List(maxima: [], records: [], units: [], flags: [])
    var runs: [(units: Int, flags: Int, count: Int)] = []
    for position in 0...found {
      guard let maximaCount = reader.varint(), maximaCount <= bytes.count else { return nil }
      var maxima: [Double] = []
      for _ in 0..<maximaCount {
        guard let maximum = reader.varint() else { return nil }
        maxima.append(Double(maximum))
      }
      guard let runCount = reader.varint(), runCount <= bytes.count else { return nil }
      var units = 0
      for run in 0..<runCount {
        guard let step = reader.varint(), let length = reader.varint() else { return nil }
        let records = length / SiteIndexLayout.rankingClasses
        guard records <= bytes.count else { return nil }
        let flags = SiteIndexLayout.rankingFlags(ofClass: length % SiteIndexLayout.rankingClasses)
        units = run == 0 ? step : units - step
        if position == found { runs.append((units, flags, records)) } else { gapsBefore += records }
      }
      list.maxima = maxima
    }
    // The rest of the heads, then the gaps of the lists before.
    for _ in (found + 1)..<count {
      guard let maximaCount = reader.varint(), maximaCount <= bytes.count else { return nil }
      for _ in 0..<maximaCount { guard reader.varint() != nil else { return nil } }
      guard let runCount = reader.varint(), runCount <= bytes.count else { return nil }
      for _ in 0..<(2 * runCount) { guard reader.varint() != nil else { return nil } }
    }
    for _ in 0..<gapsBefore { guard reader.varint() != nil else { return nil } }
    for run in runs {
      var record = -1
      for _ in 0..<run.count {
        guard let gap = reader.varint() else { return nil }
        record += gap + 1
        list.records.append(record)
        list.units.append(Double(run.units))
        list.flags.append(run.flags)
      }
    }
    return list
  }

  /// The names table at the start of the file `bytes` (empty for none), or nil when it is cut short.
  public static func names(in bytes: [UInt8]) -> ArraySlice<UInt8>? {
    var reader = Reader(bytes: bytes)
    guard let count = reader.varint() else { return bytes.isEmpty ? [] : nil }
    return reader.take(count)
  }

  static func writeVarint(_ value: Int, to bytes: inout [UInt8]) {
    var rest = UInt64(max(0, value))
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Reads varints and byte runs off a file, nil past its end rather than a trap: a damaged file
  /// must make the search fail, not the page.
  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position >= bytes.count }

    mutating func varint() -> Int? {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while position < bytes.count, shift < 63 {
        let byte = bytes[position]
        position += 1
        value |= UInt64(byte & 0x7F) << shift
        if byte < 0x80 { return value <= UInt64(Int.max) ? Int(value) : nil }
        shift += 7
      }
      return nil
    }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
      guard count >= 0, count <= bytes.count - position else { return nil }
      defer { position += count }
      return bytes[position..<position + count]
    }
  }
}
