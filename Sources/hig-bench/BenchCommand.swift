import Foundation
import HIGIngest
import HIGModel
import HIGSearch

/// Parses hig-bench's arguments and runs the chosen benchmark, printing Markdown tables.
///
///     hig-bench --scales 1,10,100      # corpus benchmark (build the release binary first)
///     hig-bench ablation               # ranking variants on the relevance set
enum BenchCommand {
  static let usage = """
    Usage: hig-bench [corpus] [--content DIR] [--eval FILE[,FILE]] [--scales 1,10,100] [--hig PATH] [--work DIR]
           hig-bench ablation [--content DIR] [--eval FILE[,FILE]]
           hig-bench site [--content DIR] [--scales 1,10,100] [--hig PATH] [--work DIR] [--pagefind PATH]
           hig-bench ingest [--content DIR] [--pages 10,100,1000] [--work DIR]
           hig-bench queries [--content DIR] [--eval FILE[,FILE]] [--scales 100] [--rounds 300] [--work DIR]
           hig-bench freshness [--content DIR] [--rounds 300] [--work DIR]
           hig-bench loanwords [--content DIR] [--pairs FILE]
           hig-bench mirror [--out DIR] [--content DIR]
           hig-bench serve [--root DIR] [--port 8080] [--latency-ms 0]
           hig-bench fetch [--content DIR] [--hig PATH] [--latency-ms 0,50,150] [--jobs 4] [--work DIR]

    corpus    builds scaled corpora from the content (synthetic pages sampled from real paragraphs)
              and prints index build time and size, in-process query latency, and whole-process
              time of `hig search` against `rg -i` and the sqlite3 CLI (FTS5).
    ablation  scores variants of the analyzer mix and ranking constants with the relevance set.
    site      times `hig site` against Hugo (same pages as Markdown) and Pagefind, and measures in
              headless Chromium the bytes one query downloads from hig's search and from Pagefind's;
              then, in node, how the bytes of each glossary term's Korean and English queries compare.
    ingest    times ingestion alone (MB/s, peak memory) over generated Markdown trees shaped like a
              community translation repository, with paragraphs from the content's real texts.
    queries   times each eval query in-process on one scaled corpus, many rounds: a run to profile
              with `perf record -g` (it spends nearly all its time searching).
    freshness times the content fingerprint in-process, with the last walk's listing and with a
              full walk (run it twice: the first run writes the listing).
    loanwords scores the Hangul–English loanword matcher on a labelled list (recall, precision,
              ordinary words it matched), with the content's English words as vocabulary.
    mirror    writes a local stand-in for Apple's HIG JSON (index, ~170 English pages, Korean for
              most, images) under DIR (default .bench/mirror), in Apple's shape with hig's own text.
    serve     serves such a folder on 127.0.0.1, waiting --latency-ms before each answer, until
              stopped: hig fetch --source http://127.0.0.1:PORT then fetches the whole HIG from it.
    fetch     times hig fetch of the whole mirror, first into an empty folder and then again
              (conditional requests only), at each latency.
    Defaults: --content Content, --eval ../shared/eval/queries.tsv, --scales 1,10,100,
              --hig .build/release/hig, --work .bench,
              --pairs Tests/HIGSearchTests/Fixtures/loanwords.tsv
    """

  static func main(_ arguments: [String]) -> Int32 {
    var mode = "corpus"
    var options: [String: String] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--help" || argument == "-h" {
        print(usage)
        return 0
      }
      if argument.hasPrefix("--") {
        guard index + 1 < arguments.count else {
          FileHandle.standardError.write(Data("error: \(argument) needs a value\n\(usage)\n".utf8))
          return 64
        }
        options[String(argument.dropFirst(2))] = arguments[index + 1]
        index += 2
        continue
      }
      guard
        ["corpus", "ablation", "site", "ingest", "queries", "freshness", "loanwords", "mirror", "serve", "fetch"]
          .contains(argument)
      else {
        FileHandle.standardError.write(Data("error: unknown mode '\(argument)'\n\(usage)\n".utf8))
        return 64
      }
      mode = argument
      index += 1
    }
    let known: Set<String> = [
      "content", "eval", "scales", "hig", "work", "pagefind", "pages", "rounds", "pairs", "out", "root", "port",
      "latency-ms", "jobs",
    ]
    if let unknown = options.keys.first(where: { !known.contains($0) }) {
      FileHandle.standardError.write(Data("error: unknown option '--\(unknown)'\n\(usage)\n".utf8))
      return 64
    }
    let content = URL(fileURLWithPath: options["content"] ?? "Content")
    let evalFile = options["eval"] ?? "../shared/eval/queries.tsv"
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
      /// Milliseconds, comma-separated, as seconds.
      func latencies(_ fallback: String) throws -> [Double] {
        let text = options["latency-ms"] ?? fallback
        let values = text.split(separator: ",").compactMap { Double($0) }
        guard !values.isEmpty, values.count == text.split(separator: ",").count, values.allSatisfy({ $0 >= 0 }) else {
          throw BenchError.missing("--latency-ms needs milliseconds like 0,50,150, got '\(text)'")
        }
        return values.map { $0 / 1000 }
      }
      switch mode {
      case "mirror":
        let out = URL(fileURLWithPath: options["out"] ?? ".bench/mirror")
        print(try MirrorTool.write(to: out, content: content), terminator: "")
      case "serve":
        guard let port = UInt16(options["port"] ?? "8080") else {
          FileHandle.standardError.write(Data("error: --port needs a number from 0 to 65535\n".utf8))
          return 64
        }
        try MirrorTool.serve(
          root: URL(fileURLWithPath: options["root"] ?? ".bench/mirror"), port: port, latency: try latencies("0")[0])
      case "fetch":
        let jobs = (options["jobs"] ?? "4").split(separator: ",").compactMap { Int($0) }
        let benchmark = FetchBenchmark(
          content: content, hig: URL(fileURLWithPath: options["hig"] ?? ".build/release/hig"),
          latencies: try latencies("0,50,150"), jobs: jobs.isEmpty ? [4] : jobs,
          work: URL(fileURLWithPath: options["work"] ?? ".bench").appendingPathComponent("fetch"))
        print(try benchmark.run(), terminator: "")
      case "site":
        let scales = (options["scales"] ?? "1,10,100").split(separator: ",").compactMap { Int($0) }
        let benchmark = SiteBenchmark(
          content: content, scales: scales.isEmpty ? [1] : scales,
          hig: URL(fileURLWithPath: options["hig"] ?? ".build/release/hig"),
          work: URL(fileURLWithPath: options["work"] ?? ".bench"),
          pagefind: options["pagefind"] ?? SiteBenchmark.findPagefind())
        print(try benchmark.run(), terminator: "")
      case "ingest":
        let pages = (options["pages"] ?? "10,100,1000").split(separator: ",").compactMap { Int($0) }
        guard !pages.isEmpty, pages.allSatisfy({ $0 > 0 }) else {
          FileHandle.standardError.write(Data("error: --pages needs positive numbers like 10,100\n".utf8))
          return 64
        }
        let benchmark = IngestBenchmark(
          content: content, pages: pages, work: URL(fileURLWithPath: options["work"] ?? ".bench"))
        print(try benchmark.run(), terminator: "")
      case "queries":
        let profile = QueryProfile(
          content: content, queries: try relevanceSet().queries.map(\.text),
          scale: Int(options["scales"] ?? "100") ?? 100, rounds: Int(options["rounds"] ?? "300") ?? 300,
          work: URL(fileURLWithPath: options["work"] ?? ".bench"))
        print(try profile.run(), terminator: "")
      case "freshness":
        let profile = FreshnessProfile(
          content: content, rounds: Int(options["rounds"] ?? "300") ?? 300,
          work: URL(fileURLWithPath: options["work"] ?? ".bench"))
        print(try profile.run(), terminator: "")
      case "loanwords":
        let pairs = URL(fileURLWithPath: options["pairs"] ?? "Tests/HIGSearchTests/Fixtures/loanwords.tsv")
        print(try LoanwordBenchmark(content: content, pairs: pairs).run(), terminator: "")
      case "ablation":
        let knowledgeBase = try Ingester(folder: ContentFolder(url: content)).ingest()
        print(try Ablation(knowledgeBase: knowledgeBase, relevance: relevanceSet()).run(), terminator: "")
      default:
        let scales = (options["scales"] ?? "1,10,100").split(separator: ",").compactMap { Int($0) }
        guard !scales.isEmpty, scales.allSatisfy({ $0 > 0 }) else {
          FileHandle.standardError.write(Data("error: --scales needs positive numbers like 1,10,100\n".utf8))
          return 64
        }
        let benchmark = CorpusBenchmark(
          content: content, queries: try relevanceSet().queries.map(\.text), scales: scales,
          hig: URL(fileURLWithPath: options["hig"] ?? ".build/release/hig"),
          work: URL(fileURLWithPath: options["work"] ?? ".bench"))
        print(try benchmark.run(), terminator: "")
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 1
    }
  }
}
