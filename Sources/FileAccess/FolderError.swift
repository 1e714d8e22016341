/// Why a folder could not be made or entered, naming the part of the path that is in the way.
///
///     FolderError.notAFolder(path: "out/notes.txt", kind: "a file").description
///     // "out/notes.txt is a file, not a folder"
public enum FolderError: Error, Equatable, CustomStringConvertible {
  /// A file, FIFO, device… where a folder of the path should be.
  case notAFolder(path: String, kind: String)
  /// A symbolic link that leads back to itself, through one or more links.
  case linkLoop(path: String)
  /// A symbolic link to nothing.
  case brokenLink(path: String, target: String)
  /// A symbolic link that leads out of the folder everything must stay in (`boundary` names it:
  /// "the content folder").
  case linkOutside(path: String, target: String, boundary: String)
  /// The system refused (`reason` is strerror's text: "Permission denied").
  case cannotMake(path: String, reason: String)

  /// The same error with its path shown as `shown` says (the user's own spelling of it).
  public func showingPath(_ shown: (String) -> String) -> FolderError {
    switch self {
    case .notAFolder(let path, let kind): return .notAFolder(path: shown(path), kind: kind)
    case .linkLoop(let path): return .linkLoop(path: shown(path))
    case .brokenLink(let path, let target): return .brokenLink(path: shown(path), target: target)
    case .linkOutside(let path, let target, let boundary):
      return .linkOutside(path: shown(path), target: target, boundary: boundary)
    case .cannotMake(let path, let reason): return .cannotMake(path: shown(path), reason: reason)
    }
  }

  public var description: String {
    switch self {
    case .notAFolder(let path, let kind): return "\(path) is \(kind), not a folder"
    case .linkLoop(let path): return "\(path) is a symbolic link that leads round in a loop"
    case .brokenLink(let path, let target): return "\(path) is a symbolic link to \(target), which does not exist"
    case .linkOutside(let path, let target, let boundary):
      return "\(path) is a symbolic link to \(target), outside \(boundary)"
    case .cannotMake(let path, let reason): return "cannot make the folder \(path): \(reason)"
    }
  }
}
