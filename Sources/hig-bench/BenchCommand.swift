import Foundation
import HIGCommandLine
import HIGIngest
import HIGModel
import HIGSearch

/// Parses hig-bench's arguments with the same tables as `hig`'s commands (one `CommandSpec` per
/// mode) and runs the chosen benchmark, printing Markdown tables.
///
///     hig-bench --scales 1,10,100      # every side-by-side table (build the release binary first)
///     hig-bench corpus --scales 10     # just write the x10 corpora and say what they hold
///     hig-bench ablation               # ranking variants on the relevance set
enum BenchCommand {
  static let content = Option<String>(
    "content", value: "DIR", help: "The content to sample or time (default: Content).", reading: .text)
  static let from = Option<String>(
    "from", value: "DIR",
    help: "The real pages the corpora are made from, apple/en and apple/ko (default: ../shared/corpus).",
    reading: .text)
  static let eval = Option<String>(
    "eval", value: "FILE[,FILE]", help: "Relevance sets, pooled (default: ../shared/eval/queries.tsv).", reading: .text)
  static let scales = Option<[Int]>(
    "scales", value: "1,10,100",
    help: "Corpus sizes: 1 is the content, N is N×92 pages of about 9.9 kB of real text (default: 1,10,100).",
    reading: .positiveIntegers)
  static let formats = Option<[AnchorCorpus.Format]>(
    "formats", value: "md,json", help: "The corpora's page formats: Markdown, Apple's JSON (default: md,json).",
    reading: ValueReader(expected: "md, json or both separated by a comma", choices: ["md", "json"]) { text in
      let formats = text.split(separator: ",").map { AnchorCorpus.Format(rawValue: $0.lowercased()) }
      return formats.isEmpty || formats.contains(nil) ? nil : formats.compactMap { $0 }
    })
  static let hig = Option<String>(
    "hig", value: "PATH", help: "The hig binary to time (default: .build/release/hig).", reading: .text)
  static let work = Option<String>(
    "work", value: "DIR", help: "Where corpora, caches and outputs go (default: .bench).", reading: .text)
  static let pagefind = Option<String>(
    "pagefind", value: "PATH", help: "The pagefind binary (default: found on PATH or in .bench).", reading: .text)
  static let pages = Option<[Int]>(
    "pages", value: "10,100,1000", help: "Pages per generated tree (default: 10,100,1000).",
    reading: .positiveIntegers)
  static let runs = Option<Int>(
    "runs", value: "N", help: "Timed runs of each build, in turns (default: index 3, site 5, tables 3).",
    reading: .positiveInteger)
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
    reading: ValueReader(expected: "a port number from 1 to 65535") {
      Int($0).flatMap { (1...65535).contains($0) ? $0 : nil }
    })
  static let latency = Option<[Double]>(
    "latency-ms", value: "MS[,MS]",
    help: "Milliseconds to wait before each answer (serve: default 0; fetch: 0,50,150).",
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
      "tables", "Every side-by-side table in one run: the corpora, build and search, the site.",
      [content.entry, from.entry, eval.entry, scales.entry, formats.entry, runs.entry, hig.entry, work.entry, pagefind.entry],
      """
      Writes the corpora (as the corpus mode), then runs the index mode over all of them and the site
      mode over the Markdown ones. Build the release binary first:
      swift build -c release --static-swift-stdlib.
      """),
    mode(
      "corpus", "Writes the anchors' corpora as files and reports their pages, bytes and distinct words.",
      [content.entry, from.entry, scales.entry, formats.entry, work.entry],
      """
      x1 is the content itself; xN is N×92 page files of about 9.9 kB (x10: 920 pages, 9 MB; x100:
      9,200 pages, 91 MB) in .bench/corpus/xN-md (Markdown: English paragraphs with their Korean
      translations) and .bench/corpus/xN-json (Apple's page JSON, an English and a Korean file per
      topic). Each page follows the shape of one of the real pages (--from: title, headings, kinds
      of blocks), its blocks sampled with a fixed seed from Apple's English and Korean blocks that
      line up. A corpus already written the same way is kept.
      """),
    mode(
      "index", "hig build --force and hig search against SQLite FTS5, the sqlite3 CLI and rg.",
      [content.entry, from.entry, eval.entry, scales.entry, formats.entry, runs.entry, hig.entry, work.entry],
      """
      Over each corpus: `hig build --force` into an empty cache and over the last build, and `hig
      build` after an edit that rewords one rule (in a copy of the corpus), next to the sqlite3 CLI loading the same records into FTS5, in turns (time and peak memory); the index's
      build time and size; in-process query latency; and whole-process `hig search` against the
      sqlite3 CLI answering from FTS5 and `rg -i`.
      """),
    mode(
      "ablation", "Search quality of variants of the analyzer mix and ranking constants.",
      [content.entry, eval.entry], "Scores each variant with the relevance set (MRR@10, hit@1, hit@5)."),
    mode(
      "site", "hig site against Hugo and Pagefind: build time, and the bytes a query downloads.",
      [content.entry, from.entry, scales.entry, runs.entry, hig.entry, work.entry, pagefind.entry],
      """
      Times `hig site` against Hugo (same pages as Markdown) and Pagefind, and measures in headless
      Chromium the bytes one query downloads from hig's search and from Pagefind's; then, in node, how
      the bytes of each glossary term's Korean and English queries compare.
      """),
    mode(
      "ingest", "Ingestion alone: MB/s and peak memory over generated Markdown trees.",
      [content.entry, from.entry, pages.entry, work.entry],
      """
      Generates Markdown trees shaped like a community translation repository (the corpus mode's
      pages, real text), and times first builds of their knowledge base.
      """),
    mode(
      "queries", "Each eval query in-process on one corpus, many rounds (to profile).",
      [content.entry, from.entry, eval.entry, scales.entry, rounds.entry, work.entry],
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
      "Usage: hig-bench [MODE] [options]   (MODE defaults to \(modes[0].name); 'hig-bench MODE --help' lists its options)",
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
    let realPages = URL(fileURLWithPath: options[from] ?? "../shared/corpus")
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
        let corpus = try AnchorCorpus(pages: realPages, content: contentFolder)
        let benchmark = SiteBenchmark(
          corpora: try corpus.writeAll(
            scales: options[scales] ?? [1, 10, 100], formats: [.markdown],
            under: workFolder.appendingPathComponent("corpus")),
          hig: higBinary, work: workFolder, pagefind: options[pagefind] ?? SiteBenchmark.findPagefind(work: workFolder),
          runs: options[runs] ?? 5)
        print(try benchmark.run(), terminator: "")
      case "ingest":
        let benchmark = IngestBenchmark(
          corpus: try AnchorCorpus(pages: realPages, content: contentFolder), pages: options[pages] ?? [10, 100, 1000], work: workFolder)
        print(try benchmark.run(), terminator: "")
      case "queries":
        let corpus = try AnchorCorpus(pages: realPages, content: contentFolder)
        let written = try corpus.write(
          scale: options[scales]?.first ?? 100, format: .markdown, under: workFolder.appendingPathComponent("corpus"))
        let profile = QueryProfile(
          corpus: written, queries: try relevanceSet().queries.map(\.text), rounds: options[rounds] ?? 300,
          work: workFolder)
        print(try profile.run(), terminator: "")
      case "freshness":
        let profile = FreshnessProfile(content: contentFolder, rounds: options[rounds] ?? 300, work: workFolder)
        print(try profile.run(), terminator: "")
      case "ablation":
        let knowledgeBase = try Ingester(folder: ContentFolder(url: contentFolder)).ingest()
        print(try Ablation(knowledgeBase: knowledgeBase, relevance: relevanceSet()).run(), terminator: "")
      default:
        let corpus = try AnchorCorpus(pages: realPages, content: contentFolder)
        let corpora = try corpus.writeAll(
          scales: options[scales] ?? [1, 10, 100], formats: options[formats] ?? AnchorCorpus.Format.allCases,
          under: workFolder.appendingPathComponent("corpus"))
        var text = "Corpora (`hig-bench corpus`):\n\n" + AnchorCorpus.table(corpora)
        if mode != "corpus" {
          let index = IndexBenchmark(
            corpora: corpora, queries: try relevanceSet().queries.map(\.text), hig: higBinary, work: workFolder,
            builds: options[runs] ?? 3)
          text += "\n" + (try index.run())
        }
        if mode == "tables" {
          let site = SiteBenchmark(
            corpora: corpora.filter { $0.name == "x1" || $0.name.hasSuffix("-md") }, hig: higBinary, work: workFolder,
            pagefind: options[pagefind] ?? SiteBenchmark.findPagefind(work: workFolder), runs: options[runs] ?? 3)
          text += "\n" + (try site.run())
        }
        print(text, terminator: "")
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 1
    }
  }
}
