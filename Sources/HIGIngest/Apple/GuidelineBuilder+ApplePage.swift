import HIGModel

extension GuidelineBuilder {
  /// The guideline of one of Apple's pages in one language: title from its metadata, the abstract
  /// as the summary and the overview's first record, sections from its headings (Apple's anchors
  /// kept), rules only where Apple sets the statement in bold.
  ///
  /// Its records have no IDs yet: a record's ID hashes its English text, which the Korean page's
  /// records get only when the two pages are joined, so `ApplePages` assigns them once, when it
  /// knows whether the page has a partner (hashing each page's records before joining them was
  /// a tenth of a build of Apple's JSON).
  func build(_ page: ApplePage) -> (Guideline, [Diagnostic]) {
    var diagnostics = page.diagnostics
    var builder = self
    builder.pageLanguage = page.language
    let topic = catalog.topic(slug: page.slug)
    var title = LocalizedText(ko: topic?.title.ko, en: topic?.title.en)
    if let own = page.title {
      if page.language == .ko { title.ko = own } else { title.en = own }
    }
    if title.en == nil, title.ko == nil { title.en = page.slug }
    let appleURL = (page.language == .ko ? Topic.appleKoreanBaseURL : Topic.appleBaseURL) + page.slug
    let source = Source(file: file, format: format, name: "Apple", url: appleURL)
    var blocks = FigureLabels.fold(page.blocks)
    if let abstract = page.abstract { blocks.insert(Block(kind: .paragraph, text: abstract, line: 0), at: 0) }
    var guideline = builder.finish(
      slug: page.slug, title: title, category: topic?.section, source: source,
      sections: builder.buildSections(blocks), assigningIDs: false, diagnostics: &diagnostics)
    guideline.summary = page.abstract.map { page.language == .ko ? LocalizedText(ko: $0) : LocalizedText(en: $0) }
    guideline.appleLanguages = [page.language]
    return (guideline, diagnostics)
  }
}
