/// A tool call's arguments, read by name with the checks the tool's input schema states, so a
/// wrong call gets an answer the assistant can correct ("'limit' must be a whole number from 1 to
/// 50, got "ten"") instead of a guess.
///
///     var arguments = try ToolArguments(["query": "드래그", "limit": 5], tool: search)
///     let query = try arguments.string("query", maxLength: 1_000)  // "드래그"
///     let limit = try arguments.integer("limit", in: 1...50) ?? 10   // 5
public struct ToolArguments {
  let values: [String: JSONValue]

  /// Checks that the arguments are an object holding only the names the tool accepts.
  init(_ value: JSONValue?, accepting names: [String]) throws {
    switch value {
    case nil, .null?:
      values = [:]
    case .object(let members)?:
      let unknown = members.keys.filter { !names.contains($0) }.sorted()
      guard unknown.isEmpty else {
        throw ToolError(
          "unknown argument\(unknown.count == 1 ? "" : "s") \(unknown.map { "'\($0)'" }.joined(separator: ", ")); this tool takes \(names.map { "'\($0)'" }.joined(separator: ", "))"
        )
      }
      values = members
    case let other?:
      throw ToolError("arguments must be an object, got \(other.typeName)")
    }
  }

  /// A string argument; nil when absent (or null) and not `required`.
  func string(_ name: String, required: Bool = false, maxLength: Int) throws -> String? {
    guard let value = values[name], value != .null else {
      if required { throw ToolError("missing argument '\(name)'") }
      return nil
    }
    guard let text = value.string else { throw ToolError("'\(name)' must be a string, got \(value.typeName)") }
    guard text.utf8.count <= maxLength * 4, text.count <= maxLength else {
      throw ToolError("'\(name)' is too long: at most \(maxLength) characters")
    }
    if required, text.allSatisfy(\.isWhitespace) { throw ToolError("'\(name)' is empty") }
    return text
  }

  /// One of `choices` (any case), given as a string; nil when absent.
  func choice(_ name: String, in choices: [String]) throws -> String? {
    guard let text = try string(name, maxLength: 100) else { return nil }
    guard let chosen = choices.first(where: { $0.lowercased() == text.lowercased() }) else {
      throw ToolError("'\(name)' must be one of \(choices.joined(separator: ", ")), got \"\(text.prefix(40))\"")
    }
    return chosen
  }

  /// A whole number in `range`; nil when absent.
  func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let value = values[name], value != .null else { return nil }
    let number: Int?
    switch value {
    case .int(let whole): number = whole
    case .double(let real) where real.rounded() == real && abs(real) < 1e15: number = Int(real)
    default: number = nil
    }
    guard let number, range.contains(number) else {
      let shown = value.string.map { "\"\($0.prefix(40))\"" } ?? value.text.prefix(40).description
      throw ToolError("'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(shown)")
    }
    return number
  }
}

/// A tool call that cannot be answered as asked: returned as the tool's result with `isError`, so
/// the assistant reads why and can try again (a protocol error would hide the reason from it).
public struct ToolError: Error, Equatable, Sendable {
  public var message: String

  public init(_ message: String) { self.message = message }
}
