/// Why a site could not be built or written, worded so the user knows what to change.
public enum SiteError: Error, Equatable, CustomStringConvertible {
  case themeFileMissing(folder: String, file: String)
  /// The output folder exists and is not a site hig wrote, so replacing it could destroy someone's files.
  case outputNotASite(String)
  /// A generated file's path would leave the output folder.
  case unsafePath(String)
  case writeFailed(path: String, reason: String)
  /// A downloaded picture of the content folder could not be read while the site was built.
  case unreadableImage(String)

  public var description: String {
    switch self {
    case .themeFileMissing(let folder, let file):
      return
        "the theme folder '\(folder)' has no '\(file)'; run hig from the repository root or pass --theme with the folder holding style.css, site.js, search.js and cite.js"
    case .outputNotASite(let path):
      return
        "'\(path)' already exists and was not written by 'hig site' (it has no .hig-site marker); choose another --out folder or remove it yourself"
    case .unsafePath(let path):
      return "refusing to write '\(path)': it would land outside the output folder"
    case .writeFailed(let path, let reason):
      return "could not write '\(path)': \(reason); the previous site, if any, was left in place"
    case .unreadableImage(let file):
      return
        "could not read the picture '\(file)' of the content folder while building; check it, or fetch it again with hig fetch --images"
    }
  }
}
