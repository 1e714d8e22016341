import Foundation

/// One file found in a content folder, with what the fingerprint needs to notice a change.
public struct ContentFile: Hashable, Sendable {
  /// The path relative to the content folder, with "/" separators ("guidelines/modality.txt");
  /// control characters in names are escaped for printing.
  public var path: String
  /// The file's real location on disk, for reading it.
  public var absolutePath: String
  public var size: Int
  /// Modification time in seconds since 1970, with sub-second precision.
  public var modified: Double

  public var url: URL { URL(fileURLWithPath: absolutePath) }
}
