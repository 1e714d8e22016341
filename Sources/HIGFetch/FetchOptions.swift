import Foundation
import HIGModel

/// What `hig fetch` downloads, from where, into which folder, and how politely.
public struct FetchOptions: Sendable {
  /// Apple's server; `--source` replaces it with a mirror that serves the same paths.
  public static let appleSource = "https://developer.apple.com"

  /// The server's root without a trailing slash; paths under `/tutorials/data` are appended.
  public var source: String
  /// The folder the pages go to (`Content/apple` by default).
  public var output: URL
  /// The content folder: when `output` is inside it, no symbolic link in `output` may lead out of
  /// it (otherwise none may lead out of `output`).
  public var contentFolder: URL?
  public var languages: [Language] = [.en, .ko]
  /// Only these pages of the table of contents, when given.
  public var only: [String]?
  /// Requests in flight at most.
  public var jobs = 4
  /// Also download each figure's image (its 2x light variant).
  public var images = false
  public var userAgent: String
  /// Seconds an exchange may go without a byte (connecting, or in the middle of an answer).
  public var idleTimeout = 10.0
  /// Seconds a whole exchange may take, redirects and body included.
  public var requestTimeout = 60.0
  /// Seconds to wait before each retry of a request that timed out or got a 429 or 5xx.
  public var retryDelays: [Double] = [1, 3, 9]
  /// A `Retry-After` longer than this makes the request fail at once rather than wait that long.
  public var longestRetryAfter = 120.0
  /// How many fetches that changed something keep their earlier page versions in `.history/`.
  public var keptHistory = FetchHistory.keptFetches

  public init(source: String = FetchOptions.appleSource, output: URL, userAgent: String) {
    self.source = source
    self.output = output
    self.userAgent = userAgent
  }

  /// The root of Apple's JSON: every path the fetcher asks for starts here.
  public var dataRoot: String { source + "/tutorials/data" }

  /// `text` as a source root (scheme, host, optional port and path; no trailing slash), or why not.
  ///
  ///     FetchOptions.sourceRoot("http://127.0.0.1:8080/")  // "http://127.0.0.1:8080"
  ///     FetchOptions.sourceRoot("developer.apple.com")     // throws: it needs http:// or https://
  public static func sourceRoot(_ text: String) throws -> String {
    guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
      scheme == "http" || scheme == "https"
    else {
      throw FetchError.badSource(text, reason: "it needs to start with http:// or https://")
    }
    guard let host = components.host, !host.isEmpty else {
      throw FetchError.badSource(text, reason: "it names no host")
    }
    guard components.query == nil, components.fragment == nil else {
      throw FetchError.badSource(text, reason: "a query or fragment cannot take /tutorials/data/… after it")
    }
    guard components.user == nil, components.password == nil else {
      throw FetchError.badSource(text, reason: "user names and passwords in the URL are not supported")
    }
    var root = text
    while root.hasSuffix("/") { root.removeLast() }
    return root
  }
}
