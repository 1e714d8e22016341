import Glibc

/// The environment variables hig reads, by name.
///
/// A short list rather than a `[String: String]`: a dictionary's first use in a process costs a
/// scan of the runtime's conformance records, more than looking up three names in order.
///
///     let environment: Environment = ["HIG_CACHE_DIR": "/tmp/cache"]
///     environment["HIG_CACHE_DIR"]  // "/tmp/cache"
public struct Environment: Sendable, ExpressibleByDictionaryLiteral {
  private struct Variable: Sendable {
    var name: String
    var value: String
  }

  private var variables: [Variable]

  public init(dictionaryLiteral elements: (String, String)...) {
    variables = elements.map { Variable(name: $0.0, value: $0.1) }
  }

  /// The process's own values of the variables hig reads (the cache folder; whether to colour output).
  static func process() -> Environment {
    var environment: Environment = [:]
    // getenv for these few names: copying the whole environment showed up in every `hig search`.
    for name in ["HIG_CACHE_DIR", "NO_COLOR", "TERM"] {
      if let value = getenv(name) { environment.variables.append(Variable(name: name, value: String(cString: value))) }
    }
    return environment
  }

  public subscript(name: String) -> String? {
    variables.last { $0.name == name }?.value
  }
}
