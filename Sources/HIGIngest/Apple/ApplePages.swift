import HIGModel
import Parallel

/// Apple's pages met while ingesting, by slug: each slug's English and Korean page, joined into
/// one guideline once every file is read (a folder lists `en/` before `ko/`, but nothing relies on it).
///
///     var pages = ApplePages()
///     pages.add(englishToggles, file: "apple/en/toggles.json")
///     pages.add(koreanToggles, file: "apple/ko/toggles.json")
///     pages.guidelines(diagnostics: &diagnostics)  // [toggles in both languages]
struct ApplePages {
  private var order: [String] = []
  private var pages: [String: [Language: (guideline: Guideline, file: String)]] = [:]

  /// Keeps a page; a second page of one slug in one language is skipped with a warning.
  mutating func add(_ guideline: Guideline, file: String) -> [Diagnostic] {
    let language = guideline.appleLanguages.first ?? .en
    if let first = pages[guideline.slug]?[language] {
      return [
        Diagnostic(
          .duplicateSlug, severity: .warning, file: file,
          message:
            "Apple's page '\(guideline.slug)' in \(language == .ko ? "Korean" : "English") is already \(first.file); this file was skipped",
          fix: "keep one copy of Apple's pages (hig fetch writes them to one folder)")
      ]
    }
    if pages[guideline.slug] == nil { order.append(guideline.slug) }
    pages[guideline.slug, default: [:]][language] = (guideline, file)
    return []
  }

  /// One guideline per slug in the order first met, with the file that names it (the English
  /// page's when there is one) and its record IDs; a note for each Korean page joined to its
  /// English page. Slugs are joined on every core: each needs only its own two pages.
  func guidelines(diagnostics: inout [Diagnostic]) -> [(guideline: Guideline, file: String)] {
    var joined: [(guideline: Guideline, file: String)] = []
    joined.reserveCapacity(order.count)
    OrderedParallelMap().forEach(order, transform: join) { _, outcome in
      guard let (guideline, file, note) = outcome else { return }
      if let note { diagnostics.append(note) }
      joined.append((guideline, file))
    }
    return joined
  }

  /// A slug's pages as one guideline, with its file and, for a Korean page joined to its English
  /// page, the note that says so.
  private func join(_ slug: String) -> (Guideline, file: String, note: Diagnostic?)? {
    let languages = pages[slug] ?? [:]
    switch (languages[.en], languages[.ko]) {
    case (let english?, let korean?):
      let note = Diagnostic(
        .mergedTranslation, severity: .note, file: korean.file,
        message: "Apple's Korean page of \(english.file); merged into one bilingual '\(slug)'",
        fix: "nothing to do")
      return (GuidelineMerger.mergeApplePages(english: english.guideline, korean: korean.guideline), english.file, note)
    case (let only?, nil), (nil, let only?):
      var guideline = only.guideline
      GuidelineBuilder.assignIDs(&guideline.sections, slug: guideline.slug)
      return (guideline, only.file, nil)
    case (nil, nil): return nil
    }
  }
}
