/// Why an index file could not be used; every case is cured by rebuilding the index, which
/// `hig search` does by itself.
///
///     SearchIndexError.oldVersion(found: 1, expected: 2).description
///     // "the index was written by another version of hig (format 1, this hig reads 2)"
public enum SearchIndexError: Error, Equatable, CustomStringConvertible {
  /// The file does not start with the index's magic bytes.
  case notAnIndex
  /// Written by a hig with another file format or analyzer.
  case oldVersion(found: Int, expected: Int)
  /// The checksum does not match or a value points outside the file.
  case corrupt(String)
  /// Something other than a file stands where the index should be (a FIFO, a folder).
  case notARegularFile
  /// The system would not open or map it (strerror's text).
  case unreadable(String)

  public var description: String {
    switch self {
    case .notAnIndex: return "the file is not a hig search index"
    case .oldVersion(let found, let expected):
      return "the index was written by another version of hig (format \(found), this hig reads \(expected))"
    case .corrupt(let reason): return "the index file is damaged (\(reason))"
    case .notARegularFile: return "it is not a regular file (a FIFO or a folder, say)"
    case .unreadable(let reason): return "the index file cannot be read (\(reason))"
    }
  }
}
