import Foundation
import Glibc
import HIGIngest
import HIGModel

/// What every command needs besides its arguments: where to print, which content folder and cache
/// to use, and the knowledge base (rebuilt on demand when the content changed).
public struct CommandContext: Sendable {
  public var console: Console
  public var environment: Environment
  /// The working directory as an absolute path (from getcwd(3) or the caller), kept as a string
  /// so that a search resolves its paths without Foundation's `URL.path`.
  public let workingDirectoryPath: String
  public let contentFolder: ContentFolder
  /// The content folder's knowledge base cache; made once, since finding its folder resolves the
  /// content folder's symbolic links.
  public let store: KnowledgeBaseStore
  /// Reads standard input; see `CLI.standardInput`.
  public var standardInput: @Sendable () throws -> Data = CLI.processInput

  init(arguments: ParsedArguments, console: Console, environment: Environment, workingDirectoryPath: String) {
    self.console = console
    self.environment = environment
    self.workingDirectoryPath = workingDirectoryPath
    let content = arguments.value("content") ?? "Content"
    self.contentFolder = ContentFolder(path: CommandContext.resolvedPath(content, in: workingDirectoryPath))
    // An empty HIG_CACHE_DIR is unset, as shells treat it, not the working directory.
    let cache = arguments.value("cache-dir") ?? environment["HIG_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? ".hig-cache"
    self.store = KnowledgeBaseStore(
      folder: contentFolder, cacheRootPath: CommandContext.resolvedPath(cache, in: workingDirectoryPath),
      generator: CommandContext.generator)
  }

  /// The working directory as a directory URL, so paths given relative to it resolve inside it.
  public var workingDirectory: URL { URL(fileURLWithPath: workingDirectoryPath, isDirectory: true) }

  /// This build of hig: its version and the executable's modification time.
  ///
  /// Read with stat(2) on /proc/self/exe: this runs before every command, and FileManager's
  /// attribute dictionary costs more than the search itself.
  static let generator: String = {
    var info = stat()
    let modified = stat("/proc/self/exe", &info) == 0 ? String(info.st_mtim.tv_sec) : ""
    return "hig \(CLI.version) \(modified)"
  }()

  /// The knowledge base for the content as it is now. When it had to be rebuilt, says so on
  /// standard error and lists the warnings the rebuild found.
  public func knowledgeBase(force: Bool = false) throws -> KnowledgeBaseStore.Loaded {
    var lastProgress = Date()
    let started = Date()
    let showsProgress = console.showsProgress
    var loaded = try store.load(forceRebuild: force) { [console] done, total, path in
      // Progress only for builds long enough to wonder about.
      guard showsProgress, Date().timeIntervalSince(started) > 0.5, Date().timeIntervalSince(lastProgress) > 0.1
      else { return }
      lastProgress = Date()
      console.writeError("\r\u{1B}[K[\(done)/\(total)] \(path)")
    }
    if showsProgress, Date().timeIntervalSince(started) > 0.5 { console.writeError("\r\u{1B}[K") }
    loaded = try keepingAliases(loaded)
    if loaded.rebuilt {
      let kb = loaded.knowledgeBase
      console.errorLine(
        "Ingested \(contentFolder.url.relativePath(from: workingDirectory)): \(kb.guidelines.count) guidelines, \(kb.records.count) records (\(loaded.reason ?? "rebuilt"))."
      )
      for diagnostic in kb.diagnostics where diagnostic.severity >= .warning {
        console.errorLine(diagnostic.description)
      }
    }
    return loaded
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

extension URL {
  /// This file URL's path relative to `base` when it lies inside it, else its absolute path.
  func relativePath(from base: URL) -> String {
    let path = standardizedFileURL.path
    let basePath = base.standardizedFileURL.path
    if path == basePath { return "." }
    return path.hasPrefix(basePath + "/") ? String(path.dropFirst(basePath.count + 1)) : path
  }
}
