/// Counts that summarise a knowledge base: what `hig stats` prints.
public struct Statistics: Codable, Hashable, Sendable {
  public var guidelines: Int
  public var sections: Int
  public var records: Int
  public var recordsByKind: [String: Int]
  public var rules: Int
  public var rulesByStrength: [String: Int]
  /// Records holding both an English text and its Korean translation.
  public var pairs: Int
  /// Per platform: guidelines that support it, guidelines that say they do not, records tagged with it.
  public var platforms: [String: PlatformCount]
  public var glossary: Int
  public var crossReferences: Int
  public var resolvedCrossReferences: Int
  public var warnings: Int

  public struct PlatformCount: Codable, Hashable, Sendable {
    public var guidelines: Int
    public var unsupported: Int
    public var records: Int
  }

  public init(_ knowledgeBase: KnowledgeBase) {
    let records = knowledgeBase.records
    guidelines = knowledgeBase.guidelines.count
    sections = knowledgeBase.guidelines.reduce(0) { $0 + $1.sections.count }
    self.records = records.count
    recordsByKind = Dictionary(grouping: records, by: \.kind.rawValue).mapValues(\.count)
    let ruleRecords = records.filter { $0.kind == .rule }
    rules = ruleRecords.count
    rulesByStrength = Dictionary(grouping: ruleRecords, by: { $0.strength?.rawValue ?? "unknown" }).mapValues(\.count)
    pairs = records.filter(\.text.isPair).count
    var platforms: [String: PlatformCount] = [:]
    for platform in Platform.allCases {
      platforms[platform.rawValue] = PlatformCount(
        guidelines: knowledgeBase.guidelines.filter { $0.platforms.supported.contains(platform) }.count,
        unsupported: knowledgeBase.guidelines.filter { $0.platforms.unsupported.contains(platform) }.count,
        records: records.filter { $0.platforms.contains(platform) }.count)
    }
    self.platforms = platforms
    glossary = knowledgeBase.glossary.count
    let references = records.flatMap(\.references)
    crossReferences = references.count
    resolvedCrossReferences = references.filter(\.resolved).count
    warnings = knowledgeBase.diagnostics.filter { $0.severity >= .warning }.count
  }
}
