import Foundation
import Glibc
import HIGIngest
import HIGModel

/// What every command needs besides its arguments: where to print, which content folder and cache
/// to use, and the knowledge base (rebuilt on demand when the content changed).
public struct CommandContext: Sendable {
  public var console: Console
  public var environment: Environment
  public var workingDirectory: URL
  public let contentFolder: ContentFolder
  public let cacheRoot: URL
  /// The content folder's knowledge base cache; made once, since finding its folder resolves the
  /// content folder's symbolic links.
  public let store: KnowledgeBaseStore
  /// Reads all of standard input; see `CLI.standardInput`.
  public var standardInput: @Sendable () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }

  init(arguments: ParsedArguments, console: Console, environment: Environment, workingDirectory: URL) {
    self.console = console
    self.environment = environment
    self.workingDirectory = workingDirectory
    let content = arguments.value("content") ?? "Content"
    self.contentFolder = ContentFolder(url: CommandContext.resolve(content, in: workingDirectory))
    let cache = arguments.value("cache-dir") ?? environment["HIG_CACHE_DIR"] ?? ".hig-cache"
    self.cacheRoot = CommandContext.resolve(cache, in: workingDirectory)
    self.store = KnowledgeBaseStore(folder: contentFolder, cacheRoot: cacheRoot, generator: CommandContext.generator)
  }

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
    CommandContext.resolve(argument, in: workingDirectory)
  }

  static func resolve(_ argument: String, in workingDirectory: URL) -> URL {
    let url =
      argument.hasPrefix("/")
      ? URL(fileURLWithPath: argument) : URL(fileURLWithPath: workingDirectory.path).appendingPathComponent(argument)
    return url.standardizedIfNeeded
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
