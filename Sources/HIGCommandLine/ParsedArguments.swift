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

  /// The value of `option` as it reads (parsing refused any value it cannot read); nil when absent.
  public subscript<Value>(option: Option<Value>) -> Value? { text(of: option.entry).flatMap(option.read) }

  /// Whether `flag` was given.
  public subscript(flag: Flag) -> Bool { flags.contains(flag.entry.name) }

  /// The text given for `option`, as typed.
  public func text<Value>(_ option: Option<Value>) -> String? { text(of: option.entry) }

  func text(of entry: CommandSpec.Entry) -> String? { valueNames.lastIndex(of: entry.name).map { values[$0] } }

  /// Parses `arguments` against `spec`: long (`--name value`, `--name=value`) and short (`-n value`)
  /// options anywhere, `--` ending options, positionals in order. For a command that takes words
  /// (`QUERY…`), a dash word that is no short option (`-드래그`, `-modal`) is one of them. A value
  /// its option cannot read is a usage error here, so reading a parsed option never fails.
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
      let option: CommandSpec.Entry
      if argument.hasPrefix("--") {
        name = String(argument.dropFirst(2))
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        }
        guard let found = spec.options.first(where: { $0.name == name }) else {
          let suggestions = EditDistance.closest(to: name, in: spec.options.map(\.name), maximum: 3, count: 1)
          throw UsageError(
            spec, message: "unknown option '--\(name)'", suggestion: suggestions.first.map { "--\($0)" })
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
            spec, message: "unknown option '\(argument)'",
            suggestion: short.map { "-\($0.short!) \(argument.dropFirst(2))" })
        }
        option = found
        name = found.name
      }
      if option.isFlag {
        guard inlineValue == nil else {
          throw UsageError(spec, message: "'--\(name)' takes no value")
        }
        parsed.flags.append(name)
        continue
      }
      guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
        throw UsageError(spec, message: "'--\(name)' needs a value (\(option.value!))")
      }
      if inlineValue == nil { index += 1 }
      if let refusal = option.refusal(value) {
        let suggestion = EditDistance.closest(to: value, in: refusal.candidates, maximum: 3, count: 1).first
        throw UsageError(spec, message: "'--\(name)' needs \(refusal.expected), got '\(value)'", suggestion: suggestion)
      }
      parsed.valueNames.append(name)
      parsed.values.append(value)
    }
    if parsed[CommonOptions.help] { return parsed }
    let required = spec.arguments.filter { $0.isRequired }.count
    if parsed.positionals.count < required {
      let missing = spec.arguments[parsed.positionals.count].name
      throw UsageError(spec, message: "missing argument \(missing)")
    }
    if !spec.arguments.contains { $0.isVariadic }, parsed.positionals.count > spec.arguments.count {
      throw UsageError(spec, message: "unexpected argument '\(parsed.positionals[spec.arguments.count])'")
    }
    return parsed
  }
}
