import HIGModel

/// One version of Apple's page of a topic, as `hig fetch` kept it (its English and Korean JSON,
/// either may be missing), built into a guideline exactly as ingesting a content folder builds it,
/// so its record IDs are the ones every other command shows. `hig changes` builds the version
/// before and after a fetch this way and compares them.
///
///     ApplePageVersion(slug: "toggles", english: oldEnglish, korean: oldKorean).guideline()
public struct ApplePageVersion: Sendable {
  public var slug: String
  public var english: [UInt8]?
  public var korean: [UInt8]?

  public init(slug: String, english: [UInt8]?, korean: [UInt8]?) {
    self.slug = slug
    self.english = english
    self.korean = korean
  }

  /// The guideline, or nil when neither language is there or readable as Apple's page.
  public func guideline(catalog: TopicCatalog = .builtIn) -> Guideline? {
    func build(_ bytes: [UInt8]?, _ language: Language) -> Guideline? {
      guard let bytes else { return nil }
      let file = "apple/\(language.rawValue)/\(slug).json"
      guard let page = try? ApplePage(bytes: bytes, file: file) else { return nil }
      let builder = GuidelineBuilder(
        file: file, format: SourceFormat.appleJSON.rawValue, metadata: nil, catalog: catalog)
      return builder.build(page).0
    }
    switch (build(english, .en), build(korean, .ko)) {
    case (let english?, let korean?): return GuidelineMerger.mergeApplePages(english: english, korean: korean)
    case (let only?, nil), (nil, let only?):
      var guideline = only
      GuidelineBuilder.assignIDs(&guideline.sections, slug: guideline.slug)
      return guideline
    case (nil, nil): return nil
    }
  }
}
