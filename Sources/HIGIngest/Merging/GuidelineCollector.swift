import HIGModel

/// The guidelines of a content folder, gathered file by file in path order: a second text of a
/// slug in the other language is merged into it, Apple's pages wait until every file is read
/// (`ApplePages`) and then take their slugs, keeping another text of one as its community
/// translation.
///
///     var collector = GuidelineCollector()
///     collector.add(.guideline(modality), file: "ko/modality.md")   // diagnostics in `collector.diagnostics`
///     collector.addApplePages()
///     let guidelines = collector.ordered(by: contents)
struct GuidelineCollector {
  private(set) var guidelines: [Guideline] = []
  /// Apple's table of contents, the first one met.
  private(set) var navigator: AppleNavigatorIndex?
  var diagnostics: [Diagnostic] = []
  /// Which guideline holds a slug, and the file it came from.
  private var claimedBy: [String: (index: Int, file: String)] = [:]
  /// Files merged into a guideline besides its own source, by slug.
  private var mergedFiles: [String: [String]] = [:]
  private var applePages = ApplePages()

  /// Takes what one file gave: a guideline of its own, a translation of one already met, Apple's page
  /// (kept for `addApplePages`) or Apple's table of contents.
  mutating func add(_ parsed: Ingester.Parsed, file: String) {
    switch parsed {
    case .navigatorIndex(let index):
      if navigator == nil { navigator = index }
    case .guideline(let built) where !built.appleLanguages.isEmpty:
      diagnostics += applePages.add(built, file: file)
    case .guideline(let built):
      claim(built, file: file)
    }
  }

  private mutating func claim(_ guideline: Guideline, file: String) {
    guard let first = claimedBy[guideline.slug] else {
      claimedBy[guideline.slug] = (guidelines.count, file)
      guidelines.append(guideline)
      return
    }
    guard GuidelineMerger.areTranslations(guidelines[first.index], guideline) else {
      diagnostics.append(
        Diagnostic(
          .duplicateSlug, severity: .warning, file: file,
          message: "'\(guideline.slug)' is already the slug of \(first.file); this file was skipped",
          fix: "give one of them another slug in \(GuidelineMetadata.fileName)"))
      return
    }
    guidelines[first.index] = GuidelineMerger.merge(guidelines[first.index], guideline)
    mergedFiles[guideline.slug, default: []].append(file)
    diagnostics.append(
      Diagnostic(
        .mergedTranslation, severity: .note, file: file,
        message: "same page as \(first.file) in the other language; merged into one bilingual '\(guideline.slug)'",
        fix: "nothing to do; give it another slug in \(GuidelineMetadata.fileName) to keep it apart"))
  }

  /// Apple's page of a slug is its guideline; another text of it is kept as a community translation.
  mutating func addApplePages() {
    for apple in applePages.guidelines(diagnostics: &diagnostics) {
      guard let claimed = claimedBy[apple.guideline.slug] else {
        claimedBy[apple.guideline.slug] = (guidelines.count, apple.file)
        guidelines.append(apple.guideline)
        continue
      }
      let community = guidelines[claimed.index]
      guidelines[claimed.index] = GuidelineMerger.join(community, to: apple.guideline)
      for path in [claimed.file] + mergedFiles[community.slug, default: []] {
        diagnostics.append(
          Diagnostic(
            .communityTranslation, severity: .note, file: path,
            message:
              "Apple's page \(apple.file) is the guideline; this text is kept beside it as a community translation of '\(community.slug)'",
            fix: "nothing to do: its record IDs still resolve"))
      }
      mergedFiles[community.slug] = [apple.file] + mergedFiles[community.slug, default: []]
    }
    applePages = ApplePages()
  }

  /// Files Apple's pages under the sections and groups of its table of contents.
  mutating func file(by navigator: AppleNavigatorIndex) {
    let bySlug = Dictionary(navigator.topics.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
    for position in guidelines.indices where !guidelines[position].appleLanguages.isEmpty {
      guard let topic = bySlug[guidelines[position].slug] else { continue }
      guidelines[position].category = topic.section
      guidelines[position].group = topic.group
    }
  }

  /// The guidelines, the pages a table of contents lists in its order, the others after them in
  /// path order; the collector is left without them.
  mutating func ordered(by contents: TableOfContents) -> [Guideline] {
    // Handed over, not shared: a guideline still held here would make each record array the
    // ingester changes afterwards (resolving references) a copy (docs/benchmarks.md, "What each
    // design choice buys").
    let all = guidelines
    guidelines = []
    let listed = all.enumerated().map { offset, guideline in
      let files = [guideline.source.file] + mergedFiles[guideline.slug, default: []]
      return (files.compactMap { contents.entry(for: $0)?.position }.min() ?? Int.max, offset, guideline)
    }
    return listed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
  }
}
