import FileAccess
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

  /// Reads the theme's files. One that is a symbolic link leading out of the theme folder is
  /// refused: the site would publish whatever file the link names.
  public init(folder: URL) throws {
    self.folder = folder
    let boundary = FolderBoundary(path: folder.path)
    assets = try SiteTheme.required.map { entry in
      let path = folder.appendingPathComponent(entry.file).path
      var info = stat()
      guard lstat(path, &info) == 0, let boundary else {
        throw SiteError.themeFileMissing(folder: folder.path, file: entry.file)
      }
      if info.st_mode & S_IFMT == S_IFLNK, !boundary.contains(resolving: path) {
        throw SiteError.themeFileOutside(
          folder: folder.path, file: entry.file, target: FolderBoundary.linkTarget(path) ?? "?")
      }
      let data: Data
      do {
        data = Data(try FileReader.read(path, shownAs: "\(folder.path)/\(entry.file)"))
      } catch FileError.missing {
        throw SiteError.themeFileMissing(folder: folder.path, file: entry.file)
      } catch {
        throw SiteError.themeFileUnreadable(ErrorText.describe(error))
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
