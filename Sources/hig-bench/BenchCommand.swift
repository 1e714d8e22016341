import Foundation
import HIGCommandLine
import HIGIngest
import HIGModel
import HIGSearch

/// Parses hig-bench's arguments with the same tables as `hig`'s commands (one `CommandSpec` per
/// mode) and runs the chosen benchmark, printing Markdown tables.
///
///     hig-bench --scales 1,10,100      # corpus benchmark (build the release binary first)
///     hig-bench ablation               # ranking variants on the relevance set
enum BenchCommand {
  static let content = Option<String>(
    "content", value: "DIR", help: "The content to sample or time (default: Content).", reading: .text)
  static let eval = Option<String>(
    "eval", value: "FILE[,FILE]", help: "Relevance sets, pooled (default: ../shared/eval/queries.tsv).", reading: .text)
  static let scales = Option<[Int]>(
    "scales", value: "1,10,100", help: "Corpus sizes, as multiples of the content (default: 1,10,100).",
    reading: .positiveIntegers)
  static let hig = Option<String>(
    "hig", value: "PATH", help: "The hig binary to time (default: .build/release/hig).", reading: .text)
  static let work = Option<String>(
    "work", value: "DIR", help: "Where corpora, caches and outputs go (default: .bench).", reading: .text)
  static let pagefind = Option<String>(
    "pagefind", value: "PATH", help: "The pagefind binary (default: found on PATH or in .bench).", reading: .text)
  static let pages = Option<[Int]>(
    "pages", value: "10,100,1000", help: "Pages per generated tree (default: 10,100,1000).",
    reading: .positiveIntegers)
  static let rounds = Option<Int>(
    "rounds", value: "N", help: "Repetitions of each measurement (default: 300).", reading: .positiveInteger)

  static let pairs = Option<String>(
    "pairs", value: "FILE", help: "Labelled loanword pairs (default: Tests/HIGSearchTests/Fixtures/loanwords.tsv).",
    reading: .text)
  static let output = Option<String>(
    "out", value: "DIR", help: "Where to write the mirror (default: .bench/mirror).", reading: .text)
  static let root = Option<String>(
    "root", value: "DIR", help: "The mirror folder to serve (default: .bench/mirror).", reading: .text)
  static let port = Option<Int>(
    "port", value: "PORT", help: "The port on 127.0.0.1 (default: 8080).",
    reading: ValueReader(expected: "a port number from 1 to 65535") { Int($0).flatMap { (1...65535).contains($0) ? $0 : nil } })
  static let latency = Option<[Double]>(
    "latency-ms", value: "MS[,MS]", help: "Milliseconds to wait before each answer (serve: default 0; fetch: 0,50,150).",
    reading: ValueReader(expected: "milliseconds separated by commas, like 0,50,150") { text in
      let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
      guard !values.isEmpty, values.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
      return values.compactMap { $0.map { $0 / 1000 } }
    })
  static let jobs = Option<[Int]>(
    "jobs", value: "N[,N]", help: "hig fetch --jobs values to time (default: 4).", reading: .positiveIntegers)

  /// Each mode's table; the first is the default.
  static let modes: [CommandSpec] = [
    mode(
      "corpus", "Index build time and size, query latency and whole-process search against rg and sqlite3.",
      [content.entry, eval.entry, scales.entry, hig.entry, work.entry],
      """
      Builds scaled corpora from the content (synthetic pages sampled from real paragraphs) and prints
      index build time and size, in-process query latency, and whole-process time of `hig search`
      against `rg -i` and the sqlite3 CLI (FTS5). Build the release binary first.
      """),
    mode(
      "ablation", "Search quality of variants of the analyzer mix and ranking constants.",
      [content.entry, eval.entry], "Scores each variant with the relevance set (MRR@10, hit@1, hit@5)."),
    mode(
      "site", "hig site against Hugo and Pagefind: build time, and the bytes a query downloads.",
      [content.entry, scales.entry, hig.entry, work.entry, pagefind.entry],
      """
      Times `hig site` against Hugo (same pages as Markdown) and Pagefind, and measures in headless
      Chromium the bytes one query downloads from hig's search and from Pagefind's; then, in node, how
      the bytes of each glossary term's Korean and English queries compare.
      """),
    mode(
      "ingest", "Ingestion alone: MB/s and peak memory over generated Markdown trees.",
      [content.entry, pages.entry, work.entry],
      """
      Generates Markdown trees shaped like a community translation repository, with paragraphs from
      the content's real texts, and times first builds of their knowledge base.
      """),
    mode(
      "queries", "Each eval query in-process on one scaled corpus, many rounds (to profile).",
      [content.entry, eval.entry, scales.entry, rounds.entry, work.entry],
      """
      Runs on the first of --scales (default 100); a run to profile with `perf record -g`, since it
      spends nearly all its time searching.
      """),
    mode(
      "freshness", "The content fingerprint in-process, with the last walk's listing and with a full walk.",
      [content.entry, rounds.entry, work.entry], "Run it twice: the first run writes the listing."),
    mode(
      "loanwords", "The Hangul–English loanword matcher on a labelled list: recall, precision, noise.",
      [content.entry, pairs.entry],
      "Uses the content's English words as the vocabulary; ordinary Korean words must match nothing."),
    mode(
      "mirror", "Writes a local stand-in for Apple's HIG JSON, in Apple's shape with hig's own text.",
      [output.entry, content.entry],
      "The index, ~170 English pages, Korean for most, and images, under the paths Apple serves."),
    mode(
      "serve", "Serves a mirror on 127.0.0.1 until stopped, for hig fetch --source http://127.0.0.1:PORT.",
      [root.entry, port.entry, latency.entry], "Waits --latency-ms before each answer."),
    mode(
      "fetch", "Times hig fetch of the whole mirror: into an empty folder, then again (conditional requests).",
      [content.entry, hig.entry, latency.entry, jobs.entry, work.entry], "Runs at each latency and --jobs value."),
  ]

  private static func mode(
    _ name: String, _ abstract: String, _ options: [CommandSpec.Entry], _ discussion: String
  ) -> CommandSpec {
    CommandSpec(
      program: "hig-bench", name: name, abstract: abstract, options: options, common: [CommonOptions.help.entry],
      discussion: discussion)
  }

  /// `hig-bench --help`: the modes and what they print.
  static var usage: String {
    var lines = [
      "hig-bench: benchmarks of hig, printed as Markdown tables.", "",
      "Usage: hig-bench [MODE] [options]   (MODE defaults to corpus; 'hig-bench MODE --help' lists its options)",
      "", "Modes:",
    ]
    for mode in modes { lines.append(CommandSpec.row(mode.name, mode.abstract)) }
    return lines.joined(separator: "\n") + "\n"
  }

  static func main(_ arguments: [String]) -> Int32 {
    if arguments == ["--help"] || arguments == ["-h"] || arguments.first == "help" {
      print(usage, terminator: "")
      return 0
    }
    let named = modes.first { $0.name == arguments.first }
    if named == nil, let word = arguments.first, !word.hasPrefix("-") {
      let suggestion = EditDistance.closest(to: word, in: modes.map(\.name), maximum: 3, count: 1).first
      let error = UsageError(
        command: nil, message: "unknown mode '\(word)'", suggestion: suggestion, program: "hig-bench")
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return 64
    }
    let spec = named ?? modes[0]
    let parsed: ParsedArguments
    do {
      parsed = try ParsedArguments.parse(Array(arguments.dropFirst(named == nil ? 0 : 1)), spec: spec)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      return 64
    }
    if parsed[CommonOptions.help] {
      print(spec.help, terminator: "")
      return 0
    }
    return run(spec.name, parsed)
  }

  static func run(_ mode: String, _ options: ParsedArguments) -> Int32 {
    let contentFolder = URL(fileURLWithPath: options[content] ?? "Content")
    let evalFile = options[eval] ?? "../shared/eval/queries.tsv"
    let workFolder = URL(fileURLWithPath: options[work] ?? ".bench")
    let higBinary = URL(fileURLWithPath: options[hig] ?? ".build/release/hig")
    do {
      // Several relevance sets may be given, comma-separated; their queries are pooled. Read only by
      // the modes that run queries, so `site` and `ingest` work without ../shared.
      func relevanceSet() throws -> RelevanceSet {
        var relevance = try RelevanceSet(text: "x\tx\tx\tx", source: "")
        relevance.queries = try evalFile.split(separator: ",").map(String.init).flatMap { path in
          guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw BenchError.missing(
              "cannot read the relevance set '\(path)' (missing or not UTF-8); pass --eval FILE[,FILE] (default ../shared/eval/queries.tsv)"
            )
          }
          return try RelevanceSet(text: text, source: path).queries
        }
        return relevance
      }
      switch mode {
      case "mirror":
        print(
          try MirrorTool.write(to: URL(fileURLWithPath: options[output] ?? ".bench/mirror"), content: contentFolder),
          terminator: "")
      case "serve":
        try MirrorTool.serve(
          root: URL(fileURLWithPath: options[root] ?? ".bench/mirror"), port: UInt16(options[port] ?? 8080),
          latency: options[latency]?.first ?? 0)
      case "fetch":
        let benchmark = FetchBenchmark(
          content: contentFolder, hig: higBinary, latencies: options[latency] ?? [0, 0.05, 0.15],
          jobs: options[jobs] ?? [4], work: workFolder.appendingPathComponent("fetch"))
        print(try benchmark.run(), terminator: "")
      case "loanwords":
        let pairsFile = URL(fileURLWithPath: options[pairs] ?? "Tests/HIGSearchTests/Fixtures/loanwords.tsv")
        print(try LoanwordBenchmark(content: contentFolder, pairs: pairsFile).run(), terminator: "")
      case "site":
        let benchmark = SiteBenchmark(
          content: contentFolder, scales: options[scales] ?? [1, 10, 100], hig: higBinary, work: workFolder,
          pagefind: options[pagefind] ?? SiteBenchmark.findPagefind())
        print(try benchmark.run(), terminator: "")
      case "ingest":
        let benchmark = IngestBenchmark(
          content: contentFolder, pages: options[pages] ?? [10, 100, 1000], work: workFolder)
        print(try benchmark.run(), terminator: "")
      case "queries":
        let profile = QueryProfile(
          content: contentFolder, queries: try relevanceSet().queries.map(\.text), scale: options[scales]?.first ?? 100,
          rounds: options[rounds] ?? 300, work: workFolder)
        print(try profile.run(), terminator: "")
      case "freshness":
        let profile = FreshnessProfile(content: contentFolder, rounds: options[rounds] ?? 300, work: workFolder)
        print(try profile.run(), terminator: "")
      case "ablation":
        let knowledgeBase = try Ingester(folder: ContentFolder(url: contentFolder)).ingest()
        print(try Ablation(knowledgeBase: knowledgeBase, relevance: relevanceSet()).run(), terminator: "")
      default:
        let benchmark = CorpusBenchmark(
          content: contentFolder, queries: try relevanceSet().queries.map(\.text),
          scales: options[scales] ?? [1, 10, 100],
          hig: higBinary, work: workFolder)
        print(try benchmark.run(), terminator: "")
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 1
    }
  }
}
