import Foundation
import PackagePlugin

/// Builds the browser's search core for HIGSite: HIGSearch's portable folders and the HIGModel
/// files they use, compiled to WebAssembly by `SearchCoreBuilder` with the toolchain's own swiftc,
/// into a generated Swift file of HIGSite (`SearchCoreModule.base64`). Runs again only when one of
/// those sources changes. docs/BrowserSearch.md explains the core.
@main struct SearchCorePlugin: BuildToolPlugin {
  /// HIGSearch's folders that compile for the browser too; the rest of HIGSearch is the index
  /// file and the terminal's searcher. `WebAssembly` holds the browser's entry points only.
  static let searchFolders = ["Analysis", "Query", "Browser", "WebAssembly"]
  /// The HIGModel files those folders use (Embedded Swift cannot compile the rest: it has no Codable).
  static let modelFiles = [
    "Platform.swift", "RecordKind.swift", "LocalizedText.swift", "EditDistance.swift", "FNV1a.swift", "Hangul.swift",
    "UnsafeBufferPointer+UTF8.swift", "JSON/JSONString.swift", "TerminalWidth.swift",
  ]

  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let builder = try context.tool(named: "SearchCoreBuilder")
    let swiftc = try context.tool(named: "swiftc")
    let sources = context.package.directoryURL.appending(path: "Sources")
    let model = Self.modelFiles.map { sources.appending(path: "HIGModel/\($0)") }
    var search: [URL] = []
    var memory: URL?
    for folder in Self.searchFolders {
      let url = sources.appending(path: "HIGSearch/\(folder)")
      let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
      for name in names {
        if name.hasSuffix(".swift") { search.append(url.appending(path: name)) }
        if name.hasSuffix(".c") { memory = url.appending(path: name) }
      }
    }
    guard let memory else { throw PluginError(description: "Sources/HIGSearch/WebAssembly has no Memory.c") }
    let work = context.pluginWorkDirectoryURL.appending(path: "wasm")
    let output = context.pluginWorkDirectoryURL.appending(path: "SearchCoreModule+Bytes.swift")
    var arguments = [
      "--swiftc", swiftc.url.path, "--work", work.path, "--output", output.path, "--memory", memory.path,
    ]
    arguments += ["--model"] + model.map(\.path) + ["--search"] + search.map(\.path)
    return [
      .buildCommand(
        displayName: "Building the site's search core (WebAssembly)", executable: builder.url, arguments: arguments,
        inputFiles: model + search + [memory, builder.url], outputFiles: [output])
    ]
  }
}

struct PluginError: Error, CustomStringConvertible {
  var description: String
}
