/// URL- and file-safe guideline identifiers, like Apple's: lowercase ASCII words joined by hyphens.
///
///     Slug.make("Home Screen quick actions") // "home-screen-quick-actions"
///     Slug.make("../../etc/passwd")          // "etc-passwd"
public enum Slug {
  /// The longest slug hig writes; longer names are cut so file names stay portable.
  public static let maximumLength = 80

  public static func make(_ text: String) -> String {
    var result = ""
    var pendingHyphen = false
    for scalar in text.lowercased().unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        if pendingHyphen, !result.isEmpty { result.append("-") }
        pendingHyphen = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingHyphen = true
      }
    }
    if result.count > maximumLength {
      result = String(result.prefix(maximumLength))
      while result.hasSuffix("-") { result.removeLast() }
    }
    return result
  }

  public static func isValid(_ slug: String) -> Bool {
    !slug.isEmpty && slug.count <= maximumLength && make(slug) == slug
  }
}
