import Foundation

/// One file found in a content folder, with what the fingerprint needs to notice a change.
public struct ContentFile: Hashable, Sendable {
  /// The path relative to the content folder, with "/" separators ("guidelines/modality.txt"),
  /// made printable: control characters escaped, a name that is not UTF-8 decoded or escaped
  /// (`ContentFolder.displayName`).
  public var path: String
  /// Where to read the file: the content folder's real path joined with the name's own bytes.
  public var location: [UInt8]
  public var size: Int
  /// Modification time in seconds since 1970, with sub-second precision.
  public var modified: Double

  /// The file as a URL, for tools and tests; hig itself reads `location`, which also holds names
  /// that are not UTF-8.
  public var url: URL { URL(fileURLWithPath: String(decoding: location, as: UTF8.self)) }
}
