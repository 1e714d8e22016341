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
///       glossary.tsv        curated Korean–English terms (optional)
///       aliases.tsv         old record IDs that still resolve (optional)
///       hig-topics.tsv      replaces the built-in topic catalog (optional)
///       guidelines/*.txt    the texts, in any folder structure
public struct ContentFolder: Sendable {
  public let url: URL

  /// Files at the top of the folder that describe the texts rather than being texts.
  public static let metadataFiles: Set<String> = [
    GuidelineMetadata.fileName, "glossary.tsv", "aliases.tsv", "hig-topics.tsv", "hig-topics-ko.tsv",
  ]

  public init(url: URL) {
    self.url = url.standardizedFileURL
  }

  /// Checks that the folder exists and is a folder.
  public func validate() throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw IngestError.contentFolderMissing(path: url.path)
    }
    guard isDirectory.boolValue else { throw IngestError.notAFolder(path: url.path) }
  }

  /// Every file in the tree, sorted by path, and problems met while walking it.
  public func files() -> (files: [ContentFile], diagnostics: [Diagnostic]) {
    var files: [ContentFile] = []
    var diagnostics: [Diagnostic] = []
    let root = ContentFolder.realPath(url.path) ?? url.path
    var visited: Set<String> = [root]
    walk(root, prefix: "", files: &files, diagnostics: &diagnostics, visited: &visited)
    return (files.sorted { $0.path < $1.path }, diagnostics)
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

  /// Walks with POSIX calls rather than FileManager: every command fingerprints the whole tree
  /// before answering, so this is on the hot path of `hig search`.
  private func walk(
    _ folder: String, prefix: String, files: inout [ContentFile], diagnostics: inout [Diagnostic],
    visited: inout Set<String>
  ) {
    guard let directory = opendir(folder) else {
      let reason = String(cString: strerror(errno))
      diagnostics.append(
        Diagnostic(
          id: "ingest.unreadable-folder", severity: .warning, file: prefix.isEmpty ? "." : prefix,
          message: "cannot list the folder: \(reason)", fix: "check its permissions"))
      return
    }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    closedir(directory)
    for name in names.sorted() {
      let item = folder + "/" + name
      let path = prefix + ContentFolder.printable(name)
      var info = stat()
      guard lstat(item, &info) == 0 else {
        diagnostics.append(
          Diagnostic(
            id: "ingest.unreadable-file", severity: .warning, file: path, message: "cannot read the file's attributes",
            fix: "check that it exists and is readable"))
        continue
      }
      if info.st_mode & S_IFMT == S_IFLNK {
        // stat follows the whole chain; it fails for a dangling link and for a cycle of links.
        guard stat(item, &info) == 0 else {
          diagnostics.append(
            Diagnostic(
              id: "ingest.broken-link", severity: .warning, file: path,
              message: "symbolic link points to nothing (or loops)", fix: "remove the link or fix its target"))
          continue
        }
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        let real = ContentFolder.realPath(item) ?? item
        guard visited.insert(real).inserted else {
          diagnostics.append(
            Diagnostic(
              id: "ingest.link-loop", severity: .warning, file: path,
              message: "folder link leads back into a folder already read; not followed again",
              fix: "remove the symbolic link"))
          continue
        }
        walk(real, prefix: path + "/", files: &files, diagnostics: &diagnostics, visited: &visited)
      case S_IFREG:
        let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000
        files.append(ContentFile(path: path, absolutePath: item, size: Int(info.st_size), modified: modified))
      default:
        continue
      }
    }
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
