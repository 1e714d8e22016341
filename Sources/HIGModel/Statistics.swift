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
  /// What the knowledge base holds of Apple's own pages (Apple's page JSON).
  public var apple: AppleCounts
  /// Community translations kept beside Apple's text of the same page.
  public var communityTranslations: Int

  /// Apple's pages, and how much of those in both languages is paired rule by rule.
  public struct AppleCounts: Codable, Hashable, Sendable {
    /// Guidelines holding Apple's text, in either language.
    public var pages: Int
    /// Guidelines joining Apple's Korean and English pages.
    public var pagesInBothLanguages: Int
    /// Rules of those guidelines (their own sections, not community translations).
    public var rulesOfPagesInBothLanguages: Int
    /// Of those rules, the ones holding both the Korean and the English text.
    public var rulesHoldingBothTexts: Int
  }

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
    let applePages = knowledgeBase.guidelines.filter { !$0.appleLanguages.isEmpty }
    let bothLanguages = applePages.filter { Set($0.appleLanguages) == Set(Language.allCases) }
    let bilingualRules = bothLanguages.flatMap { guideline in
      guideline.sections.filter { $0.translation == nil }.flatMap(\.records).filter { $0.kind == .rule }
    }
    apple = AppleCounts(
      pages: applePages.count, pagesInBothLanguages: bothLanguages.count,
      rulesOfPagesInBothLanguages: bilingualRules.count,
      rulesHoldingBothTexts: bilingualRules.filter(\.text.isPair).count)
    communityTranslations = knowledgeBase.guidelines.reduce(0) { $0 + $1.translations.count }
  }
}
