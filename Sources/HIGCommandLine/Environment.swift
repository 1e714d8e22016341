#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment variables hig reads, by name.
///
/// Two lists of strings rather than a `[String: String]`: a dictionary's first use in a process
/// costs a scan of the runtime's conformance records, and an array of a new element type its own
/// run-time metadata, more than looking up three names in order (docs/benchmarks.md, "Smaller choices").
///
///     let environment: Environment = ["HIG_CACHE_DIR": "/tmp/cache"]
///     environment["HIG_CACHE_DIR"]  // "/tmp/cache"
public struct Environment: Sendable, ExpressibleByDictionaryLiteral {
  private var names: [String] = []
  private var values: [String] = []

  public init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { set(name, value) }
  }

  private mutating func set(_ name: String, _ value: String) {
    names.append(name)
    values.append(value)
  }

  /// The process's own values of the variables hig reads (the cache folder; whether to colour output;
  /// where `hig fetch` may find its HTTP helper).
  static func process() -> Environment {
    var environment: Environment = [:]
    // getenv for these few names: copying the whole environment showed up in every `hig search`.
    for name in ["HIG_CACHE_DIR", "NO_COLOR", "TERM", "PATH"] {
      if let value = name.withCString(getenv) { environment.set(name, String(cString: value)) }
    }
    return environment
  }

  public subscript(name: String) -> String? {
    names.lastIndex(of: name).map { values[$0] }
  }
}
