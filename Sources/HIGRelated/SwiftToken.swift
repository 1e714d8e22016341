/// An identifier in Swift source as `hig related` reads it: its name, where it is, and how it is
/// used (a member after a dot, a call, a function being declared).
///
///     .sheet(isPresented: $shown)  → "sheet", member, call
///     let toggle = Toggle("Wi-Fi", isOn: $on)  → "toggle"; "Toggle", call
public struct SwiftToken: Hashable, Sendable {
  public var name: String
  /// 1-based line, and 1-based column in Unicode scalars.
  public var line: Int
  public var column: Int
  /// Written after a single dot: `.sheet`, `UIModalPresentationStyle.formSheet`, `\.scenePhase`.
  public var isMember: Bool
  /// Followed by `(` (spaces between allowed): a call, or the declaration of a function.
  public var isCall: Bool
  /// The name of a function being declared (`func sceneDidEnterBackground(…)`).
  public var isDeclaration: Bool

  public init(name: String, line: Int, column: Int, isMember: Bool = false, isCall: Bool = false, isDeclaration: Bool = false) {
    self.name = name
    self.line = line
    self.column = column
    self.isMember = isMember
    self.isCall = isCall
    self.isDeclaration = isDeclaration
  }

  /// How the token was written, for a reviewer: `.sheet(`, `Toggle`, `present(`.
  public var written: String { (isMember ? "." : "") + name + (isCall ? "(" : "") }
}
