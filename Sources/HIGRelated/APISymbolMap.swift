import Foundation
import HIGModel

/// The curated links from API symbols to guidelines, `Content/api-symbols.tsv`: for the texts
/// that name no developer documentation (the bundled translations) and the symbols Apple's pages
/// do not name. One symbol per line, its documentation path, then what it concerns: a guideline's
/// slug, a record ID, or `-` for a symbol too common to tell anything (`SwiftUI/View`).
///
///     # symbol	concerns
///     SwiftUI/View/sheet(isPresented:onDismiss:content:)	modality
///     UIKit/UIApplication/beginBackgroundTask(expirationHandler:)	multitasking/s0nz6w
///     SwiftUI/View	-
public struct APISymbolMap: Sendable {
  public static let fileName = "api-symbols.tsv"

  public struct Entry: Sendable {
    public var symbol: APISymbol
    /// A slug or record ID; nil for a symbol that concerns nothing.
    public var target: String?
    /// The line of the file it is on.
    public var line: Int
  }

  public var entries: [Entry]
  /// Lines that could not be read, as warnings naming the file and line.
  public var diagnostics: [Diagnostic]

  public init(entries: [Entry] = [], diagnostics: [Diagnostic] = []) {
    self.entries = entries
    self.diagnostics = diagnostics
  }

  /// The map in `text`, read from the file shown as `file` in warnings.
  public init(text: String, file: String = fileName) {
    var entries: [Entry] = []
    var diagnostics: [Diagnostic] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: true).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      if fields.first == "symbol" { continue }  // the header line
      guard fields.count >= 2, let symbol = APISymbol(path: fields[0]) else {
        diagnostics.append(
          Diagnostic(
            .relatedBadSymbolLine, severity: .warning, file: file, line: index + 1,
            message: "not a symbol and what it concerns: '\(line.prefix(80))'",
            fix: "write the symbol's documentation path (SwiftUI/Toggle), a tab, then a guideline slug or record ID"))
        continue
      }
      entries.append(Entry(symbol: symbol, target: fields[1] == "-" ? nil : fields[1].lowercased(), line: index + 1))
    }
    self.init(entries: entries, diagnostics: diagnostics)
  }

  /// The content folder's map, or an empty one when it has none.
  public init(contentFolder: URL) throws {
    let file = contentFolder.appendingPathComponent(APISymbolMap.fileName)
    guard FileManager.default.fileExists(atPath: file.path) else {
      self.init()
      return
    }
    guard let data = FileManager.default.contents(atPath: file.path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw RelatedError.unreadableMap(path: file.path)
    }
    self.init(text: text, file: APISymbolMap.fileName)
  }
}
