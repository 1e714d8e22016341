import HIGModel
import HIGSearch

/// The JSON of one records file of the site's index (`SiteIndexLayout.recordFile(group:)`): the
/// texts search.js shows for results and the core looks for phrases in. Written by
/// `SiteSearchIndex`, read by site/search.js (`Engine.record`).
///
/// Column by column rather than record by record: the records of a file mostly share a guideline
/// and a section, which are listed once and referred to by position, and the Korean texts stand
/// together, as do the English ones, so the compressor finds more of each language's repeats (the
/// records files are 5 % smaller than as an object per record; docs/benchmarks.md, "Smaller choices").
///
/// A record's ID is written without its guideline's slug and slash when it begins with them (as
/// IDs do), the slug once with its page.
///
///     {"pages": [["alerts.html", "alerts", "경고", "Alerts"], …],   page path, slug, title ko, title en
///      "sections": [["구조", "Anatomy"], null, …],
///      "records": [["pm7cd2", 0, 1, 903], …],         ID (after "alerts/"), page position, section position,
///                                                      flags (`SiteIndexLayout.shownFlags`)
///      "ko": ["…", null, …], "en": ["…", …]}          each record's text, null where it has none
struct RecordsFile {
  private var pages: [OrderedJSON] = []
  private var pagePositions: [[String?]: Int] = [:]
  private var sections: [OrderedJSON] = []
  private var sectionPositions: [[String?]: Int] = [:]
  private var records: [OrderedJSON] = []
  private var korean: [OrderedJSON] = []
  private var english: [OrderedJSON] = []

  /// Appends a record shown on the page at `path`. An ID that holds a slash after its guideline's
  /// slug and slash is written whole, so that the reader can tell it from a shortened one.
  mutating func append(_ record: StoredRecord, path: String, flags: Int) {
    let page: [String?] = [path, record.guideline, record.guidelineTitle.ko, record.guidelineTitle.en]
    let pagePosition = Self.position(of: page, in: &pagePositions)
    if pagePosition == pages.count {
      pages.append(.array(page.map(text)))
    }
    let section = record.section.map { [$0.ko, $0.en] } ?? []
    let sectionPosition = Self.position(of: section, in: &sectionPositions)
    if sectionPosition == sections.count {
      sections.append(record.section.map { .array([text($0.ko), text($0.en)]) } ?? .null)
    }
    let id = record.id.rawValue
    let prefix = record.guideline + "/"
    let shortID = id.hasPrefix(prefix) && !id.dropFirst(prefix.count).contains("/") ? String(id.dropFirst(prefix.count)) : id
    records.append(.array([.string(shortID), .int(pagePosition), .int(sectionPosition), .int(flags)]))
    korean.append(text(record.text.ko))
    english.append(text(record.text.en))
  }

  /// The file's JSON, its frequent words written in `codes`.
  func bytes(codes: RecordsFileCodes) -> [UInt8] {
    var bytes: [UInt8] = []
    OrderedJSON.object([
      ("pages", .array(pages)), ("sections", .array(sections)), ("records", .array(records)),
      ("ko", .array(korean)), ("en", .array(english)),
    ]).write(to: &bytes)
    return codes.encode(bytes)
  }

  private func text(_ text: String?) -> OrderedJSON { text.map(OrderedJSON.string) ?? .null }

  /// The position of `key` among those seen; a new key gets the next one.
  private static func position<Key: Hashable>(of key: Key, in positions: inout [Key: Int]) -> Int {
    if let known = positions[key] { return known }
    positions[key] = positions.count
    return positions.count - 1
  }
}
