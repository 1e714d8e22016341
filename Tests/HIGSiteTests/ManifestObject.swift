import Foundation

/// The site's search manifest (`search/manifest.js`) as an object: the script's object literal,
/// whose packed tables hold control characters a JSON string would escape, read as JSON once they
/// are escaped.
enum ManifestObject {
  /// The object of `payload`, the text between `higSearch.add("manifest",` and `);`.
  static func parse(_ payload: some StringProtocol) throws -> Any {
    var json: [UInt8] = []
    for byte in payload.utf8 {
      if byte < 0x20 {
        json += Array(String(format: "\\u%04x", byte).utf8)
      } else {
        json.append(byte)
      }
    }
    return try JSONSerialization.jsonObject(with: Data(json), options: .fragmentsAllowed)
  }
}
