import HIGModel

/// What a content folder's `guidelines.json` says about one text, overriding what the text shows.
///
///     { "file": "guidelines/modality.txt", "slug": "modality",
///       "title": { "ko": "모달리티", "en": "Modality" }, "source": { "name": "번역 아티클" },
///       "platforms": ["iOS"] }
public struct GuidelineMetadata: Codable, Hashable, Sendable {
  public struct SourceInfo: Codable, Hashable, Sendable {
    public var name: String?
    public var author: String?
    public var date: String?
    public var url: String?
  }

  /// The text's path relative to the content folder.
  public var file: String
  public var slug: String?
  public var title: LocalizedText?
  public var category: String?
  public var source: SourceInfo?
  public var platforms: [String]?
  public var unsupportedPlatforms: [String]?

  /// The file name of the metadata document in a content folder.
  public static let fileName = "guidelines.json"

  struct Document: Codable {
    var guidelines: [GuidelineMetadata]
  }
}
