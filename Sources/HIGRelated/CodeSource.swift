import HIGModel

/// Code given to `hig related`: Swift source, a unified diff of it, or a list of API symbols'
/// documentation paths, by the name it is shown under (a path, or `<stdin>`).
///
///     CodeSource(name: "Settings.swift", text: source).uses  // every identifier, with file and line
///     CodeSource(name: "<stdin>", text: gitDiff).uses       // the added and changed lines' identifiers only
public struct CodeSource: Sendable {
  public var name: String
  public var text: String

  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }

  /// An identifier of the code and where it is.
  public struct Use: Sendable {
    public var token: SwiftToken
    /// The file it is in: the source's name, or for a diff the changed file's path.
    public var file: String
  }

  public var isDiff: Bool { UnifiedDiff.looksLikeDiff(text) }

  /// The documentation paths of a text that is only API symbols ("SwiftUI/Toggle,
  /// UIKit/UISheetPresentationController"), each with its line; nil for code.
  var symbolList: [(symbol: APISymbol, line: Int)]? {
    var symbols: [(APISymbol, Int)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      for word in line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" }) {
        guard word.contains("/"), let symbol = APISymbol(path: String(word)) else { return nil }
        symbols.append((symbol, index + 1))
      }
    }
    return symbols.isEmpty ? nil : symbols
  }

  /// Every identifier of a Swift source; for a diff, those on the lines it adds or changes in
  /// Swift files (each hunk's new side is read as code, so a line's context is seen). `skipped`
  /// names the diff's files that are not Swift.
  public func uses() -> (uses: [Use], skipped: [String]) {
    if let symbols = symbolList {
      // Each symbol named is a use of it, whether a type or a member.
      return (
        symbols.map {
          Use(token: SwiftToken(name: $0.symbol.name, line: $0.line, column: 1, isMember: !$0.symbol.isType), file: name)
        }, []
      )
    }
    guard isDiff else { return (SwiftTokenizer.tokens(in: text).map { Use(token: $0, file: name) }, []) }
    var uses: [Use] = []
    var skipped: [String] = []
    for file in UnifiedDiff.parse(text).files {
      guard file.path.hasSuffix(".swift") else {
        skipped.append(file.path)
        continue
      }
      for hunk in file.hunks {
        let code = hunk.lines.map(\.text).joined(separator: "\n")
        for var token in SwiftTokenizer.tokens(in: code) {
          let line = hunk.lines[token.line - 1]
          guard line.added else { continue }
          token.line = line.number
          // Columns count from the line's start in the file: the diff's marker is not part of it.
          uses.append(Use(token: token, file: file.path))
        }
      }
    }
    return (uses, skipped)
  }
}
