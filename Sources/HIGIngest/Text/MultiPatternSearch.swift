/// Finds which of many byte patterns begin at chosen offsets of a text (where words start), by
/// walking a trie of the patterns from each offset.
///
/// The glossary looks for every term in every record, as a word: searching term by term costs
/// terms × records, which grows with the square of the tree, and an automaton that finds every
/// occurrence anywhere (Aho–Corasick) read a table of megabytes at every byte to find mostly
/// occurrences inside words, which the glossary then dropped. Texts are compared byte for byte
/// (both sides in the same normalization form); empty patterns are never found.
///
///     let search = MultiPatternSearch(patterns: [Array("드래그".utf8), Array("드롭".utf8)])
///     search.matches(in: Array("드래그 앤 드롭".utf8), from: { _ in true }) { print($0, $1) }  // 0 9, then 1 20
struct MultiPatternSearch {
  /// The node each first byte leads to from the root; -1 for none.
  private var rootChild = [Int32](repeating: -1, count: 256)
  /// Each node's edges, `firstEdge[node]..<firstEdge[node + 1]` of `edgeByte` and `edgeTarget`,
  /// sorted by byte.
  private var firstEdge: [Int32] = []
  private var edgeByte: [UInt8] = []
  private var edgeTarget: [Int32] = []
  /// The patterns that end at each node, `firstEnding[node]..<firstEnding[node + 1]` of `endingPattern`.
  private var firstEnding: [Int32] = []
  private var endingPattern: [Int32] = []
  private var lengths: [Int] = []

  init(patterns: [[UInt8]]) {
    lengths = patterns.map(\.count)
    // The trie with dictionaries first (node 0 is the root), then laid out flat.
    var children: [[UInt8: Int32]] = [[:]]
    var endings: [[Int32]] = [[]]
    for (index, pattern) in patterns.enumerated() where !pattern.isEmpty {
      var node = 0
      for byte in pattern {
        if let next = children[node][byte] {
          node = Int(next)
        } else {
          children[node][byte] = Int32(children.count)
          node = children.count
          children.append([:])
          endings.append([])
        }
      }
      endings[node].append(Int32(index))
    }
    for (byte, child) in children[0] { rootChild[Int(byte)] = child }
    for node in children.indices {
      firstEdge.append(Int32(edgeByte.count))
      for (byte, child) in children[node].sorted(by: { $0.key < $1.key }) {
        edgeByte.append(byte)
        edgeTarget.append(child)
      }
      firstEnding.append(Int32(endingPattern.count))
      endingPattern += endings[node]
    }
    firstEdge.append(Int32(edgeByte.count))
    firstEnding.append(Int32(endingPattern.count))
  }

  /// The length in bytes of pattern number `pattern`.
  func length(of pattern: Int) -> Int { lengths[pattern] }

  /// Calls `found` with the index of every pattern that begins at an offset of `text` that
  /// `isStart` accepts, and the offset of the byte after it.
  func matches(
    in text: UnsafeBufferPointer<UInt8>, from isStart: (Int) -> Bool, _ found: (_ pattern: Int, _ end: Int) -> Void
  ) {
    rootChild.withUnsafeBufferPointer { rootChild in
      firstEdge.withUnsafeBufferPointer { firstEdge in
        edgeByte.withUnsafeBufferPointer { edgeByte in
          edgeTarget.withUnsafeBufferPointer { edgeTarget in
            firstEnding.withUnsafeBufferPointer { firstEnding in
              endingPattern.withUnsafeBufferPointer { endingPattern in
                for start in text.indices {
                  // Most bytes begin no pattern: the root's table rules them out before `isStart` is asked.
                  var node = Int(rootChild[Int(text[start])])
                  guard node >= 0, isStart(start) else { continue }
                  var end = start &+ 1
                  while true {
                    for ending in Int(firstEnding[node])..<Int(firstEnding[node &+ 1]) {
                      found(Int(endingPattern[ending]), end)
                    }
                    guard end < text.count else { break }
                    let byte = text[end]
                    // Binary search: a Hangul syllable's first byte has dozens of second bytes.
                    var edge = Int(firstEdge[node])
                    var last = Int(firstEdge[node &+ 1])
                    while edge < last {
                      let middle = (edge &+ last) >> 1
                      if edgeByte[middle] < byte { edge = middle &+ 1 } else { last = middle }
                    }
                    guard edge < Int(firstEdge[node &+ 1]), edgeByte[edge] == byte else { break }
                    node = Int(edgeTarget[edge])
                    end &+= 1
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// `matches(in:from:_:)` over an array.
  func matches(in text: [UInt8], from isStart: (Int) -> Bool, _ found: (_ pattern: Int, _ end: Int) -> Void) {
    text.withUnsafeBufferPointer { matches(in: $0, from: isStart, found) }
  }
}
