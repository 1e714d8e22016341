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
    // Counted on bytes ('/', '.', '\\' and NUL are single bytes in UTF-8): every file passes here.
    var length = 0  // bytes of the current component
    var dots = 0  // how many of them are '.'
    func isUnsafe() -> Bool { length == 0 || (length == dots && dots <= 2) }
    for byte in path.utf8 {
      guard byte != UInt8(ascii: "\\"), byte != 0 else { return false }
      if byte == UInt8(ascii: "/") {
        if isUnsafe() { return false }
        (length, dots) = (0, 0)
      } else {
        length += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    return !isUnsafe()
  }
}
