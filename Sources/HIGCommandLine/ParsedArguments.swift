import HIGModel

/// A command's arguments after parsing: positional values, option values and flags.
public struct ParsedArguments: Sendable {
  public var positionals: [String] = []
  /// Options with values, in the order given (the last of a repeated option wins), and the flags
  /// given: lists of strings, since a `[String: String]` or `Set<String>` costs a scan of the
  /// runtime's conformance records on its first use in a process (see `Environment`).
  public var valueNames: [String] = []
  public var values: [String] = []
  public var flags: [String] = []

  public func value(_ name: String) -> String? { valueNames.lastIndex(of: name).map { values[$0] } }
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// Parses `arguments` against `spec`: long (`--name value`, `--name=value`) and short (`-n value`)
  /// options anywhere, `--` ending options, positionals in order. For a command that takes words
  /// (`QUERY…`), a dash word that is no short option (`-드래그`, `-modal`) is one of them.
  public static func parse(_ arguments: [String], spec: CommandSpec) throws -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") || Double(argument) != nil {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name: String
      var inlineValue: String?
      let option: CommandSpec.Option
      if argument.hasPrefix("--") {
        name = String(argument.dropFirst(2))
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        }
        guard let found = spec.options.first(where: { $0.name == name }) else {
          let suggestions = EditDistance.closest(to: name, in: spec.options.map(\.name), maximum: 3, count: 1)
          throw UsageError(
            command: spec.name, message: "unknown option '--\(name)'",
            suggestion: suggestions.first.map { "--\($0)" })
        }
        option = found
      } else {
        let letter = argument.dropFirst().first!
        let short = spec.options.first { $0.short == letter }
        if argument.count > 2, spec.arguments.contains(where: \.isVariadic),
          short == nil || !argument.dropFirst(2).allSatisfy(\.isNumber)
        {
          // "hig search 모달 -드래그": a query word to exclude, as the help shows, not an option.
          // "-n5" stays an error: it is an option written without its space.
          parsed.positionals.append(argument)
          continue
        }
        guard argument.count == 2, let found = short else {
          throw UsageError(
            command: spec.name, message: "unknown option '\(argument)'",
            suggestion: short.map { "-\($0.short!) \(argument.dropFirst(2))" })
        }
        option = found
        name = found.name
      }
      if option.isFlag {
        guard inlineValue == nil else {
          throw UsageError(command: spec.name, message: "'--\(name)' takes no value", suggestion: nil)
        }
        parsed.flags.append(name)
        continue
      }
      guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
        throw UsageError(command: spec.name, message: "'--\(name)' needs a value (\(option.value!))", suggestion: nil)
      }
      if inlineValue == nil { index += 1 }
      // "--cache-dir ''" would mean the working directory, "--content ''" read it: no option
      // takes an empty value.
      guard !value.isEmpty else {
        throw UsageError(command: spec.name, message: "'--\(name)' needs a value (\(option.value!)), not an empty one", suggestion: nil)
      }
      if let choices = option.choices, !choices.contains(where: { $0.lowercased() == value.lowercased() }) {
        let suggestion = EditDistance.closest(to: value, in: choices, maximum: 3, count: 1).first
        throw UsageError(
          command: spec.name,
          message:
            "'\(value)' is not a valid value for '--\(name)'; expected one of \(choices.joined(separator: ", "))",
          suggestion: suggestion)
      }
      parsed.valueNames.append(name)
      parsed.values.append(value)
    }
    if parsed.flag("help") { return parsed }
    let required = spec.arguments.filter { $0.isRequired }.count
    if parsed.positionals.count < required {
      let missing = spec.arguments[parsed.positionals.count].name
      throw UsageError(command: spec.name, message: "missing argument \(missing)", suggestion: nil)
    }
    if !spec.arguments.contains { $0.isVariadic }, parsed.positionals.count > spec.arguments.count {
      throw UsageError(
        command: spec.name, message: "unexpected argument '\(parsed.positionals[spec.arguments.count])'",
        suggestion: nil)
    }
    return parsed
  }
}
