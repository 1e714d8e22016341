import Foundation

// hig-bench links TestSupport too, and a --static-swift-stdlib build has no Swift Testing module:
// the one trait that needs it exists only where Testing does.
#if canImport(Testing)
  import Testing
#endif

/// Locations shared by the test targets: the repository, its Content folder, and scratch folders.
public enum Fixtures {
  /// The repository root, found from this file's path so tests run from any working directory.
  public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The bundled Content folder: the real guideline texts.
  public static var contentFolder: URL { repositoryRoot.appendingPathComponent("Content") }

  /// `../shared` beside the repository (read-only seeds, eval set, catalog), when present.
  public static var sharedFolder: URL? {
    let shared = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: shared.path) ? shared : nil
  }

  /// The Python with the tools the tests drive hig with (the MCP SDK, pre-commit): `HIG_TEST_PYTHON`
  /// (scripts/test sets it), else the repository's `.test-venv`, which scripts/test creates.
  public static var testPython: URL? {
    if let path = ProcessInfo.processInfo.environment["HIG_TEST_PYTHON"] { return URL(fileURLWithPath: path) }
    let venv = repositoryRoot.appendingPathComponent(".test-venv/bin/python")
    return FileManager.default.isExecutableFile(atPath: venv.path) ? venv : nil
  }

  /// Why the Python tools could not be installed, when scripts/test found the package index
  /// unreachable (`HIG_TEST_PYTHON_SKIP`); the tests that need them are skipped with this reason.
  /// Anywhere else a missing tool fails those tests.
  public static var testPythonSkipReason: String? {
    ProcessInfo.processInfo.environment["HIG_TEST_PYTHON_SKIP"].flatMap { $0.isEmpty ? nil : $0 }
  }

  #if canImport(Testing)
    /// Skips a test or suite when the Python tools are missing because the package index was unreachable.
    public static var needsTestPython: ConditionTrait {
      .disabled(if: testPythonSkipReason != nil, Comment(rawValue: testPythonSkipReason ?? ""))
    }
  #endif

  /// A fixture file of a test target: `Tests/<target>/Fixtures/<name>`.
  public static func file(_ name: String, target: String) -> URL {
    repositoryRoot.appendingPathComponent("Tests/\(target)/Fixtures/\(name)")
  }
}

/// A fresh folder under the system's temporary directory, removed when the value is released.
public final class TemporaryFolder: @unchecked Sendable {
  public let url: URL

  public init(_ label: String = "hig-test") {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `text` to `path` inside the folder, creating folders on the way; returns its URL.
  @discardableResult
  public func write(_ text: String, to path: String) throws -> URL {
    try write(Data(text.utf8), to: path)
  }

  @discardableResult
  public func write(_ data: Data, to path: String) throws -> URL {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file
  }

  /// Copies the bundled Content folder into this folder as `Content/`; returns its URL.
  public func copyContent() throws -> URL {
    let destination = url.appendingPathComponent("Content")
    try FileManager.default.copyItem(at: Fixtures.contentFolder, to: destination)
    return destination
  }
}
