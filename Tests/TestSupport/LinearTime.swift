import Foundation

/// A text built to make a parser work hard: a unit repeated to a given size, between a prefix and
/// a suffix (`[` a million times; front matter of a million lines).
public struct AdversarialInput: Sendable, CustomStringConvertible {
  public var name: String
  public var prefix: String
  public var unit: String
  public var suffix: String

  public init(_ name: String, _ unit: String, prefix: String = "", suffix: String = "") {
    self.name = name
    self.prefix = prefix
    self.unit = unit
    self.suffix = suffix
  }

  public var description: String { name }

  /// The text at about `bytes` bytes.
  public func text(bytes: Int) -> String {
    prefix + String(repeating: unit, count: max(1, (bytes - prefix.utf8.count - suffix.utf8.count) / unit.utf8.count))
      + suffix
  }
}

/// Checks that some work takes time linear in its input: it is timed on an input of 128 kB and
/// on one of 1 MB (or other sizes), and fails when the larger takes over a generous budget or
/// grows much faster than the input (8 times the bytes may take up to 24 times as long; a
/// quadratic parser takes 64 times). No fine timing is asserted: the bounds are far from what
/// linear work takes.
///
///     let time = LinearTime.measure(AdversarialInput("brackets", "[")) { MarkdownParser.parse($0) }
///     #expect(time.isLinear, "\(time)")
public struct LinearTime: CustomStringConvertible {
  public static let smallSize = 128 << 10
  public static let largeSize = 1 << 20

  /// Processor seconds the large input may take. Tests run in debug builds, where hig's parsers
  /// run 10–30 times slower than in the release build (about 0.02–0.4 s per MB there); the
  /// slowest input, a megabyte of nested HTML tables, takes 11.5 s there alone and went over 12 s
  /// beside the other suites, so the budget leaves room for that: the growth is what tells
  /// linear from quadratic.
  public static let budget: Double = {
    #if DEBUG
      return 30
    #else
      return 1
    #endif
  }()

  public var label: String
  public var sizes: (small: Int, large: Int)
  public var small: Double
  public var large: Double

  /// Times `body` on `input` at both sizes; the small one's best of two runs, so a slow first run
  /// (caches, allocation) does not make a linear parser look quadratic.
  public static func measure(_ input: AdversarialInput, _ body: (String) throws -> Void) rethrows -> LinearTime {
    try measure(input.name, { input.text(bytes: $0) }, body: body)
  }

  /// Times `body` on `input(size)` for both `sizes` (bytes, words: whatever `input` reads).
  public static func measure<Input>(
    _ label: String, sizes: (small: Int, large: Int) = (smallSize, largeSize), _ input: (Int) -> Input,
    body: (Input) throws -> Void
  ) rethrows -> LinearTime {
    let smallInput = input(sizes.small)
    let largeInput = input(sizes.large)
    let small = min(try seconds { try body(smallInput) }, try seconds { try body(smallInput) })
    let large = try seconds { try body(largeInput) }
    return LinearTime(label: label, sizes: sizes, small: small, large: large)
  }

  /// The processor time `body` takes on this thread, not the time on the clock: the tests share
  /// two processors with other suites and other builds, and a load of ten made a linear 1 MB
  /// parse look 5 times slower by the clock. `body` must do its work on the calling thread.
  public static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = threadTime()
    try body()
    return threadTime() - start
  }

  private static func threadTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Processor seconds under which the large input passes whatever its growth: a small input's
  /// few hundredths of a second are too noisy to divide by on a loaded machine (a linear Markdown
  /// input once measured 0.027 s → 0.78 s beside other suites), while a quadratic parser takes far
  /// longer than this on a megabyte.
  public static let floor: Double = 1

  public var isLinear: Bool {
    let allowed = 3 * Double(sizes.large) / Double(sizes.small)
    return large <= LinearTime.budget && (large < LinearTime.floor || large <= allowed * small)
  }

  public var description: String {
    let numbers = String(
      format: "%.3f s for %d, %.3f s for %d (budget %.0f s, growth %.1f×)", small, sizes.small, large, sizes.large,
      LinearTime.budget, large / max(small, 1e-6))
    return "\(label): \(numbers)"
  }
}
