import Foundation

/// The browser's search core, HIGSearch's analysis, query plan and ranking compiled to WebAssembly
/// at build time (the SearchCore plugin writes `base64`), and how the site ships it: inlined in a
/// script, since a page opened from disk may load scripts but not fetch files.
enum SearchCoreModule {
  /// The module's bytes.
  static var bytes: Data { Data(base64Encoded: base64) ?? Data() }

  /// `assets/search-core.js`, which search.js instantiates.
  static var script: SiteFile {
    SiteFile(path: SitePath.searchCoreScript, contents: scriptBytes)
  }

  /// In a browser the script sets `higSearchCore`, in node (the tests and benchmarks) it exports
  /// the same: the module as a string of one character per byte (U+0000…U+00FF), which gzip
  /// shrinks further than base64 or `ScriptString` (docs/benchmarks.md, "Smaller choices"); the index files rely on the page's
  /// UTF-8 too.
  static var scriptBytes: Data {
    var text = Data("(function (root) {\nvar bytes = \"".utf8)
    text.reserveCapacity(2 * base64.utf8.count)
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): text.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case UInt8(ascii: "\n"): text.append(contentsOf: Array("\\n".utf8))
      case UInt8(ascii: "\r"): text.append(contentsOf: Array("\\r".utf8))
      case 0: text.append(contentsOf: Array("\\x00".utf8))
      case 0x80...: text.append(contentsOf: [0xC0 | byte >> 6, 0x80 | byte & 0x3F])
      default: text.append(byte)
      }
    }
    text.append(
      contentsOf: Array(
        """
        ";
        if (typeof module === "object" && module.exports) module.exports = bytes; else root.higSearchCore = bytes;
        })(typeof window !== "undefined" ? window : globalThis);

        """.utf8))
    return text
  }
}
