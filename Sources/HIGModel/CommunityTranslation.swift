/// A community translation of a page whose guideline is Apple's own text: kept beside it, with
/// its own sections (`Section.translation`) and record IDs, so old citations of it still resolve.
public struct CommunityTranslation: Codable, Hashable, Sendable {
  /// The title the translation gives the page.
  public var title: LocalizedText
  /// Who wrote or published the translation, and the file it came from.
  public var source: Source
  /// The platforms the translation's own text states.
  public var platforms: PlatformSupport

  public init(title: LocalizedText, source: Source, platforms: PlatformSupport = PlatformSupport()) {
    self.title = title
    self.source = source
    self.platforms = platforms
  }
}
