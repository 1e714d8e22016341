import HIGSearch

/// `hig search`'s top ten record IDs for a query, as the parity and browser tests compare them.
enum HIGSearchTopTen {
  static func ids(_ text: String, index: SearchIndex) throws -> [String] {
    try Searcher(index: index).search(try SearchQuery.parse(text), limit: 10).hits.map(\.record.id.rawValue)
  }
}
