/// A relevance set for `hig eval`: queries, each with its kind and the snippets a relevant hit's
/// text contains.
///
/// File format (tab-separated, '#' starts a comment line): id, kind, query, snippets separated
/// by '|'. A hit is relevant when its Korean or English text contains a snippet once runs of
/// whitespace are folded to one space.
///
///     p04	ko	보조 창	보조 창 은 종종 모달 프레젠테이션을 사용하여
public struct RelevanceSet: Sendable {
  public struct Query: Sendable, Hashable {
    public var id: String
    public var kind: String
    public var text: String
    public var snippets: [String]
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
      let snippets = fields[3].split(separator: "|").map { RelevanceSet.foldSpaces(String($0)) }.filter { !$0.isEmpty }
      guard !snippets.isEmpty else {
        throw RelevanceSetError.malformedLine(source: source, line: number + 1, fields: fields.count)
      }
      queries.append(Query(id: fields[0], kind: fields[1], text: fields[2], snippets: snippets))
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
