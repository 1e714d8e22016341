/// The bytes of one postings file of the site's index (a chunk's first tiers, or one deeper tier of
/// its terms), before the site compresses them: written by HIGSite's `SiteSearchIndex`, read by
/// the browser's core (`BrowserSearch`).
///
/// A list is the term, the best contribution of each of its deeper tiers, then its postings in
/// runs of one contribution: a tier is sorted best first, and ties are the rule (a term's
/// contribution depends only on its count and the field's length), so a run's contribution is
/// written once and its records, ascending, as gaps. Every number is an unsigned LEB128 varint;
/// a record's flags are not here but in the manifest's table, once per record.
///
///     list    := varint(term bytes) term varint(maxima) maximum… varint(block bytes) block
///     block   := varint(runs) run…
///     run     := varint(contribution, then the drop from the run before) varint(records) gap…
///     gap     := the first record, then each record minus the one before minus 1
///
/// Postings of 15,000 records this way take about 1.1 bytes each, where JSON text took 14.
public struct PostingsFile: Sendable {
  public private(set) var bytes: [UInt8] = []
  private var block: [UInt8] = []

  public init() {}

  /// Appends `term`'s list: `postings` best first, then by record (`SiteSearchIndex.bestFirst`),
  /// contributions and `maxima` in whole units of the list.
  public mutating func append(
    term: String, maxima: [Int], postings: some Collection<(record: Int, units: Int)>
  ) {
    Self.writeVarint(term.utf8.count, to: &bytes)
    bytes += term.utf8
    Self.writeVarint(maxima.count, to: &bytes)
    for maximum in maxima { Self.writeVarint(maximum, to: &bytes) }
    block.removeAll(keepingCapacity: true)
    // Runs are counted first: a run's length precedes its records.
    var runs: [(units: Int, count: Int)] = []
    for posting in postings {
      if let last = runs.last, last.units == posting.units {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((posting.units, 1))
      }
    }
    Self.writeVarint(runs.count, to: &block)
    var iterator = postings.makeIterator()
    var previousUnits: Int?
    for run in runs {
      Self.writeVarint(previousUnits.map { $0 - run.units } ?? run.units, to: &block)
      previousUnits = run.units
      Self.writeVarint(run.count, to: &block)
      var previousRecord = -1
      for _ in 0..<run.count {
        guard let posting = iterator.next() else { break }
        Self.writeVarint(posting.record - previousRecord - 1, to: &block)
        previousRecord = posting.record
      }
    }
    Self.writeVarint(block.count, to: &bytes)
    bytes += block
  }

  /// One list as read back: the maxima of its deeper tiers and its postings, in whole units.
  public struct List: Equatable, Sendable {
    public var maxima: [Double]
    public var records: [Int]
    public var units: [Double]
  }

  /// `term`'s list in the file `bytes`, or nil when the file has none (or is cut short).
  public static func list(of term: String, in bytes: [UInt8]) -> List? {
    var reader = Reader(bytes: bytes)
    let wanted = Array(term.utf8)
    while !reader.isAtEnd {
      guard let length = reader.varint(), let name = reader.take(length), let maximaCount = reader.varint(),
        maximaCount <= bytes.count
      else { return nil }
      var maxima: [Double] = []
      for _ in 0..<maximaCount {
        guard let maximum = reader.varint() else { return nil }
        maxima.append(Double(maximum))
      }
      guard let blockLength = reader.varint(), let block = reader.take(blockLength) else { return nil }
      guard name.elementsEqual(wanted) else { continue }
      return Self.postings(of: block, maxima: maxima)
    }
    return nil
  }

  private static func postings(of block: ArraySlice<UInt8>, maxima: [Double]) -> List? {
    var reader = Reader(bytes: Array(block))
    var list = List(maxima: maxima, records: [], units: [])
    guard let runs = reader.varint() else { return nil }
    var units = 0
    for run in 0..<runs {
      guard let step = reader.varint(), let count = reader.varint(), count <= block.count else { return nil }
      units = run == 0 ? step : units - step
      var record = -1
      for _ in 0..<count {
        guard let gap = reader.varint() else { return nil }
        record += gap + 1
        list.records.append(record)
        list.units.append(Double(units))
      }
    }
    return list
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
