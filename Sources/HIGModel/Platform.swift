/// An Apple platform a guideline or rule applies to.
///
/// Mac Catalyst is not a platform of its own here: an iPad app running on the Mac follows macOS rules.
///
///     Platform(name: "ipados")       // .iPadOS
///     Platform(name: "Mac Catalyst") // .macOS
public enum Platform: String, CaseIterable, Comparable, Hashable, Sendable {
  case iOS
  case iPadOS
  case macOS
  case tvOS
  case visionOS
  case watchOS

  /// Reads a platform name as people write it: any case, with or without "OS", or a device name.
  ///
  ///     Platform(name: "iPhone")    // .iOS
  ///     Platform(name: "watch")     // .watchOS
  ///     Platform(name: "Android")   // nil
  public init?(name: String) {
    let key = name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
    switch key {
    case "ios", "iphone": self = .iOS
    case "ipados", "ipad": self = .iPadOS
    case "macos", "mac", "osx", "macosx", "maccatalyst", "catalyst": self = .macOS
    case "tvos", "appletv", "tv": self = .tvOS
    case "visionos", "vision", "visionpro", "applevisionpro": self = .visionOS
    case "watchos", "watch", "applewatch": self = .watchOS
    default: return nil
    }
  }

  public static func < (lhs: Platform, rhs: Platform) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

// The browser's search core is compiled from these same sources with Embedded Swift, which has no
// Codable (see Plugins/SearchCore).
#if !hasFeature(Embedded)
  extension Platform: Codable {}
#endif
