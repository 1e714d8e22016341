import HIGCite
import HIGModel

/// What `hig related` found: the guidelines that concern the code, why (each use with its file
/// and line), and their rules to check. Encodes as the `--json` document.
public struct RelatedReport: Encodable, Sendable {
  /// One guideline the code concerns.
  public struct Guideline: Encodable, Sendable {
    public var slug: String
    public var title: LocalizedText
    public var appleURL: String
    /// `HIG:<slug>`: the tag that cites the whole guideline.
    public var citation: String
    /// The code's uses that led here, in the order met.
    public var uses: [Use]
    /// The rules to check, those a symbol names first, then the guideline's other rules in
    /// reading order.
    public var rules: [Rule]
  }

  /// Where the code uses a symbol.
  public struct Use: Encodable, Sendable {
    public var symbol: String
    /// As written: `.sheet(`, `UIModalPresentationStyle`.
    public var written: String
    public var file: String
    public var line: Int
    public var column: Int
  }

  public struct Rule: Encodable, Sendable {
    public var id: String
    public var citation: String
    public var statement: LocalizedText
    public var kind: String
    public var strength: String?
    public var platforms: [String]
    /// True when a symbol the code uses names this record itself, not only its guideline.
    public var direct: Bool
  }

  public var guidelines: [Guideline]
  /// The platforms asked for (`--platform`); empty for all.
  public var platforms: [Platform]
  /// How many sources were read.
  public var sources: Int
  /// Files of a diff that are not Swift, and so were not read.
  public var skippedFiles: [String]
  /// Guidelines the code concerns that have no rule for the platforms asked for.
  public var leftOut: [String]

  /// The uses and linked records gathered for one guideline while reading the code.
  struct Found {
    var uses: [Use] = []
    var records: [RecordID] = []
    var seen: Set<String> = []

    mutating func add(_ use: CodeSource.Use, symbol: APISymbol, record: RecordID?) {
      if let record, !records.contains(record) { records.append(record) }
      // One entry per place: a type named twice on a line is one use.
      let key = "\(use.file):\(use.token.line):\(use.token.column)"
      guard seen.insert(key).inserted else { return }
      uses.append(
        Use(
          symbol: symbol.path, written: use.token.written, file: use.file, line: use.token.line,
          column: use.token.column))
    }
  }
}

extension RelatedReport.Guideline {
  init(_ guideline: HIGModel.Guideline, found: RelatedReport.Found, platforms: [Platform]) {
    slug = guideline.slug
    title = guideline.title
    appleURL = guideline.appleURL
    citation = "HIG:\(guideline.slug)"
    uses = found.uses
    let applies = { (record: Record) in
      platforms.isEmpty || record.platforms.isEmpty || !Set(record.platforms).isDisjoint(with: platforms)
    }
    let own = guideline.ownSections.flatMap(\.records)
    let direct = own.filter { found.records.contains($0.id) }
    let others = own.filter { $0.kind == .rule && !found.records.contains($0.id) }
    rules = (direct + others).filter(applies).map { record in
      RelatedReport.Rule(
        id: record.id.rawValue, citation: "HIG:\(record.id)", statement: record.lead, kind: record.kind.rawValue,
        strength: record.strength?.rawValue, platforms: record.platforms.map(\.rawValue),
        direct: found.records.contains(record.id))
    }
  }
}

extension Record {
  /// What a checklist shows of the record: a rule's statement, else the start of its text.
  var lead: LocalizedText {
    func lead(_ language: Language) -> String? {
      if let statement = statement?[language], !statement.isEmpty { return statement }
      return text[language].map { Citation.shortened($0, limit: 120) }
    }
    return LocalizedText(ko: lead(.ko), en: lead(.en))
  }
}
