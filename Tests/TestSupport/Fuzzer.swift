import Foundation

/// One parser under fuzzing: the markup its inputs are made of, real inputs to mutate, and what
/// to run on each input. Running must not crash or hang; throwing (refusing bad input with an
/// error) is fine.
///
/// Targets live beside the tests of their module (HIGIngestTests: plain text, Markdown, HTML,
/// front matter, Apple's page JSON; HIGWorkspaceTests: the knowledge-base reader; HIGSearchTests:
/// queries; HIGCiteTests: citation tokens). A new parser adds its target there, as a
/// `FuzzTarget(name: "Apple JSON", fragments: ["{", "\"kind\":", …], seeds: [fixtures], run: …)`.
public struct FuzzTarget: Sendable, CustomStringConvertible {
  /// The pieces JSON is made of, and a few keys of the knowledge base's schema: fragments for a
  /// target that reads JSON.
  public static let jsonFragments = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "00e9", "\\ud83d", "\\ude00", "\"schemaVersion\"", "1", "-1",
    "1e400", "99999999999999999999", "null", "true", "false", "\"guidelines\"", "\"sections\"", "\"records\"", "\"id\"",
    "\"text\"", "\"ko\"", "\"en\"", "\"kind\"", "\"rule\"", "\"aliases\"", "\"topics\"", " ", "\n", "드래그",
  ]

  public var name: String
  public var fragments: [String]
  public var seeds: [String]
  /// The largest input made, in bytes (a query is capped at 1,000 characters, a file at 8 MB).
  public var maximumSize: Int
  /// The sizes the hardest input is grown to, to time it (`LinearTime`).
  public var growth: (small: Int, large: Int)
  public var run: @Sendable (String) throws -> Void

  public init(
    name: String, fragments: [String], seeds: [String] = [], maximumSize: Int = 16 << 10,
    growth: (small: Int, large: Int) = (LinearTime.smallSize, LinearTime.largeSize),
    run: @escaping @Sendable (String) throws -> Void
  ) {
    self.name = name
    self.fragments = fragments
    self.seeds = seeds
    self.maximumSize = maximumSize
    self.growth = growth
    self.run = run
  }

  public var description: String { name }
}

/// Runs a fuzz target for a fixed time (and at least `minimumInputs`) from a fixed seed: inputs stitched from its fragments and
/// mutations of its seeds, growing in size, each timed. A crash stops the test run (the seed and
/// the input number it printed last reproduce it); after the budget, the input that cost most per
/// byte is grown to 128 kB and 1 MB and timed again (`LinearTime`), so no input shape found makes
/// the target superlinear.
///
/// `HIG_FUZZ_SEED` and `HIG_FUZZ_SECONDS` change the seed and the budget for a longer local run.
///
///     let report = Fuzzer(target).run()
///     #expect(report.worst.isLinear, "\(report)")
public struct Fuzzer {
  public static var seed: UInt64 {
    ProcessInfo.processInfo.environment["HIG_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x4849_475F_4655_5A5A
  }

  /// Seconds per target: two in the debug builds CI runs (a few thousand inputs each).
  public static var budget: Double {
    ProcessInfo.processInfo.environment["HIG_FUZZ_SECONDS"].flatMap(Double.init) ?? 2
  }

  /// Inputs every run tries, however long they take: on a loaded machine the budget alone could
  /// leave a target hardly tried (the same first inputs of the seed, so a failure replays).
  public static let minimumInputs = 100

  public let target: FuzzTarget
  public var seed: UInt64
  public var budget: Double

  public init(_ target: FuzzTarget, seed: UInt64 = Fuzzer.seed, budget: Double = Fuzzer.budget) {
    self.target = target
    self.seed = seed
    self.budget = budget
  }

  /// What a run did.
  public struct Report: CustomStringConvertible {
    public var inputs = 0
    public var bytes = 0
    /// Inputs the target refused by throwing.
    public var refused = 0
    /// The input that took longest per byte, and its time grown to 128 kB and 1 MB.
    public var hardest = ""
    public var worst: LinearTime?

    public var description: String {
      "\(inputs) inputs (\(bytes / 1024) kB, \(refused) refused); hardest per byte: \(hardest.prefix(60).debugDescription)"
        + (worst.map { "; \($0)" } ?? "")
    }
  }

  /// The inputs in the order a run makes them: the same for a seed, however long the run lasts.
  public struct Inputs: IteratorProtocol {
    let target: FuzzTarget
    var random: SplitMix64
    var number = 0

    public mutating func next() -> String? {
      number += 1
      // Sizes from a few bytes to the target's largest; every third input a mutated seed.
      let classes = max(1, Int.bitWidth - target.maximumSize.leadingZeroBitCount - 3)
      let scale = 1 << (3 + Int(random.next() % UInt64(classes)))
      if !target.seeds.isEmpty, number % 3 == 0 {
        return mutate(target.seeds[Int(random.next() % UInt64(target.seeds.count))], edits: 1 + scale / 256)
      }
      var text = ""
      while text.utf8.count < scale { text += fragment() }
      return text
    }

    private mutating func fragment() -> String {
      target.fragments[Int(random.next() % UInt64(target.fragments.count))]
    }

    /// `text` with `edits` random deletions, duplications and fragment insertions.
    private mutating func mutate(_ text: String, edits: Int) -> String {
      var characters = Array(text)
      for _ in 0..<edits {
        guard !characters.isEmpty else { break }
        let at = Int(random.next() % UInt64(characters.count))
        let length = min(Int(random.next() % 40), characters.count - at)
        switch random.next() % 3 {
        case 0: characters.removeSubrange(at..<(at + length))
        case 1: characters.insert(contentsOf: characters[at..<(at + length)], at: at)
        default: characters.insert(contentsOf: fragment(), at: at)
        }
      }
      return String(characters)
    }
  }

  public func inputs() -> Inputs { Inputs(target: target, random: SplitMix64(seed: seed)) }

  /// Runs inputs until the budget is spent, then times the hardest one grown large.
  public func run(checkEach: (String) -> Void = { _ in }) -> Report {
    var report = Report()
    var inputs = self.inputs()
    var hardestCost = 0.0
    let deadline = ContinuousClock.now + .milliseconds(Int(budget * 1000))
    while report.inputs < Fuzzer.minimumInputs || ContinuousClock.now < deadline, let input = inputs.next() {
      let seconds = LinearTime.seconds {
        do { try target.run(input) } catch { report.refused += 1 }
      }
      checkEach(input)
      report.inputs += 1
      report.bytes += input.utf8.count
      let cost = seconds / Double(max(input.utf8.count, 64))
      if input.utf8.count >= 64, cost > hardestCost {
        hardestCost = cost
        report.hardest = input
      }
    }
    if !report.hardest.isEmpty {
      let unit = report.hardest
      report.worst = LinearTime.measure("\(target.name), hardest input repeated", sizes: target.growth, { bytes in
        String(repeating: unit, count: max(1, bytes / max(unit.utf8.count, 1)))
      }) { text in
        try? target.run(text)
      }
    }
    return report
  }
}
