/// What a command accepts: the table that both parses its arguments and prints its help.
///
/// Options are declared once, as `Option` and `Flag` constants of the command, and listed here by
/// their entries; the command reads its parsed arguments through the same constants.
public struct CommandSpec: Sendable {
  /// The program ("hig"), shown in usage lines and in "Run 'hig search --help'".
  public var program: String
  public var name: String
  public var abstract: String
  /// Positional arguments, e.g. ["SLUG|ID"]; a trailing "…" accepts any number.
  public var arguments: [Argument]
  public var options: [Entry]
  /// Extra help text: examples, exit status.
  public var discussion: String

  public struct Argument: Sendable {
    public var name: String
    public var help: String
    public var isRequired: Bool
    public var isVariadic: Bool

    public init(_ name: String, help: String, required: Bool = true, variadic: Bool = false) {
      self.name = name
      self.help = help
      self.isRequired = required
      self.isVariadic = variadic
    }
  }

  /// One option's row in the table, as `Option` and `Flag` make it.
  public struct Entry: Sendable {
    /// The long name without dashes ("content").
    public var name: String
    /// A single-letter alias ("n"), if any.
    public var short: Character?
    /// The value's placeholder ("DIR"); nil for a flag.
    public var value: String?
    /// What the option does, as the help text shows it.
    public var help: String { makeHelp() }
    /// Made only when help is printed: `--kind`'s lists the record kinds, string work that every
    /// `hig search` paid for its table (docs/benchmarks.md, "Smaller choices").
    private var makeHelp: @Sendable () -> String
    /// Accepted values, when the option takes one of a fixed set.
    public var choices: [String]?
    /// Why a value cannot be read, or nil when it can (see `ValueReader`).
    var refusal: @Sendable (String) -> Refusal?

    /// What a refused value should have been: for the message, and spellings to suggest.
    struct Refusal {
      var expected: String
      var candidates: [String]
    }

    init(
      _ name: String, short: Character? = nil, value: String? = nil,
      help: @autoclosure @escaping @Sendable () -> String,
      choices: [String]? = nil, refusal: @escaping @Sendable (String) -> Refusal? = { _ in nil }
    ) {
      self.name = name
      self.short = short
      self.value = value
      self.makeHelp = help
      self.choices = choices
      self.refusal = refusal
    }

    public var isFlag: Bool { value == nil }
  }

  public init(
    program: String = "hig", name: String, abstract: String, arguments: [Argument] = [], options: [Entry] = [],
    common: [Entry] = CommonOptions.entries, discussion: String = ""
  ) {
    self.program = program
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.options = options + common
    self.discussion = discussion
  }

  /// "hig search": what the usage line and the pointer to the help name.
  public var usageName: String { name.isEmpty ? program : "\(program) \(name)" }

  /// The help text, generated from the same table that parses.
  public var help: String {
    var usage = usageName
    for argument in arguments {
      let shown = argument.isVariadic ? "\(argument.name)…" : argument.name
      usage += argument.isRequired ? " \(shown)" : " [\(shown)]"
    }
    if !options.isEmpty { usage += " [options]" }
    var lines = ["\(abstract)", "", "Usage: \(usage)"]
    if !arguments.isEmpty {
      lines += ["", "Arguments:"]
      for argument in arguments { lines.append(CommandSpec.row(argument.name, argument.help)) }
    }
    lines += ["", "Options:"]
    for option in options {
      var label = option.short.map { "-\($0), " } ?? ""
      label += "--\(option.name)"
      if let value = option.value { label += " \(value)" }
      var help = option.help
      if let choices = option.choices { help += " (\(choices.joined(separator: "|")))" }
      lines.append(CommandSpec.row(label, help))
    }
    if !discussion.isEmpty { lines += ["", discussion] }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line of a help table: the label padded to a column, then its help.
  public static func row(_ label: String, _ help: String) -> String {
    let padded = label.count < 24 ? label + String(repeating: " ", count: 24 - label.count) : label + "  "
    return "  \(padded)\(help)"
  }
}
