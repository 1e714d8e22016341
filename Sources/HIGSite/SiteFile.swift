import Foundation

/// One file of a built site: its path inside the output folder and its bytes.
///
///     SiteFile(path: "modality.html", contents: Data(html.utf8))
public struct SiteFile: Hashable, Sendable {
  public var path: String
  public var contents: Data

  public init(path: String, contents: Data) {
    self.path = path
    self.contents = contents
  }

  public init(path: String, text: String) {
    self.init(path: path, contents: Data(text.utf8))
  }

  /// True when the path is relative, non-empty and has no ".." or "." component, so joining it
  /// to the output folder cannot reach outside it.
  public var hasSafePath: Bool {
    guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
    return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
      !part.isEmpty && part != "." && part != ".."
    }
  }
}
