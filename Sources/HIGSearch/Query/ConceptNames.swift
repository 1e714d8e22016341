/// The terminology layer's names as the query planner matches them: one line per name and
/// concept, the name's analyzed words joined by a space, a tab, the concept's index term, sorted by
/// their UTF-8 bytes ("탭 바\t#tab-bar\n"). `hig search` reads the table in place from the index
/// file, the site's core from the site's manifest; both look names up here.
///
///     ConceptNames.concepts(of: "탭 바", in: table)  // ["#tab-bar"]
///     ConceptNames.concepts(of: "작업", in: table)   // ["#action", "#task"]
public enum ConceptNames {
  /// What begins every concept term: the analyzer never makes a term of it, so a concept's
  /// postings cannot meet a word's.
  public static let prefix = "#"
  /// The most words a name the table keeps may have (longer names are left out).
  static let maximumWords = 5

  /// Whether `term` is a concept's index term.
  static func isConcept(_ term: some StringProtocol) -> Bool { term.utf8.first == UInt8(ascii: "#") }

  /// The concept terms whose names analyze to `key` (words joined by one space), in table order.
  static func concepts(of key: String, in table: UnsafeRawBufferPointer) -> [String] {
    var key = key
    return key.withUTF8 { key in
      var found: [String] = []
      var line = lowerBound(of: key, in: table)
      while line < table.count, compare(table, line, key) == 0 {
        var end = line + key.count + 1
        while end < table.count, table[end] != UInt8(ascii: "\n") { end += 1 }
        found.append(String(decoding: UnsafeRawBufferPointer(rebasing: table[(line + key.count + 1)..<end]), as: UTF8.self))
        line = end + 1
      }
      return found
    }
  }

  /// The table of `names`: (analyzed words joined by a space, concept term) pairs, deduplicated and sorted.
  static func table(_ names: [(key: String, concept: String)]) -> [UInt8] {
    var lines: [[UInt8]] = []
    for name in names where !name.key.isEmpty {
      lines.append(Array((name.key + "\t" + name.concept + "\n").utf8))
    }
    lines.sort { $0.lexicographicallyPrecedes($1) }
    var table: [UInt8] = []
    var last: [UInt8] = []
    for line in lines where line != last {
      table += line
      last = line
    }
    return table
  }

  /// The start of the first line whose key is not below `key`, or the table's end.
  private static func lowerBound(of key: UnsafeBufferPointer<UInt8>, in table: UnsafeRawBufferPointer) -> Int {
    // Binary search over byte positions: each probe backs up to the start of its line.
    var low = 0
    var high = table.count
    while low < high {
      var line = (low + high) / 2
      while line > low, table[line - 1] != UInt8(ascii: "\n") { line -= 1 }
      if compare(table, line, key) < 0 {
        var next = line
        while next < table.count, table[next] != UInt8(ascii: "\n") { next += 1 }
        low = next + 1
      } else {
        high = line
      }
    }
    return min(low, table.count)
  }

  /// The key of the line at `line` compared with `key`: -1 below, 0 equal, 1 above.
  private static func compare(_ table: UnsafeRawBufferPointer, _ line: Int, _ key: UnsafeBufferPointer<UInt8>) -> Int {
    var offset = 0
    while true {
      let position = line + offset
      let ended = position >= table.count || table[position] == UInt8(ascii: "\t")
      if offset == key.count { return ended ? 0 : 1 }
      if ended { return -1 }
      let byte = table[position]
      if byte != key[offset] { return byte < key[offset] ? -1 : 1 }
      offset += 1
    }
  }
}
