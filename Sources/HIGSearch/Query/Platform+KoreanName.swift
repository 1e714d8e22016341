import HIGModel

extension Platform {
  /// The platform a Korean query word names the way people type it (아이패드에서, 워치 앱), or nil.
  /// Apple's Korean pages keep the English names (iPad, Apple Watch), so only queries need these.
  ///
  ///     Platform(koreanName: "아이패드")  // .iPadOS
  ///     Platform(koreanName: "패드")      // nil
  init?(koreanName stem: String) {
    switch stem {
    case "아이폰": self = .iOS
    case "아이패드": self = .iPadOS
    case "맥", "맥북": self = .macOS
    case "애플티비", "티비": self = .tvOS
    case "비전프로", "애플비전프로": self = .visionOS
    case "워치", "애플워치": self = .watchOS
    default: return nil
    }
  }
}
