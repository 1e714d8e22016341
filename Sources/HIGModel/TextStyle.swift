/// How text meant for a terminal is styled: with ANSI escapes, or plain (for a pipe, a file, or
/// an assistant reading a tool's answer).
///
///     TextStyle(usesColor: true).bold("drag-and-drop/4h8tpa")  // "\u{1B}[1mdrag-and-drop/4h8tpa\u{1B}[0m"
///     TextStyle.plain.bold("drag-and-drop/4h8tpa")             // "drag-and-drop/4h8tpa"
public struct TextStyle: Sendable {
  public var usesColor: Bool

  public init(usesColor: Bool) { self.usesColor = usesColor }

  public static let plain = TextStyle(usesColor: false)

  public func bold(_ text: String) -> String { style(text, "1") }
  public func dim(_ text: String) -> String { style(text, "2") }
  public func highlight(_ text: String) -> String { style(text, "1;33") }
  public func accent(_ text: String) -> String { style(text, "36") }

  private func style(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
