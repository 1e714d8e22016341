/// Why `hig related` cannot read what it was given, worded for the person who gave it.
public enum RelatedError: Error, Equatable, CustomStringConvertible {
  case unreadableMap(path: String)

  public var description: String {
    switch self {
    case .unreadableMap(let path):
      return "\(path): cannot read the API symbol map (it must be UTF-8 text; check its permissions)"
    }
  }
}
