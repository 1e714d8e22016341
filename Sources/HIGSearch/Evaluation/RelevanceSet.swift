import HIGModel

/// A relevance set for `hig eval`: queries, each with its kind and what makes a hit relevant.
///
/// File format (tab-separated, '#' starts a comment line): id, kind, query, expectations separated
/// by '|'. An expectation that reads as a record ID (`slug/key`) is met by that record; any other
/// is a snippet, met by a hit whose Korean or English text contains it once runs of whitespace
/// are folded to one space. IDs let a set over copyrighted pages name its answers without
/// quoting them.
///
///     p04	ko	보조 창	보조 창 은 종종 모달 프레젠테이션을 사용하여
///     d12	community	얼럿 버튼	alerts/3kx9qa|alerts/8mz2pd
public struct RelevanceSet: Sendable {
  public struct Query: Sendable, Hashable {
    public var id: String
    public var kind: String
    public var text: String
    public var snippets: [String]
    /// Records that are relevant by ID.
    public var recordIDs: Set<String> = []
  }

  public var queries: [Query]

  /// Parses the file's text; `source` names the file in errors.
  public init(text: String, source: String) throws {
    var queries: [Query] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = line.hasSuffix("\r") ? line.dropLast() : line
      if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 4, !fields[2].isEmpty else {
        throw RelevanceSetError.malformedLine(source: source, line: number + 1, fields: fields.count)
      }
      let expectations = fields[3].split(separator: "|").map { RelevanceSet.foldSpaces(String($0)) }.filter { !$0.isEmpty }
      guard !expectations.isEmpty else {
        throw RelevanceSetError.malformedLine(source: source, line: number + 1, fields: fields.count)
      }
      var query = Query(id: fields[0], kind: fields[1], text: fields[2], snippets: [])
      for expectation in expectations {
        if let id = RecordID(expectation) { query.recordIDs.insert(id.rawValue) } else { query.snippets.append(expectation) }
      }
      queries.append(query)
    }
    guard !queries.isEmpty else { throw RelevanceSetError.empty(source: source) }
    self.queries = queries
  }

  /// Runs of whitespace as one space, trimmed.
  static func foldSpaces(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// Why a relevance set file could not be read, naming the file and line to fix.
public enum RelevanceSetError: Error, Equatable, CustomStringConvertible {
  case malformedLine(source: String, line: Int, fields: Int)
  case empty(source: String)

  public var description: String {
    switch self {
    case .malformedLine(let source, let line, let fields):
      return
        "\(source):\(line): expected 4 tab-separated columns (id, kind, query, snippets separated by '|'), found \(fields)"
    case .empty(let source):
      return "\(source) has no queries (lines: id TAB kind TAB query TAB snippet|snippet)"
    }
  }
}
