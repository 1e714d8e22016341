/// Problems that stop ingestion as a whole, each with a message that says what to do.
///
/// A single bad guideline file never throws: it becomes a `Diagnostic` and the rest is ingested.
public enum IngestError: Error, Equatable, CustomStringConvertible {
  case contentFolderMissing(path: String)
  case notAFolder(path: String)
  case contentFolderUnreadable(path: String, reason: String)
  case malformedCatalog(line: String)
  case malformedMetadata(file: String, reason: String)
  case cacheUnwritable(path: String, reason: String)

  public var description: String {
    switch self {
    case .contentFolderMissing(let path):
      return "content folder '\(path)' does not exist; pass --content DIR with the folder of guideline texts"
    case .notAFolder(let path):
      return "'\(path)' is not a folder; --content takes the folder that holds the guideline texts"
    case .contentFolderUnreadable(let path, let reason):
      return "cannot read the content folder '\(path)' (\(reason)); check its permissions, or pass --content DIR"
    case .malformedCatalog(let line):
      return "topic catalog line is not 'slug<TAB>title<TAB>section[<TAB>group]': \(line)"
    case .malformedMetadata(let file, let reason):
      return "\(file) is not valid metadata: \(reason); fix the JSON or remove the file"
    case .cacheUnwritable(let path, let reason):
      return
        "cannot write the knowledge base cache at '\(path)': \(reason); pass --cache-dir DIR with a writable folder"
    }
  }
}
