import HIGModel

/// Finds the guidelines and rules that concern the UI some code uses: from the API symbols
/// Apple's pages name on their records (`Record.symbols`) and the curated map in the content
/// folder (`APISymbolMap`). Made once per knowledge base; each lookup is one dictionary probe per
/// identifier of the code.
///
///     let related = RelatedRules(knowledgeBase: kb, map: try APISymbolMap(contentFolder: content))
///     related.report(for: [CodeSource(name: "Settings.swift", text: source)], platforms: [.iOS])
///     // Modality, for `.sheet(` at Settings.swift:12, with its rules
public struct RelatedRules: Sendable {
  /// Where a symbol leads: a guideline, and the record that names it when that record is a rule
  /// (a record of a page's "Developer documentation" list leads to the page as a whole).
  struct Link: Sendable {
    var symbol: APISymbol
    var slug: String
    var record: RecordID?
  }

  public let knowledgeBase: KnowledgeBase
  /// Links by the name code writes, so a token is looked up once.
  let links: [String: [Link]]
  /// Problems of the curated map: unreadable lines, and targets that name nothing.
  public let diagnostics: [Diagnostic]

  public init(knowledgeBase: KnowledgeBase, map: APISymbolMap) {
    self.knowledgeBase = knowledgeBase
    var links: [String: [Link]] = [:]
    var diagnostics = map.diagnostics
    // A symbol the map sends nowhere counts for nothing, even where a page names it.
    let ignored = Set(map.entries.filter { $0.target == nil }.map(\.symbol.path))
    for guideline in knowledgeBase.guidelines {
      for record in guideline.records {
        for path in record.symbols where !ignored.contains(path) {
          guard let symbol = APISymbol(path: path) else { continue }
          links[symbol.name, default: []].append(
            Link(symbol: symbol, slug: guideline.slug, record: record.kind == .rule ? record.id : nil))
        }
      }
    }
    let topics = Set(knowledgeBase.topics.map(\.slug))
    for entry in map.entries {
      guard let target = entry.target else { continue }
      if let id = RecordID(target), let (guideline, record) = knowledgeBase.lookup(id) {
        links[entry.symbol.name, default: []].append(Link(symbol: entry.symbol, slug: guideline.slug, record: record.id))
      } else if knowledgeBase.guideline(slug: target) != nil {
        links[entry.symbol.name, default: []].append(Link(symbol: entry.symbol, slug: target, record: nil))
      } else if !topics.contains(RecordID(target)?.slug ?? target) {
        // A HIG topic the content lacks (Sheets, before a fetch) is fine; a name that is no topic is a typo.
        diagnostics.append(
          Diagnostic(
            .relatedUnknownTarget, severity: .warning, file: APISymbolMap.fileName, line: entry.line,
            message: "'\(target)' is no HIG topic or record ID; the line for \(entry.symbol.path) is ignored",
            fix: "write a guideline's slug (modality) or a record ID (modality/abc123)"))
      }
    }
    self.links = links
    self.diagnostics = diagnostics
  }

  /// The guidelines the code of `sources` concerns, in the order the code first uses them, each
  /// with the uses that led to it and its rules (those a symbol names first); only the rules of
  /// `platforms` when any are given.
  public func report(for sources: [CodeSource], platforms: [Platform] = []) -> RelatedReport {
    var found: [String: RelatedReport.Found] = [:]
    var order: [String] = []
    var skipped: [String] = []
    var files = 0
    for source in sources {
      let (uses, notSwift) = source.uses()
      skipped += notSwift
      files += 1
      for use in uses {
        guard let candidates = links[use.token.name] else { continue }
        for link in candidates where link.symbol.matches(use.token) {
          if found[link.slug] == nil {
            order.append(link.slug)
            found[link.slug] = RelatedReport.Found()
          }
          found[link.slug]?.add(use, symbol: link.symbol, record: link.record)
        }
      }
    }
    let guidelines = order.compactMap { slug -> RelatedReport.Guideline? in
      guard let guideline = knowledgeBase.guideline(slug: slug), let hits = found[slug] else { return nil }
      return RelatedReport.Guideline(guideline, found: hits, platforms: platforms)
    }
    return RelatedReport(
      guidelines: guidelines.filter { !$0.rules.isEmpty }, platforms: platforms, sources: files, skippedFiles: skipped,
      leftOut: guidelines.filter { $0.rules.isEmpty }.map(\.slug))
  }
}
