/// One file found in a content folder, with what the fingerprint needs to notice a change.

import Foundation

public struct ContentFile: Hashable, Sendable {
  /// The path relative to the content folder, with "/" separators ("guidelines/modality.txt").
  public var path: String
  public var url: URL
  public var size: Int
  public var modified: Double
}
