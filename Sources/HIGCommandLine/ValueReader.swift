import HIGModel

/// How an option's text becomes its value, and what to say when it cannot.
///
///     ValueReader<Int>.positiveInteger.read("3")  // 3
///     ValueReader<Int>.positiveInteger.read("0")  // nil: "'--limit' needs a positive whole number, got '0'"
public struct ValueReader<Value>: Sendable {
  /// What a value must be, for the message about one that is not ("a positive whole number");
  /// made only for that message.
  public var expected: @Sendable () -> String
  /// The accepted values, when there is a fixed set: listed in the help, matched in any case.
  public var choices: [String]?
  /// Spellings to suggest for a value that is not read ("did you mean 'iOS'?").
  public var suggestions: @Sendable () -> [String]
  public var read: @Sendable (String) -> Value?

  public init(
    expected: @autoclosure @escaping @Sendable () -> String, choices: [String]? = nil,
    suggestions: @escaping @Sendable () -> [String] = { [] },
    read: @escaping @Sendable (String) -> Value?
  ) {
    self.expected = expected
    self.choices = choices
    self.suggestions = suggestions
    self.read = read
  }
}

extension ValueReader where Value == String {
  /// Any text: a path, a URL, a query.
  public static var text: ValueReader { ValueReader(expected: "a value") { $0 } }

  /// One of `choices`, in any case; the value is given in lower case.
  public static func choice(_ choices: [String]) -> ValueReader {
    ValueReader(expected: "one of \(choices.joined(separator: ", "))", choices: choices) { text in
      choices.contains { $0.lowercased() == text.lowercased() } ? text.lowercased() : nil
    }
  }
}

extension ValueReader where Value == Int {
  public static var positiveInteger: ValueReader {
    ValueReader(expected: "a positive whole number") { text in Int(text).flatMap { $0 > 0 ? $0 : nil } }
  }
}

extension ValueReader where Value == [Int] {
  /// Positive whole numbers separated by commas ("1,10,100").
  public static var positiveIntegers: ValueReader {
    ValueReader(expected: "positive whole numbers separated by commas, like 1,10,100") { text in
      let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
      guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
      return numbers.compactMap { $0 }
    }
  }
}

extension ValueReader where Value == Double {
  /// A number from 0 to 1.
  public static var fraction: ValueReader {
    ValueReader(expected: "a number from 0 to 1") { text in Double(text).flatMap { (0...1).contains($0) ? $0 : nil } }
  }
}

extension ValueReader where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// One of the type's cases by its raw value, in any case.
  public static var cases: ValueReader {
    let names = Value.allCases.map(\.rawValue)
    return ValueReader(expected: "one of \(names.joined(separator: ", "))", choices: names) { text in
      Value.allCases.first { $0.rawValue.lowercased() == text.lowercased() }
    }
  }
}

extension ValueReader where Value == [Language] {
  /// `ko`, `en` or `both`: the languages to print, Korean first.
  public static var languages: ValueReader {
    ValueReader(expected: "one of ko, en, both", choices: ["ko", "en", "both"]) { text in
      let choice = text.lowercased()
      guard ["ko", "en", "both"].contains(choice) else { return nil }
      return Language.allCases.filter { choice == "both" || choice == $0.rawValue }
    }
  }
}

extension ValueReader where Value == Platform {
  /// A platform by any of its names (iOS, iphone, Mac Catalyst…).
  public static var platform: ValueReader {
    ValueReader(
      expected: "a platform (\(Platform.allCases.map(\.rawValue).joined(separator: ", ")))",
      suggestions: { Platform.allCases.map(\.rawValue) }, read: Platform.init(name:))
  }
}
