/// An option that takes a value, declared once as a constant of its command: the row its help and
/// parser read (`entry`) and how its value is read as `Value`. Commands read it by the constant, so a
/// misspelt option is a compile error rather than a value that is silently never found.
///
///     static let limit = Option<Int>("limit", short: "n", value: "N", help: "Show at most N hits.", reading: .positiveInteger)
///     let limit = arguments[limit] ?? 10
public struct Option<Value>: Sendable {
  public let entry: CommandSpec.Entry
  let read: @Sendable (String) -> Value?

  /// An option `--name VALUE` (or `-short VALUE`), whose value `reading` turns into a `Value`; a
  /// value it refuses is a usage error at parsing, so reading a parsed option never fails.
  public init(
    _ name: String, short: Character? = nil, value: String, help: @autoclosure @escaping @Sendable () -> String,
    reading reader: ValueReader<Value>
  ) {
    entry = CommandSpec.Entry(name, short: short, value: value, help: help(), choices: reader.choices) { text in
      reader.read(text) != nil
        ? nil
        : CommandSpec.Entry.Refusal(expected: reader.expected(), candidates: reader.choices ?? reader.suggestions())
    }
    read = reader.read
  }
}

/// An option without a value (`--json`), declared once as a constant of its command (see `Option`).
public struct Flag: Sendable {
  public let entry: CommandSpec.Entry

  public init(_ name: String, short: Character? = nil, help: @autoclosure @escaping @Sendable () -> String) {
    entry = CommandSpec.Entry(name, short: short, help: help())
  }
}
