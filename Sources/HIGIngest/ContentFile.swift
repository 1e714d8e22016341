import Foundation

/// One file found in a content folder, with what the fingerprint needs to notice a change.
public struct ContentFile: Hashable, Sendable {
  /// The path relative to the content folder, with "/" separators ("guidelines/modality.txt");
  /// control characters in names are escaped for printing.
  public var path: String
  /// Where to read the file: the content folder's real path joined with `path`'s unescaped bytes.
  public var absolutePath: String
  public var size: Int
  /// Modification time in seconds since 1970, with sub-second precision.
  public var modified: Double

  public var url: URL { URL(fileURLWithPath: absolutePath) }
}
