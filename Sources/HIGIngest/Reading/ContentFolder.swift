import FileAccess
import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HIGModel
import OperatingSystem

/// A folder of guideline texts and the metadata files beside them.
///
/// Walks the tree in a stable order, skips hidden files, follows symbolic links that stay inside
/// the folder (to folders once: a link loop is reported, not followed forever; a link out of the
/// folder is skipped with a warning), and tells metadata files from guideline texts.
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

  /// Every file in the tree, sorted by path, and problems met while walking it. Throws when the
  /// folder itself cannot be read: an empty knowledge base must not stand in for content that
  /// could not be listed.
  public func files() throws -> (files: [ContentFile], diagnostics: [Diagnostic]) {
    var files: [ContentFile] = []
    var diagnostics: [Diagnostic] = []
    let root = ContentFolder.realPath(path) ?? path
    let walked = ContentWalker.walk(root) { path, info, _ in
      let (name, encoding) = ContentFolder.displayName(path)
      let modified = Double(info.modified.tv_sec) + Double(info.modified.tv_nsec) / 1_000_000_000
      files.append(
        ContentFile(
          path: name, location: Array(root.utf8) + [UInt8(ascii: "/")] + path, size: Int(info.st_size),
          modified: modified))
      if let encoding {
        diagnostics.append(
          Diagnostic(
            .fileNameEncoding, severity: .note, file: name,
            message: encoding == "CP949"
              ? "the file name is not UTF-8; read as CP949 (EUC-KR) and shown converted"
              : "the file name is not UTF-8 and not CP949 either; its other bytes are shown as \\x{…}",
            fix: "rename it in UTF-8, e.g. convmv -f cp949 -t utf-8 --notest"))
      }
    }
    if let reason = walked.unreadableRoot { throw IngestError.contentFolderUnreadable(path: path, reason: reason) }
    return (files.sorted { $0.path < $1.path }, walked.diagnostics + diagnostics)
  }

  /// The top-level metadata file `name` (`guidelines.json`, `glossary.tsv`, …), or nil when the
  /// folder has none, or has something else of that name that the walk reports (a FIFO, a link
  /// out of the folder). Nothing blocks; a file that cannot be read throws.
  public func metadataFile(_ name: String) throws -> [UInt8]? {
    let file = path + "/" + name
    var info = stat()
    guard lstat(file, &info) == 0 else { return nil }
    if info.st_mode & S_IFMT == S_IFLNK {
      guard let boundary = FolderBoundary(path: path), boundary.contains(resolving: file), stat(file, &info) == 0
      else { return nil }
    }
    guard info.st_mode & S_IFMT == S_IFREG else { return nil }
    return try FileReader.read(file, shownAs: name)
  }

  /// A name as bytes, made printable: UTF-8 as it is, else CP949 (Korean Windows archives), else
  /// UTF-8 with every other byte shown as `\x{FF}`; control characters escaped (`printable`).
  /// `encoding` is nil for UTF-8, else what was done ("CP949", "escaped").
  public static func displayName(_ bytes: [UInt8]) -> (name: String, encoding: String?) {
    if let text = String(validating: bytes, as: UTF8.self) { return (printable(text), nil) }
    if let text = SourceFileDecoder.converted(bytes, from: "CP949") { return (printable(text), "CP949") }
    var name = ""
    var rest = bytes[...]
    while !rest.isEmpty {
      // The longest valid UTF-8 run, then one byte that is not.
      var end = rest.endIndex
      while end > rest.startIndex, String(validating: rest[rest.startIndex..<end], as: UTF8.self) == nil {
        end = rest.index(before: end)
      }
      name += printable(String(decoding: rest[rest.startIndex..<end], as: UTF8.self))
      guard end < rest.endIndex else { break }
      name += "\\x{\(String(rest[end], radix: 16, uppercase: true))}"
      rest = rest[(end + 1)...]
    }
    return (name, "escaped")
  }

  /// A file name safe to print (`escapingControlCharacters`); the file is still read by its real name.
  static func printable(_ name: String) -> String { name.escapingControlCharacters() }

  /// `path` with every symbolic link resolved (realpath(3) in one call), or nil when it does not exist.
  public static func realPath(_ path: String) -> String? { FolderBoundary.realPath(path) }
}
