import HIGCite
import HIGModel

extension CommandContext {
  /// The published site to link citations to: `--base-url`, else `siteURL` in the nearest
  /// `hig.json`, else none (citations then link only to Apple's page).
  func siteAddress(_ arguments: ParsedArguments, command: String) throws -> SiteAddress? {
    if let given = arguments.value("base-url") {
      guard let site = SiteAddress(baseURL: given) else {
        throw UsageError(
          command: command,
          message:
            "'\(given)' is not a usable base URL; give an http(s) URL such as https://hig.example.kr, or a relative path",
          suggestion: nil)
      }
      return site
    }
    guard let (configuration, file) = try ProjectConfiguration.find(from: workingDirectory),
      let url = configuration.siteURL
    else { return nil }
    guard let site = SiteAddress(baseURL: url) else {
      throw CommandError.failed(
        "\(file.relativePath(from: workingDirectory)): siteURL '\(url)' is not a usable base URL; use an http(s) URL such as https://hig.example.kr"
      )
    }
    return site
  }

  /// The languages a `--lang ko|en|both` option asks for, Korean first.
  func languages(_ arguments: ParsedArguments) -> [Language] {
    let choice = arguments.value("lang")?.lowercased() ?? "both"
    return Language.allCases.filter { choice == "both" || choice == $0.rawValue }
  }
}
