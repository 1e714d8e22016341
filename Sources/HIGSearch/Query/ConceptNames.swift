/// The terminology layer's names as the query planner matches them: one line per name and
/// concept, the name's analyzed words joined by a space, a tab, the concept's index term
/// (`SortedLines`: "탭 바\t#tab-bar"). `hig search` reads the table in place from the index file,
/// the site's core from the site's manifest.
///
///     ConceptNames.concepts(of: "탭 바", in: table)  // ["#tab-bar"]
///     ConceptNames.concepts(of: "작업", in: table)   // ["#action", "#task"]
public enum ConceptNames {
  /// What begins every concept term: the analyzer never makes a term of it, so a concept's
  /// postings cannot meet a word's.
  public static let prefix = "#"
  /// The most words a name the table keeps may have (longer names are left out).
  static let maximumWords = 5

  /// The concept terms whose names analyze to `key` (words joined by one space), in table order.
  static func concepts(of key: String, in table: UnsafeRawBufferPointer) -> [String] {
    SortedLines.values(of: key, in: table)
  }

  /// Every name (analyzed words joined by a space) of the concept terms `concepts`, in table order.
  static func names(of concepts: [String], in table: UnsafeRawBufferPointer) -> [String] {
    SortedLines.keys(withValueIn: concepts, in: table)
  }

  /// The concept terms whose names analyze to `key`, in a table held as bytes (the site's core
  /// merges the tables of the files it loaded).
  static func concepts(of key: String, in table: [UInt8]) -> [String] {
    table.withUnsafeBytes { concepts(of: key, in: $0) }
  }

  /// Every name of the concept terms `concepts`, in a table held as bytes.
  static func names(of concepts: [String], in table: [UInt8]) -> [String] {
    table.withUnsafeBytes { names(of: concepts, in: $0) }
  }

  /// The table of `names`: (analyzed words joined by a space, concept term) pairs.
  static func table(_ names: [(key: String, concept: String)]) -> [UInt8] {
    SortedLines.table(names.map { ($0.key, $0.concept) })
  }
}
