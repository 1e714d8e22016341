/// A table of `key\tvalue` lines sorted by their UTF-8 bytes, looked up in place by binary search:
/// how the index file and the site's files keep the terminology's names (`ConceptNames`) and the
/// loanword readings (`LoanwordReading`), so a query reads a few lines of them and decodes nothing.
///
///     SortedLines.values(of: "탭 바", in: table)  // ["#tab-bar"]
public enum SortedLines {
  /// The values of the lines whose key is `key`, in table order.
  static func values(of key: String, in table: UnsafeRawBufferPointer) -> [String] {
    var key = key
    return key.withUTF8 { key in
      var found: [String] = []
      var line = lowerBound(of: key, in: table)
      while line < table.count, compare(table, line, key) == 0 {
        let start = line + key.count + 1
        var end = start
        while end < table.count, table[end] != UInt8(ascii: "\n") { end += 1 }
        found.append(String(decoding: UnsafeRawBufferPointer(rebasing: table[min(start, end)..<end]), as: UTF8.self))
        line = end + 1
      }
      return found
    }
  }

  /// The keys of the lines whose value is one of `values`, in table order: a walk over the whole
  /// table, for what a query asks once (the names of the concepts it matched).
  static func keys(withValueIn values: [String], in table: UnsafeRawBufferPointer) -> [String] {
    var keys: [String] = []
    var line = 0
    while line < table.count {
      var tab = line
      while tab < table.count, table[tab] != UInt8(ascii: "\t"), table[tab] != UInt8(ascii: "\n") { tab += 1 }
      var end = tab
      while end < table.count, table[end] != UInt8(ascii: "\n") { end += 1 }
      if tab < end {
        let value = String(decoding: UnsafeRawBufferPointer(rebasing: table[(tab + 1)..<end]), as: UTF8.self)
        if values.contains(value) {
          keys.append(String(decoding: UnsafeRawBufferPointer(rebasing: table[line..<tab]), as: UTF8.self))
        }
      }
      line = end + 1
    }
    return keys
  }

  /// The table of `lines` (key, value), deduplicated and sorted.
  static func table(_ lines: [(key: String, value: String)]) -> [UInt8] {
    var encoded: [[UInt8]] = []
    for line in lines where !line.key.isEmpty { encoded.append(Array((line.key + "\t" + line.value + "\n").utf8)) }
    encoded.sort { $0.lexicographicallyPrecedes($1) }
    var table: [UInt8] = []
    var last: [UInt8] = []
    for line in encoded where line != last {
      table += line
      last = line
    }
    return table
  }

  /// The table of the lines of both tables, deduplicated and sorted.
  static func merged(_ table: [UInt8], _ other: ArraySlice<UInt8>) -> [UInt8] {
    var lines = table.split(separator: UInt8(ascii: "\n")) + other.split(separator: UInt8(ascii: "\n"))
    lines.sort { $0.lexicographicallyPrecedes($1) }
    var merged: [UInt8] = []
    var last: ArraySlice<UInt8> = []
    for line in lines where line != last {
      merged += line
      merged.append(UInt8(ascii: "\n"))
      last = line
    }
    return merged
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
