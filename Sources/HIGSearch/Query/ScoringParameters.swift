import HIGModel

/// The constants of hig's BM25F ranking, chosen by measuring `hig eval` (docs/Search.md has the
/// numbers): field weights, BM25's k1 and b, and how much each kind of query term counts.
///
///     ScoringParameters.standard.fieldWeights  // title 1, statement 3, body 1, glossary 0.4
public struct ScoringParameters: Hashable, Sendable {
  /// Weight of a term occurrence in each `IndexField`, in `allCases` order.
  public var fieldWeights: [Double]
  /// Length normalisation per field (0: none, 1: full).
  public var lengthNormalization: [Double]
  public var k1: Double
  /// Weight of a whole (stemmed) word of the query.
  public var wordWeight: Double
  /// Weight of a Hangul bigram relative to a whole word.
  public var gramWeight: Double
  /// Weight of a bigram spanning two query words (rewards the words standing together).
  public var adjacencyWeight: Double
  /// Weight of a vocabulary word found by typo correction, shared among the corrections.
  public var typoWeight: Double
  /// How much a hit that matches only some query words loses: score × (1 − c + c × matched/total).
  public var coordination: Double
  /// A static prior: a record that is not a rule scores this fraction of what a rule would, since
  /// rules are what people search the guidelines for.
  public var nonRulePrior: Double = 1
  /// Weight of a concept of the terminology layer the query names (`QueryPlan.Channel.concept`).
  public var conceptWeight: Double = 1
  /// What the words a concept covers keep of their weight (and their bigrams'): the concept's
  /// postings already count every name of it, the word's own among them.
  public var coveredWordFactor: Double = 1
  /// Weight of each English word a Hangul query word transliterates (`QueryPlan.Channel.loanword`):
  /// low, as a reading may be wrong, and a power of two, so sums stay exact.
  public var loanwordWeight: Double = 0
  /// What a figure scores, as a fraction of a text record with the same match: an image's alt text
  /// often repeats a rule's words without being the rule.
  public var figurePrior: Double = 1
  /// What a record of a page's Resources or Change log scores, as a fraction of a record of its
  /// guidance: a list of related links names every topic it links to.
  public var referencePrior: Double = 1
  /// How much more a record of a platform's section scores when the query names that platform
  /// ("macOS 시트", `--platform macOS`); other records are not filtered out.
  public var platformBoost: Double = 1
  /// How much more a rule scores whose statement answers what the query asks (`QueryPlan.asks`,
  /// `RecordFlags`): "넣어도 돼?" is answered by "…하지 마십시오" or "…를 최소화하십시오", "몇 개까지?" by
  /// "여섯 개를 초과하지 마십시오", "언제?" by a rule that says when, "어디에 둬?" by one that says where.
  public var answerBoost: Double = 1

  public init(
    fieldWeights: [Double], lengthNormalization: [Double], k1: Double, wordWeight: Double = 1, gramWeight: Double,
    adjacencyWeight: Double,
    typoWeight: Double, coordination: Double
  ) {
    self.fieldWeights = fieldWeights
    self.lengthNormalization = lengthNormalization
    self.k1 = k1
    self.wordWeight = wordWeight
    self.gramWeight = gramWeight
    self.adjacencyWeight = adjacencyWeight
    self.typoWeight = typoWeight
    self.coordination = coordination
  }

  /// Every contribution an index stores is a whole number of 1/`contributionUnit`ths (`FieldScorer`
  /// rounds them so). Sums of such numbers, times weights that are power-of-two fractions (1, 0.5, 2;
  /// not a typo correction's 0.6 / n), are exact in doubles and so the same in any order: the site
  /// can add a word's precomputed total to another word's and still match `hig search` bit for bit.
  /// A thousandth is far below what separates two results, and the site writes small integers.
  public static let contributionUnit: Double = 1024

  /// The static prior of a record of `kind`: 1 for a rule, `nonRulePrior` for anything else.
  func prior(of kind: RecordKind) -> Double { kind == .rule ? 1 : nonRulePrior }

  /// The factor a record's summed score is multiplied by, from what the index keeps of it: its
  /// kind, its section's flags (`RecordFlags`) and platforms, and the platforms the query names
  /// (`QueryPlan.boostedPlatforms`). Both searchers multiply it in the same order, so scores stay
  /// equal to the bit.
  func recordFactor(kind: RecordKind, section: UInt8, platforms: UInt8, boosted: UInt8, asks: UInt8) -> Double {
    var factor = prior(of: kind)
    if kind == .figure { factor *= figurePrior }
    if section & RecordFlags.reference != 0 { factor *= referencePrior }
    if boosted & platforms != 0, section & RecordFlags.platform != 0 { factor *= platformBoost }
    if section & asks != 0 { factor *= answerBoost }
    return factor
  }

  /// The largest `recordFactor` any record can have in a query boosting `boosted`: what bounds a
  /// record not seen yet. Without a named platform or a question those boosts
  /// cannot apply, and the bound is tighter.
  func largestRecordFactor(boosted: UInt8, asks: UInt8) -> Double {
    let boost = boosted == 0 ? 1 : max(1, platformBoost)
    let restriction = asks != 0 ? max(1, answerBoost) : 1
    return max(1, nonRulePrior) * max(1, figurePrior) * max(1, referencePrior) * boost * restriction
  }

  /// The constants baked into an index's stored contributions (field weights, length
  /// normalisation, k1): an index answers only searches with these same values.
  var indexConstants: [Double] { fieldWeights + lengthNormalization + [k1] }

  public static let standard: ScoringParameters = {
    var standard = ScoringParameters(
      fieldWeights: [1.0, 3.0, 1.0, 0.4], lengthNormalization: [0.3, 0.5, 0.75, 0.5], k1: 1.2, gramWeight: 0.5,
      adjacencyWeight: 1.0, typoWeight: 0.6, coordination: 0.5)
    standard.conceptWeight = 1
    standard.figurePrior = 0.5
    standard.referencePrior = 0.5
    standard.platformBoost = 1.5
    standard.answerBoost = 1.5
    standard.loanwordWeight = 0.5
    standard.nonRulePrior = 0.85
    return standard
  }()
}
