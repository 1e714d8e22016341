/// The shared fixture of query plans (`Tests/HIGSearchTests/Fixtures/query-plans.tsv`): queries,
/// each with the plan HIGSearch makes of it (`QueryPlan.listing`), typos corrected against the
/// fixture's own vocabulary. HIGSearch's tests record and check it; the site's tests check that
/// the browser's core (WebAssembly) prints the very same plans.
///
///     vocabulary	drag drop modality
///     query	탐색 모음
///     masks	0x0000000000000000	0x0000000000000003
///     word	탐색	1.0	0
public struct QueryPlanFixture: Equatable {
  public var vocabulary: [String]
  /// The terminology names the plans match (`ConceptNames`' lines: key, tab, concept term), sorted.
  public var concepts: [String] = []
  public var entries: [Entry]

  public struct Entry: Equatable {
    public var query: String
    public var listing: String

    public init(query: String, listing: String) {
      self.query = query
      self.listing = listing
    }
  }

  public static let file = Fixtures.file("query-plans.tsv", target: "HIGSearchTests")

  static let header = """
    # Query plans: each query, then the plan HIGSearch makes of it, as the terminal's build and the
    # browser's core (WebAssembly) both print it: the required and scoring clause masks, one line per
    # term (channel, term, weight, clause or - for a bigram across two words), the phrases, the
    # -word clauses' words and the filters (platforms, language, kinds). Typos are corrected against
    # the vocabulary line; concepts (terminology names: analyzed words, concept term) come from the
    # concept lines. A concept's clause column is the clauses it spans ("0-1"). Recorded by QueryPlanTests (HIG_RECORD_SNAPSHOTS=1, then review); the
    # site's tests check the browser's core against it in node.

    """

  public init(vocabulary: [String], concepts: [String] = [], entries: [Entry]) {
    self.vocabulary = vocabulary
    self.concepts = concepts
    self.entries = entries
  }

  /// The concept lines as the names table both builds read (`ConceptNames`).
  public var conceptTable: String { concepts.map { $0 + "\n" }.joined() }

  /// Reads the file's text.
  public init(text: String) {
    vocabulary = []
    entries = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#") || line.isEmpty { continue }
      if line.hasPrefix("vocabulary\t") {
        vocabulary = line.dropFirst("vocabulary\t".count).split(separator: " ").map(String.init)
      } else if line.hasPrefix("concept\t"), entries.isEmpty {
        concepts.append(String(line.dropFirst("concept\t".count)))
      } else if line.hasPrefix("query\t") {
        entries.append(Entry(query: String(line.dropFirst("query\t".count)), listing: ""))
      } else if !entries.isEmpty {
        let last = entries.count - 1
        entries[last].listing += (entries[last].listing.isEmpty ? "" : "\n") + line
      }
    }
  }

  /// The file's text.
  public var text: String {
    var text = Self.header + "vocabulary\t" + vocabulary.joined(separator: " ") + "\n"
    for concept in concepts { text += "concept\t\(concept)\n" }
    for entry in entries { text += "\nquery\t\(entry.query)\n\(entry.listing)\n" }
    return text
  }
}
