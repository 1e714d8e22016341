import HIGModel

/// One file a fetch is to get: the table of contents, a page in one language, or an image.
struct FetchJob: Sendable {
  enum Kind: Equatable, Sendable {
    case index
    case page(slug: String, language: Language)
    case image
  }

  var kind: Kind
  /// Its path inside the output folder.
  var file: String
  var url: String
  /// Attempts made so far.
  var attempt = 0
  /// Set when a 304 came for a file that is no longer on disk: the next request asks without conditions.
  var unconditional = false

  /// The largest body, once decoded, taken for this file: far more than Apple serves (pages are
  /// under 300 kB, the table of contents tens of kB), far less than a gzip bomb decodes to.
  var maximumBytes: Int {
    switch kind {
    case .index: return FetchJob.largestIndex
    case .page: return FetchJob.largestPage
    case .image: return FetchJob.largestImage
    }
  }

  static let largestIndex = 8 << 20
  static let largestPage = 4 << 20
  static let largestImage = 32 << 20

  static func page(_ slug: String, _ language: Language, dataRoot: String) -> FetchJob {
    let locale = language == .ko ? "/kr" : ""
    return FetchJob(
      kind: .page(slug: slug, language: language), file: "\(language.rawValue)/\(slug).json",
      url: "\(dataRoot)\(locale)/design/human-interface-guidelines/\(slug).json")
  }

  static func index(dataRoot: String) -> FetchJob {
    FetchJob(kind: .index, file: "index.json", url: "\(dataRoot)/index/design--human-interface-guidelines")
  }
}
