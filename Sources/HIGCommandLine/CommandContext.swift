import Foundation
import HIGIngest
import HIGModel
import HIGSearch
import HIGWorkspace
import OperatingSystem

/// What every command needs besides its arguments: where to print, and the workspace of the
/// content folder and cache it was given, whose events it prints on standard error.
public struct CommandContext: Sendable {
  public var console: Console
  public var environment: Environment
  /// The working directory as an absolute path (from getcwd(3) or the caller), kept as a string
  /// so that a search resolves its paths without Foundation's `URL.path`.
  public let workingDirectoryPath: String
  /// The content folder and its cache; made once, since finding the cache folder resolves the
  /// content folder's symbolic links.
  public let workspace: Workspace
  /// Reads standard input, up to a limit; see `CLI.processInput`.
  public var standardInput: @Sendable () throws -> Data = CLI.processInput
  /// The arguments that are not UTF-8, as bytes (see `CLI.argumentBytes`).
  public var argumentBytes: [[UInt8]] = []

  init(arguments: ParsedArguments, console: Console, environment: Environment, workingDirectoryPath: String) {
    self.console = console
    self.environment = environment
    self.workingDirectoryPath = workingDirectoryPath
    let content = arguments[CommonOptions.content] ?? "Content"
    // An empty HIG_CACHE_DIR is unset, as shells treat it, not the working directory.
    let cache =
      arguments[CommonOptions.cacheDirectory] ?? environment["HIG_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ".hig-cache"
    self.workspace = Workspace(
      contentPath: CommandContext.resolvedPath(content, in: workingDirectoryPath),
      cacheRootPath: CommandContext.resolvedPath(cache, in: workingDirectoryPath), generator: CommandContext.generator,
      displayingPathsFrom: workingDirectoryPath, report: { [console] event in console.errorLine(event.description) })
  }

  public var contentFolder: ContentFolder { workspace.content }

  /// The working directory as a directory URL, so paths given relative to it resolve inside it.
  public var workingDirectory: URL { URL(fileURLWithPath: workingDirectoryPath, isDirectory: true) }

  /// This build of hig (see `CLI.generator(ofExecutable:)`).
  static let generator = CLI.generator(ofExecutable: RunningExecutable.path ?? "")

  /// The knowledge base for the content as it is now (see `Workspace.knowledgeBase`), with a
  /// progress line on a terminal while a long rebuild reads files.
  public func knowledgeBase(force: Bool = false, recordingAliases: Bool = false) throws -> FreshKnowledgeBase {
    var lastProgress = Date()
    let started = Date()
    let showsProgress = console.showsProgress
    let fresh = try workspace.knowledgeBase(force: force, recordingAliases: recordingAliases) {
      [console] done, total, path in
      // Progress only for builds long enough to wonder about.
      guard showsProgress, Date().timeIntervalSince(started) > 0.5, Date().timeIntervalSince(lastProgress) > 0.1
      else { return }
      lastProgress = Date()
      console.writeError("\r\u{1B}[K[\(done)/\(total)] \(path)")
    }
    if showsProgress, Date().timeIntervalSince(started) > 0.5 { console.writeError("\r\u{1B}[K") }
    return fresh
  }

  /// Runs `body` with the search index for the content as it is now (see `Workspace.withSearchIndex`).
  @inline(__always)
  func withSearchIndex<T>(readOnly: Bool = false, _ body: (SearchIndex) throws -> T) throws -> T {
    try workspace.withSearchIndex(readOnly: readOnly, body)
  }

  /// The bytes of `argument` as the system gave them, when they are not UTF-8 (`argument` holds
  /// them with replacement characters); nil for any other argument.
  public func bytes(ofArgument argument: String) -> [UInt8]? {
    guard argument.unicodeScalars.contains("\u{FFFD}") else { return nil }
    return argumentBytes.first { String(decoding: $0, as: UTF8.self) == argument }
  }

  /// A path given as bytes, resolved against the working directory and standardized as
  /// `path(_:)` does (`.` and `..` parts taken out), still as bytes.
  public func path(bytes: [UInt8]) -> [UInt8] {
    let slash = UInt8(ascii: "/")
    let joined = bytes.first == slash ? bytes : Array(workingDirectoryPath.utf8) + [slash] + bytes
    var parts: [ArraySlice<UInt8>] = []
    for part in joined.split(separator: slash) {
      if part.elementsEqual([UInt8(ascii: ".")]) { continue }
      if part.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
        _ = parts.popLast()
        continue
      }
      parts.append(part)
    }
    let path = parts.reduce(into: [UInt8]()) { $0 += [slash] + $1 }
    return path.isEmpty ? [slash] : path
  }

  /// A path the user typed, resolved against the working directory (absolute paths stay as they are).
  public func path(_ argument: String) -> URL {
    URL(fileURLWithPath: CommandContext.resolvedPath(argument, in: workingDirectoryPath))
  }

  /// `argument` as an absolute, standardized path: joined to `workingDirectory` unless it is
  /// absolute, then standardized as Foundation's `standardizedFileURL` would (see `URL.standardPath`).
  ///
  ///     CommandContext.resolvedPath("../Content/", in: "/home/hig/work")  // "/home/hig/Content"
  static func resolvedPath(_ argument: String, in workingDirectory: String) -> String {
    if argument.hasPrefix("/") { return URL.standardPath(argument) }
    let separator = workingDirectory.hasSuffix("/") ? "" : "/"
    return URL.standardPath(workingDirectory + separator + argument)
  }

  /// Writes `value` as pretty, key-sorted JSON on standard output.
  func printJSON<T: Encodable>(_ value: T) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    console.line(String(decoding: try encoder.encode(value), as: UTF8.self))
  }
}
