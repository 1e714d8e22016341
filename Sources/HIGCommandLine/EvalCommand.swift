import FileAccess
import Foundation
import HIGModel
import HIGSearch

/// `hig eval`: scores `hig search` on a relevance set (MRR@10, hit@1, hit@5, per query kind).
enum EvalCommand: Command {
  static let name = "eval"
  static let json = Flag("json", help: "Print the scores and each query's rank as JSON.")
  static let minimumMRR = Option<Double>(
    "min-mrr", value: "X", help: "Exit with status 1 when the overall MRR@10 is below X (for CI).", reading: .fraction)

  static let spec = CommandSpec(
    name: name,
    abstract: "Measure search quality on a relevance set: MRR@10, hit@1, hit@5 overall and per kind.",
    arguments: [
      .init("FILE", help: "A relevance set: id TAB kind TAB query TAB expected|expected per line.")
    ],
    options: [json.entry, minimumMRR.entry],
    discussion: """
      An expected entry written as a record ID (slug/key) is met by that record; any other entry is a
      snippet, met by a hit whose Korean or English text contains it (runs of whitespace folded).
      Queries whose first relevant hit is not ranked first are listed, and expected IDs that name no
      record (a set written before a parser change renamed them).

      Example:
        hig eval ../shared/eval/queries.tsv --min-mrr 0.9
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let path = arguments.positionals[0]
    let file = context.path(path)
    let text: String
    do {
      let bytes = try FileReader.read(userFile: file.path, limit: CheckCommand.maximumInputSize, shownAs: path)
      guard let decoded = String(validating: bytes, as: UTF8.self) else {
        throw CommandError.failed("the relevance set \(path) is not UTF-8 text")
      }
      text = decoded
    } catch let error as CommandError {
      throw error
    } catch {
      throw CommandError.failed("cannot read the relevance set: \(ErrorText.describe(error))")
    }
    let set: RelevanceSet
    do {
      set = try RelevanceSet(text: text, source: path)
    } catch let error as RelevanceSetError {
      throw CommandError.failed(error.description)
    }
    let evaluation = try context.withSearchIndex(readOnly: true) {
      try Evaluation.run(set, searcher: Searcher(index: $0))
    }
    if arguments[json] {
      try context.printJSON(EvaluationJSON(evaluation))
    } else {
      print(evaluation, console: context.console)
    }
    if let minimum = arguments[minimumMRR], evaluation.overall.mrr < minimum { return 1 }
    return 0
  }

  static func print(_ evaluation: Evaluation, console: Console) {
    func format(_ value: Double) -> String { String(format: "%.3f", value) }
    var rows = [["kind", "queries", "MRR@10", "hit@1", "hit@5"]]
    for (kind, scores) in evaluation.byKind {
      rows.append([kind, String(scores.queries), format(scores.mrr), format(scores.hitAt1), format(scores.hitAt5)])
    }
    let overall = evaluation.overall
    rows.append([
      "overall", String(overall.queries), format(overall.mrr), format(overall.hitAt1), format(overall.hitAt5),
    ])
    console.write(TextTable.render(rows, rightAligned: [1, 2, 3, 4]))
    if !evaluation.unknownIDs.isEmpty {
      console.line("")
      console.line("Expected IDs that name no record (these expectations can never be met):")
      for (query, id) in evaluation.unknownIDs { console.line("  \(query): \(id)".escapingControlCharacters()) }
    }
    let missed = evaluation.outcomes.filter { $0.rank != 1 }
    guard !missed.isEmpty else {
      console.line("Every query's first hit is relevant.")
      return
    }
    console.line("")
    console.line("Queries whose first hit is not relevant:")
    for outcome in missed {
      let rank = outcome.rank.map { "rank \($0)" } ?? "not in top 10"
      console.line(
        "  \(outcome.query.id) [\(outcome.query.kind)] \(outcome.query.text) — \(rank); top: \(outcome.topIDs.prefix(3).joined(separator: ", "))"
          .escapingControlCharacters()
      )
    }
  }
}

/// The `hig eval --json` document.
struct EvaluationJSON: Encodable {
  struct Query: Encodable {
    var id: String
    var kind: String
    var query: String
    var rank: Int?
    var top: [String]
  }

  struct UnknownID: Encodable {
    var query: String
    var id: String
  }

  var overall: Evaluation.Scores
  var kinds: [String: Evaluation.Scores]
  var queries: [Query]
  var unknownIDs: [UnknownID]

  init(_ evaluation: Evaluation) {
    overall = evaluation.overall
    kinds = Dictionary(uniqueKeysWithValues: evaluation.byKind.map { ($0.kind, $0.scores) })
    queries = evaluation.outcomes.map {
      Query(id: $0.query.id, kind: $0.query.kind, query: $0.query.text, rank: $0.rank, top: $0.topIDs)
    }
    unknownIDs = evaluation.unknownIDs.map { UnknownID(query: $0.query, id: $0.id) }
  }
}
