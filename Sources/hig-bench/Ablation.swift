import Foundation
import HIGModel
import HIGSearch

/// Scores variants of the analyzer mix and the ranking constants on a relevance set, to choose
/// them by measurement: one table row per variant (docs/Search.md records the result).
///
///     hig-bench ablation Content ../shared/eval/queries.tsv
struct Ablation {
  var knowledgeBase: KnowledgeBase
  var relevance: RelevanceSet

  static func variants() -> [(String, ScoringParameters)] {
    let standard = ScoringParameters.standard
    var list: [(String, ScoringParameters)] = [("standard", standard)]
    func variant(_ name: String, _ change: (inout ScoringParameters) -> Void) {
      var parameters = standard
      change(&parameters)
      list.append((name, parameters))
    }
    variant("words only (no bigrams)") {
      $0.gramWeight = 0
      $0.adjacencyWeight = 0
    }
    variant("bigrams only (no stems)") { $0.wordWeight = 0 }
    variant("no adjacency bigrams") { $0.adjacencyWeight = 0 }
    variant("no glossary field") { $0.fieldWeights[3] = 0 }
    variant("no terminology channel") { $0.conceptWeight = 0 }
    variant("no terminology channel, no glossary field") {
      $0.conceptWeight = 0
      $0.fieldWeights[3] = 0
    }
    for weight in [0.5, 2.0] { variant("concept weight \(weight)") { $0.conceptWeight = weight } }
    for factor in [0.5, 0.0] { variant("covered word factor \(factor)") { $0.coveredWordFactor = factor } }
    variant("covered word factor 0.5, no glossary field") {
      $0.coveredWordFactor = 0.5
      $0.fieldWeights[3] = 0
    }
    variant("no loanword channel") { $0.loanwordWeight = 0 }
    variant("loanword weight 1") { $0.loanwordWeight = 1 }
    variant("no figure weight") { $0.figurePrior = 1 }
    variant("figure weight 0.25") { $0.figurePrior = 0.25 }
    variant("no reference weight") { $0.referencePrior = 1 }
    variant("no platform boost") { $0.platformBoost = 1 }
    variant("platform boost 2") { $0.platformBoost = 2 }
    variant("no answer boost") { $0.answerBoost = 1 }
    for boost in [1.25, 2.0] { variant("answer boost \(boost)") { $0.answerBoost = boost } }
    variant("no typo correction") { $0.typoWeight = 0 }
    variant("flat fields (all 1)") { $0.fieldWeights = [1, 1, 1, 1] }
    variant("no coordination") { $0.coordination = 0 }
    for weight in [0.25, 1.0] { variant("gram weight \(weight)") { $0.gramWeight = weight } }
    for weight in [1.0, 2.0] { variant("adjacency weight \(weight)") { $0.adjacencyWeight = weight } }
    for value in [0.9, 2.0] { variant("k1 \(value)") { $0.k1 = value } }
    for value in [1.0, 0.9, 0.8] { variant("non-rule prior \(value)") { $0.nonRulePrior = value } }
    variant("statement weight 2, non-rule prior 0.9 (before)") {
      $0.fieldWeights[1] = 2
      $0.nonRulePrior = 0.9
    }
    variant("body length norm 0.5") { $0.lengthNormalization[2] = 0.5 }
    variant("body length norm 0.9") { $0.lengthNormalization[2] = 0.9 }
    for weight in [0.5, 1.0, 3.0] { variant("title weight \(weight)") { $0.fieldWeights[0] = weight } }
    for weight in [2.0, 4.0] { variant("statement weight \(weight)") { $0.fieldWeights[1] = weight } }
    for weight in [0.4, 1.5] { variant("glossary weight \(weight)") { $0.fieldWeights[3] = weight } }
    for value in [0.0, 0.8] { variant("coordination \(value)") { $0.coordination = value } }
    return list
  }

  func run() throws -> String {
    // Field weights, length normalisation and k1 are baked into an index's contributions: one
    // index per distinct set of them.
    var indexes: [[Double]: SearchIndex] = [:]
    var kinds: [String] = []
    for query in relevance.queries where !kinds.contains(query.kind) { kinds.append(query.kind) }
    var rows = [["variant", "MRR@10", "hit@1", "hit@5"] + kinds.map { "MRR \($0)" }]
    for (name, parameters) in Ablation.variants() {
      let key = parameters.fieldWeights + parameters.lengthNormalization + [parameters.k1]
      let index = try indexes[key] ?? SearchIndex(bytes: IndexBuilder.build(knowledgeBase, parameters: parameters))
      indexes[key] = index
      let evaluation = try Evaluation.run(relevance, searcher: Searcher(index: index, parameters: parameters))
      let perKind = kinds.map { kind in
        evaluation.byKind.first { $0.kind == kind }.map { format($0.scores.mrr) } ?? "-"
      }
      rows.append(
        [name, format(evaluation.overall.mrr), format(evaluation.overall.hitAt1), format(evaluation.overall.hitAt5)]
          + perKind)
    }
    return MarkdownTable.render(rows)
  }

  private func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
