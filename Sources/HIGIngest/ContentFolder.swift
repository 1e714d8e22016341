import Foundation
import Glibc
import HIGModel

/// A folder of guideline texts and the metadata files beside them.
///
/// Walks the tree in a stable order, skips hidden files, follows symbolic links to folders once
/// (a link loop is reported, not followed forever), and tells metadata files from guideline texts.
///
///     Content/
///       guidelines.json     metadata per text (optional)
///       terminology.tsv     the terminology layer: concepts and their English and Korean names (optional)
///       glossary.tsv        curated Korean–English pairs, the older format (optional)
///       aliases.tsv         old record IDs that still resolve (optional)
///       hig-topics.tsv      replaces the built-in topic catalog (optional)
///       api-symbols.tsv     API symbols and the guidelines they concern, for `hig related` (optional)
///       guidelines/*.txt    the texts, in any folder structure
public struct ContentFolder: Sendable {
  /// The folder's absolute, standardized path; what the walk and the freshness check use, without
  /// Foundation's `URL.path` (see `URL.standardPath`).
  public let path: String

  /// The folder as a URL, for messages, metadata files and other commands.
  public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

  /// Files at the top of the folder that describe the texts rather than being texts.
  public static let metadataFiles: Set<String> = [
    GuidelineMetadata.fileName, "terminology.tsv", "glossary.tsv", "aliases.tsv", "hig-topics.tsv", "hig-topics-ko.tsv",
    "api-symbols.tsv",
  ]

  public init(url: URL) {
    self.path = url.standardizedIfNeeded.path
  }

  /// The folder at `path`, an absolute path that is standardized already (see `URL.standardPath`).
  public init(path: String) {
    self.path = path
  }

  /// Checks that the folder exists and is a folder.
  public func validate() throws {
    var info = stat()
    guard stat(path, &info) == 0 else { throw IngestError.contentFolderMissing(path: path) }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw IngestError.notAFolder(path: path) }
  }

  /// Every file in the tree, sorted by path, and problems met while walking it.
  public func files() -> (files: [ContentFile], diagnostics: [Diagnostic]) {
    var files: [ContentFile] = []
    let root = ContentFolder.realPath(path) ?? path
    let walked = ContentWalker.walk(root) { path, info in
      let relative = String(decoding: path, as: UTF8.self)
      let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000
      files.append(
        ContentFile(
          path: ContentFolder.printable(relative), absolutePath: root + "/" + relative, size: Int(info.st_size),
          modified: modified))
    }
    return (files.sorted { $0.path < $1.path }, walked.diagnostics)
  }

  /// The top-level metadata file named `name`, if the folder has it.
  public func metadataFile(_ name: String) -> URL? {
    let file = url.appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
  }

  /// A file name safe to print: control characters (which could move a terminal's cursor or
  /// forge a line of output) are written as `\u{7}` escapes; the file is still read by its real name.
  static func printable(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `path` with every symbolic link resolved (realpath(3) in one call), or nil when it does not exist.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
