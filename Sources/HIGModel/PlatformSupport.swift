/// Which platforms a guideline says it covers, and which it explicitly says it does not.
///
/// A platform in neither set is simply not mentioned by the text.
///
///     "No additional considerations for iOS or iPadOS. Not supported in macOS, watchOS, or tvOS."
///     → supported [iOS, iPadOS], unsupported [macOS, tvOS, watchOS]
public struct PlatformSupport: Codable, Hashable, Sendable {
  public var supported: [Platform]
  public var unsupported: [Platform]

  public init(supported: [Platform] = [], unsupported: [Platform] = []) {
    self.supported = Array(Set(supported)).sorted()
    self.unsupported = Array(Set(unsupported).subtracting(supported)).sorted()
  }
}
