extension Array where Element == String {
  /// The strings with `separator` between them, as the standard library's `joined(separator:)`,
  /// which this overload shadows for `[String]` wherever HIGModel is imported.
  ///
  /// The standard library's is generic code outside this binary's specialisations: its first
  /// call in a process looks up `[String]`'s iterator at run time, a scan of the runtime's
  /// conformance records that every `hig search` paid (docs/benchmarks.md, "Smaller choices") (its help text, its query and
  /// the printed hits all join strings).
  ///
  ///     ["iOS", "macOS"].joined(separator: ", ")  // "iOS, macOS"
  public func joined(separator: String = "") -> String {
    var result = ""
    for (offset, part) in enumerated() {
      if offset > 0 { result += separator }
      result += part
    }
    return result
  }
}
