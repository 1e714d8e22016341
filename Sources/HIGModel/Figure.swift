/// Where a figure record's picture is: Apple's image or video, and the downloaded copy when the
/// content folder has one.
///
///     Figure(kind: .image, url: "https://docs-assets.developer.apple.com/…/toggles-intro@2x.png",
///            file: "apple/images/toggles-intro@2x.png")
public struct Figure: Codable, Hashable, Sendable {
  public enum Kind: String, Codable, Hashable, Sendable {
    case image
    case video
  }

  public var kind: Kind
  /// Apple's picture: the 2x light variant of an image (a video's own file for a video), absolute.
  public var url: String?
  /// The downloaded copy, relative to the content folder (`apple/images/<name>`), when present.
  public var file: String?

  public init(kind: Kind, url: String? = nil, file: String? = nil) {
    self.kind = kind
    self.url = url
    self.file = file
  }
}
