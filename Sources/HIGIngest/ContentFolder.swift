import Foundation
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
    var visited: Set<String> = [url.resolvingSymlinksInPath().path]
    walk(url, prefix: "", files: &files, diagnostics: &diagnostics, visited: &visited)
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

  private func walk(
    _ folder: URL, prefix: String, files: inout [ContentFile], diagnostics: inout [Diagnostic],
    visited: inout Set<String>
  ) {
    let manager = FileManager.default
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
      diagnostics.append(
        Diagnostic(
          id: "ingest.unreadable-folder", severity: .warning, file: prefix.isEmpty ? "." : prefix,
          message: "cannot list the folder: \(error.localizedDescription)", fix: "check its permissions"))
      return
    }
    for name in names where !name.hasPrefix(".") {
      let item = folder.appendingPathComponent(name)
      let path = prefix + ContentFolder.printable(name)
      guard let attributes = try? manager.attributesOfItem(atPath: item.path) else {
        diagnostics.append(
          Diagnostic(
            id: "ingest.unreadable-file", severity: .warning, file: path, message: "cannot read the file's attributes",
            fix: "check that it exists and is readable"))
        continue
      }
      var type = attributes[.type] as? FileAttributeType
      var target = item
      if type == .typeSymbolicLink {
        target = item.resolvingSymlinksInPath()
        guard let resolved = try? manager.attributesOfItem(atPath: target.path) else {
          diagnostics.append(
            Diagnostic(
              id: "ingest.broken-link", severity: .warning, file: path,
              message: "symbolic link points to nothing (or loops)", fix: "remove the link or fix its target"))
          continue
        }
        type = resolved[.type] as? FileAttributeType
        // A link that resolves to a link (to itself, or round a cycle of links) never reaches a file.
        if type == .typeSymbolicLink {
          diagnostics.append(
            Diagnostic(
              id: "ingest.broken-link", severity: .warning, file: path,
              message: "symbolic link points to nothing (or loops)", fix: "remove the link or fix its target"))
          continue
        }
      }
      if type == .typeDirectory {
        guard visited.insert(target.path).inserted else {
          diagnostics.append(
            Diagnostic(
              id: "ingest.link-loop", severity: .warning, file: path,
              message: "folder link leads back into a folder already read; not followed again",
              fix: "remove the symbolic link"))
          continue
        }
        walk(target, prefix: path + "/", files: &files, diagnostics: &diagnostics, visited: &visited)
      } else if type == .typeRegular {
        let info = (try? manager.attributesOfItem(atPath: target.path)) ?? attributes
        let size = (info[.size] as? NSNumber)?.intValue ?? 0
        let modified = (info[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        files.append(ContentFile(path: path, url: target, size: size, modified: modified))
      }
    }
  }
}
