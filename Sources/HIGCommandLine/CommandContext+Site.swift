import HIGCite
import HIGModel

extension ValueReader where Value == SiteAddress {
  /// A published site's address (`SiteAddress(baseURL:)`, the one parser of base URLs).
  static var siteAddress: ValueReader { ValueReader(expected: SiteAddress.expected, read: SiteAddress.init(baseURL:)) }
}

extension CommandContext {
  /// The published site to link to: the `--base-url` given, else `siteURL` in the nearest
  /// `hig.json`, else none (citations then link only to Apple's page). `hig cite`, `check` and
  /// `site` all read it here, so a citation and the site it links to agree.
  func siteAddress(_ given: SiteAddress?) throws -> SiteAddress? {
    if let given { return given }
    guard let (configuration, file) = try ProjectConfiguration.find(from: workingDirectory),
      let url = configuration.siteURL
    else { return nil }
    guard let site = SiteAddress(baseURL: url) else {
      throw CommandError.failed(
        "\(file.relativePath(from: workingDirectory)): siteURL '\(url)' is not a usable base URL; give \(SiteAddress.expected)"
      )
    }
    return site
  }
}
