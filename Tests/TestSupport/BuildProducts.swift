import Foundation

/// Where `swift build` put the products the tests start (hig, hig-http, hig-bench).
public enum BuildProducts {
  /// On Linux the test runner is itself a product of the build, in the same folder; on macOS the
  /// tests run inside a host process of the toolchain's, from a bundle built into that folder.
  public static let folder: URL = {
    #if os(Linux)
      return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    #else
      if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      // Tests/TestSupport/BuildProducts.swift → the package → .build/debug.
      return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug")
    #endif
  }()

  /// The product called `name`.
  public static func product(_ name: String) -> URL { folder.appendingPathComponent(name) }
}
