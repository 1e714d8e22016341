import Foundation

/// A theme script as the site ships it: lines that are only a `//` comment, blank lines and
/// indentation dropped, every other line kept whole and in order. search.js is half of what a
/// query downloads, and its comments and indentation a quarter of search.js after gzip.
///
/// Line breaks stay, so automatic semicolon insertion reads the same program; the one thing the
/// theme's scripts must not do is continue a template literal across lines (its indentation would
/// be dropped).
///
///     ScriptCompactor.compact(Data("  // why\n  var a = 1; // kept\n\n".utf8))  // "var a = 1; // kept\n"
enum ScriptCompactor {
  static func compact(_ source: Data) -> Data {
    var output = Data()
    output.reserveCapacity(source.count)
    for line in source.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      let isBlank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
      guard let first = line.firstIndex(where: { !isBlank($0) }), let last = line.lastIndex(where: { !isBlank($0) })
      else { continue }
      let text = line[first...last]
      if text.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) { continue }
      output.append(contentsOf: text)
      output.append(UInt8(ascii: "\n"))
    }
    return output
  }
}
