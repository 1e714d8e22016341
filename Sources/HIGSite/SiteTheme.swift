import Foundation

/// The theme folder (`site/` in the repository): the stylesheet and scripts every page loads.
///
/// Page structure lives in Swift (one page type per kind) so that text is escaped by libxml2;
/// the theme holds what a designer changes: CSS and the browser's JavaScript.
///
///     let theme = try SiteTheme(folder: URL(fileURLWithPath: "site"))
///     theme.assets.map(\.path)  // ["assets/style.css", "assets/site.js", "assets/search.js", "assets/cite.js"]
public struct SiteTheme: Sendable {
  public var folder: URL
  /// The theme's files as the site ships them: stylesheet as is, scripts compacted (`ScriptCompactor`).
  public var assets: [SiteFile]

  /// The files a theme must have, and where each goes in the site.
  static let required: [(file: String, path: String)] = [
    ("style.css", SitePath.stylesheet), ("site.js", SitePath.script), ("search.js", SitePath.searchScript),
    ("cite.js", SitePath.citationScript),
  ]

  public init(folder: URL) throws {
    self.folder = folder
    assets = try SiteTheme.required.map { entry in
      let url = folder.appendingPathComponent(entry.file)
      guard let data = try? Data(contentsOf: url) else {
        throw SiteError.themeFileMissing(folder: folder.path, file: entry.file)
      }
      return SiteFile(path: entry.path, contents: entry.file.hasSuffix(".js") ? ScriptCompactor.compact(data) : data)
    }
  }

  /// The theme folder hig uses when none is given: `site/` in the working directory, else the
  /// `site/` of the source checkout hig was built from (so `swift run hig site` works anywhere in it).
  public static func defaultFolder(workingDirectory: URL) -> URL {
    let local = workingDirectory.appendingPathComponent("site")
    if FileManager.default.fileExists(atPath: local.appendingPathComponent("style.css").path) { return local }
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("site")
    return FileManager.default.fileExists(atPath: checkout.path) ? checkout : local
  }
}
