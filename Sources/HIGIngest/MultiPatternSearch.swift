/// Finds which of many byte patterns occur in a text, in one pass over the text (Aho–Corasick).
///
/// The glossary looks for every term in every record; searching term by term costs terms ×
/// records, which grows with the square of the tree. Like `ByteSearch`, texts are compared byte
/// for byte (both sides in the same normalization form); an empty pattern occurs in every text.
///
///     let search = MultiPatternSearch(patterns: [Array("드래그".utf8), Array("드롭".utf8)])
///     search.matches(in: Array("드래그 앤 드롭".utf8)) { print($0, $1) }  // 0 9, then 1 20
struct MultiPatternSearch {
  /// The automaton's column for each byte; bytes no pattern uses share column 0.
  private var byteClass = [Int](repeating: 0, count: 256)
  private var classCount = 1
  /// `transitions[state * classCount + class]`: the next state, failures already folded in.
  private var transitions: [Int32] = []
  /// The patterns that end at each state, including those ending at its proper suffixes.
  private var outputs: [[Int]] = []
  /// Whether `outputs[state]` is not empty: most states end no pattern, and this flat check spares
  /// touching the nested array (a retain and release) on every byte.
  private var ends: [Bool] = []
  private var emptyPatterns: [Int] = []
  /// Each pattern's length in bytes, so a caller can find where an occurrence starts.
  private var lengths: [Int] = []

  init(patterns: [[UInt8]]) {
    lengths = patterns.map(\.count)
    for pattern in patterns {
      for byte in pattern where byteClass[Int(byte)] == 0 {
        byteClass[Int(byte)] = classCount
        classCount += 1
      }
    }
    // The trie first: -1 is "no edge yet".
    transitions = [Int32](repeating: -1, count: classCount)
    outputs = [[]]
    for (index, pattern) in patterns.enumerated() {
      guard !pattern.isEmpty else {
        emptyPatterns.append(index)
        continue
      }
      var state = 0
      for byte in pattern {
        let slot = state * classCount + byteClass[Int(byte)]
        if transitions[slot] < 0 {
          transitions[slot] = Int32(outputs.count)
          transitions += [Int32](repeating: -1, count: classCount)
          outputs.append([])
        }
        state = Int(transitions[slot])
      }
      outputs[state].append(index)
    }
    // Then failure links, breadth first, turning missing edges into the failure state's edges.
    var failure = [Int](repeating: 0, count: outputs.count)
    var queue: [Int] = []
    for column in 0..<classCount {
      if transitions[column] < 0 {
        transitions[column] = 0
      } else {
        queue.append(Int(transitions[column]))
      }
    }
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      outputs[state] += outputs[failure[state]]
      for column in 0..<classCount {
        let slot = state * classCount + column
        let fallback = transitions[failure[state] * classCount + column]
        if transitions[slot] < 0 {
          transitions[slot] = fallback
        } else {
          let child = Int(transitions[slot])
          failure[child] = Int(fallback)
          queue.append(child)
        }
      }
    }
    ends = outputs.map { !$0.isEmpty }
  }

  /// The length in bytes of pattern number `pattern`.
  func length(of pattern: Int) -> Int { lengths[pattern] }

  /// Calls `found` with the index of every pattern that occurs in `text`, once per occurrence, and
  /// the offset of the byte after the occurrence (a caller that wants whole words checks around it).
  func matches(in text: [UInt8], _ found: (_ pattern: Int, _ end: Int) -> Void) {
    text.withUnsafeBufferPointer { matches(in: $0, found) }
  }

  /// Calls `found` with every pattern that occurs in `text`'s UTF-8 bytes and where it ends.
  func matches(in text: String, _ found: (_ pattern: Int, _ end: Int) -> Void) {
    var text = text
    text.withUTF8 { matches(in: $0, found) }
  }

  /// The automaton's loop, over buffers: the glossary runs it over every byte of every record, and
  /// the arrays' bounds checks and retains were most of its cost.
  func matches(in text: UnsafeBufferPointer<UInt8>, _ found: (_ pattern: Int, _ end: Int) -> Void) {
    for index in emptyPatterns { found(index, 0) }
    let classCount = classCount
    transitions.withUnsafeBufferPointer { transitions in
      byteClass.withUnsafeBufferPointer { byteClass in
        ends.withUnsafeBufferPointer { ends in
          var state = 0
          for (offset, byte) in text.enumerated() {
            state = Int(transitions[state &* classCount &+ byteClass[Int(byte)]])
            if ends[state] { for index in outputs[state] { found(index, offset &+ 1) } }
          }
        }
      }
    }
  }
}
