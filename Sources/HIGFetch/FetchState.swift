import Foundation

/// The fetcher's memory between runs, `fetch-state.json` in the output folder: per file, what the
/// server said about the copy on disk (its ETag and Last-Modified, for conditional requests) and
/// when; and what the last run could not get. The ingester skips it (its top level has
/// `"higFetchState": 1`).
struct FetchState: Codable, Equatable, Sendable {
  static let fileName = "fetch-state.json"
  static let version = 1

  var higFetchState = FetchState.version
  /// The server the files came from (`--source`).
  var source: String
  /// When the last run ended (ISO 8601).
  var updated: String
  /// By path inside the output folder: `index.json`, `en/toggles.json`, `images/toggle-2x.png`.
  var files: [String: Entry] = [:]
  /// Pages whose Korean version the server did not have (404) in the last run.
  var koreanMissing: [String] = []
  /// What the last run could not get, and why.
  var failures: [Failure] = []

  /// One file on disk and what the server said about it.
  struct Entry: Codable, Equatable, Sendable {
    var url: String
    var etag: String?
    var lastModified: String?
    /// When this content was first downloaded, and when the server last confirmed it.
    var fetched: String
    var checked: String
  }

  /// A file the last run could not get.
  struct Failure: Codable, Equatable, Sendable {
    var file: String
    var url: String
    var reason: String
  }

  init(source: String, updated: String) {
    self.source = source
    self.updated = updated
  }

  /// The state saved in `data`; nil when it is damaged or of another version, so a run starts afresh
  /// (it then asks for every page in full, and replaces only what changed).
  static func decode(_ data: Data) -> FetchState? {
    guard let state = try? JSONDecoder().decode(FetchState.self, from: data), state.higFetchState == version
    else { return nil }
    return state
  }

  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }

  /// The headers that ask the server for `file` only if it changed; none when the copy on disk is
  /// not known to have come from `url`.
  func conditionalHeaders(for file: String, url: String) -> [(String, String)] {
    guard let entry = files[file], entry.url == url else { return [] }
    var headers: [(String, String)] = []
    if let etag = entry.etag { headers.append(("If-None-Match", etag)) }
    if let lastModified = entry.lastModified { headers.append(("If-Modified-Since", lastModified)) }
    return headers
  }
}
