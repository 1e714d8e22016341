import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGSearch

/// The searcher's ranking against a straightforward one: every posting summed into a dictionary,
/// every matching record scored, sorted. Hits (records, order, scores to the bit) and totals must be
/// the same, so the searcher's shortcuts (clause bitsets, bounds before the coordination factor)
/// never change an answer.
@Suite struct RankingOracleTests {
  /// What the searcher must return, computed the slow, obvious way from the same query plan.
  static func reference(_ query: SearchQuery, index: SearchIndex, limit: Int) throws -> (
    hits: [(record: Int, score: Double)], total: Int
  ) {
    let parameters = ScoringParameters.standard
    let plan = QueryPlan(query: query, index: index, parameters: parameters)
    var scores: [Int: Double] = [:]
    var masks: [Int: UInt64] = [:]
    for term in plan.terms where term.weight > 0 {
      for posting in try index.postings(for: term.term) {
        scores[posting.record, default: 0] += term.weight * posting.contribution
        if let clause = term.clause {
          for number in clause..<(clause + term.span) { masks[posting.record, default: 0] |= 1 << UInt64(min(number, 63)) }
        }
      }
    }
    var excluded: Set<Int> = []
    for words in plan.excludedWords where !words.isEmpty {
      let sets = try words.map { Set(try index.postings(for: $0).map(\.record)) }
      excluded.formUnion(sets.dropFirst().reduce(sets[0]) { $0.intersection($1) })
    }
    let clauses = Double(max(1, plan.scoringMask.nonzeroBitCount))
    let filter = query.filter
    let platformMask = Platform.mask(Array(filter.platforms))
    var matching: [(record: Int, score: Double)] = []
    for (record, mask) in masks.sorted(by: { $0.key < $1.key }) {
      let matched = mask & plan.scoringMask
      guard matched != 0, mask & plan.requiredMask == plan.requiredMask, !excluded.contains(record) else { continue }
      let platforms = index.platformMask(record: record)
      if platformMask != 0, platforms != 0, platforms & platformMask == 0 { continue }
      if let language = filter.language, !index.has(language, record: record) { continue }
      if !filter.kinds.isEmpty, !filter.kinds.contains(index.kind(record: record)) { continue }
      if !plan.phrases.isEmpty {
        let text = try index.record(at: record).text
        let folded = [text.ko, text.en].compactMap { $0 }.map(TextNormalizer.phraseForm)
        guard plan.phrases.allSatisfy({ phrase in folded.contains { $0.contains(phrase) } }) else { continue }
      }
      let kind = index.kind(record: record)
      var prior = kind == .rule ? 1 : parameters.nonRulePrior
      if kind == .figure { prior *= parameters.figurePrior }
      let section = index.recordFlags(record: record)
      if section & RecordFlags.reference != 0 { prior *= parameters.referencePrior }
      if section & RecordFlags.platform != 0, platforms & plan.boostedPlatforms != 0 { prior *= parameters.platformBoost }
      if section & plan.asks != 0 { prior *= parameters.answerBoost }
      let factor =
        1 - parameters.coordination + parameters.coordination * (Double(matched.nonzeroBitCount) / clauses)
      matching.append((record, prior * scores[record]! * factor))
    }
    let ranked = matching.sorted { $0.score != $1.score ? $0.score > $1.score : $0.record < $1.record }
    return (Array(ranked.prefix(limit)), matching.count)
  }

  static let queries: [String] = {
    var texts = [
      "드래그", "탐색모음", "\"background selection\"", "뷰 platform:iOS", "UIPresentationController", "+드래그 콘텐츠",
      "드래그 -macOS", "\"drag and drop\" 지원", "시트 kind:rule", "window lang:en", "창 platform:macOS", "modalty",
      "popver 시트", "+nothingmatchesthis 드래그", "앱 뷰 창 키 시트 모음 버튼 메뉴 알림 포인터", "-드래그 시트",
      // More than 64 clauses: from the 64th on they share one clause bit.
      String(repeating: "앱 뷰 시트 +창 드래그 ", count: 15),
    ]
    let files =
      [Fixtures.sharedFolder?.appendingPathComponent("eval/queries.tsv")].compactMap { $0 } + [
        Fixtures.file("eval-extra.tsv", target: "HIGSearchTests")
      ]
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8),
        let set = try? RelevanceSet(text: text, source: file.lastPathComponent)
      else { continue }
      texts += set.queries.map(\.text)
    }
    return texts
  }()

  @Test("the searcher ranks exactly as summing every posting does", arguments: queries)
  func searcherMatchesTheStraightforwardRanking(text: String) throws {
    let query = try SearchQuery.parse(text)
    for limit in [10, 1000] {
      let results = try Searcher(index: FixtureContent.index).search(query, limit: limit, snippets: false)
      let expected = try Self.reference(query, index: FixtureContent.index, limit: limit)
      #expect(results.total == expected.total)
      #expect(results.hits.map(\.recordIndex) == expected.hits.map(\.record))
      #expect(results.hits.map(\.score) == expected.hits.map(\.score))
      let ranking = try Searcher(index: FixtureContent.index).rank(query, limit: limit)
      #expect(ranking.total == expected.total)
      #expect(ranking.top.map(\.record) == expected.hits.map(\.record))
      #expect(ranking.top.map(\.score) == expected.hits.map(\.score))
    }
  }
}
