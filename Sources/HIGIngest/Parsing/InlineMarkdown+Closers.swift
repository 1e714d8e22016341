extension InlineMarkdown {
  /// Where the markup openers of one text are closed, found in two passes over its bytes, so the
  /// renderer matches each `[`, `(`, backtick run, `<` or `<!--` in constant time (a run of
  /// backticks in logarithmic time) instead of scanning ahead for its closer: a text of unclosed
  /// openers takes time linear in its length, however many there are.
  ///
  ///     let closers = Closers(Array("[a](b) `c`".utf8))
  ///     closers.bracket(closing: 0)                 // 2
  ///     closers.paren(closing: 3)                   // 5
  ///     closers.tickRun(ofLength: 1, from: 8)       // 9
  struct Closers {
    /// For each position of a `[`, the `]` closing it, else -1: brackets nest, a backslash makes
    /// the next character no bracket, and a blank line closes nothing across it.
    private var brackets: [Int32]
    /// For each position of a `(`, the `)` closing it, else -1 (parentheses nest; no escapes).
    private var parens: [Int32]
    /// For each position, the first `>`, `]`, bracket of either kind, and start of `-->` at or
    /// after it; -1 for none.
    private var nextGreaterSign: [Int32]
    private var nextClosingBrackets: [Int32]
    private var nextAnyBracket: [Int32]
    private var nextCommentEnd: [Int32]
    /// The starts of the runs of backticks (each as long as it goes), in order, by run length.
    private var tickRuns: [Int: [Int]] = [:]

    init(_ bytes: [UInt8]) {
      let count = bytes.count
      brackets = [Int32](repeating: -1, count: count)
      parens = [Int32](repeating: -1, count: count)
      var openBrackets: [Int] = []
      var openParens: [Int] = []
      var escaped = false
      var runStart: Int?
      for position in 0..<count {
        let byte = bytes[position]
        let isTick = byte == 0x60
        if isTick, runStart == nil { runStart = position }
        if !isTick, let start = runStart {
          tickRuns[position - start, default: []].append(start)
          runStart = nil
        }
        switch byte {
        case 0x28: openParens.append(position)
        case 0x29: if let open = openParens.popLast() { parens[open] = Int32(position) }
        default: break
        }
        if escaped {
          escaped = false
          continue
        }
        switch byte {
        case 0x5C: escaped = true
        case 0x5B: openBrackets.append(position)
        case 0x5D: if let open = openBrackets.popLast() { brackets[open] = Int32(position) }
        case 0x0A where position > 0 && bytes[position - 1] == 0x0A: openBrackets.removeAll()
        default: break
        }
      }
      if let start = runStart { tickRuns[count - start, default: []].append(start) }
      nextGreaterSign = Closers.nextPositions(count) { bytes[$0] == 0x3E }
      nextClosingBrackets = Closers.nextPositions(count) { bytes[$0] == 0x5D }
      nextAnyBracket = Closers.nextPositions(count) { bytes[$0] == 0x5D || bytes[$0] == 0x5B }
      nextCommentEnd = Closers.nextPositions(count) {
        $0 + 2 < count && bytes[$0] == 0x2D && bytes[$0 + 1] == 0x2D && bytes[$0 + 2] == 0x3E
      }
    }

    /// For each position, the first position at or after it where `matches` holds, else -1.
    private static func nextPositions(_ count: Int, where matches: (Int) -> Bool) -> [Int32] {
      var next = [Int32](repeating: -1, count: count)
      var found: Int32 = -1
      for position in stride(from: count - 1, through: 0, by: -1) {
        if matches(position) { found = Int32(position) }
        next[position] = found
      }
      return next
    }

    private static func position(_ value: Int32) -> Int? { value < 0 ? nil : Int(value) }

    func bracket(closing open: Int) -> Int? { Closers.position(brackets[open]) }
    func paren(closing open: Int) -> Int? { Closers.position(parens[open]) }

    /// The first `>` at or after `start`.
    func nextGreater(from start: Int) -> Int? {
      start < nextGreaterSign.count ? Closers.position(nextGreaterSign[start]) : nil
    }

    /// The first `]` at or after `start`.
    func nextClosingBracket(from start: Int) -> Int? {
      start < nextClosingBrackets.count ? Closers.position(nextClosingBrackets[start]) : nil
    }

    /// The first `[` or `]` at or after `start`.
    func nextBracket(from start: Int) -> Int? {
      start < nextAnyBracket.count ? Closers.position(nextAnyBracket[start]) : nil
    }

    /// Where the first `-->` at or after `start` begins.
    func commentEnd(from start: Int) -> Int? {
      start < nextCommentEnd.count ? Closers.position(nextCommentEnd[start]) : nil
    }

    /// The start of the first run of exactly `length` backticks that starts at or after `start`.
    func tickRun(ofLength length: Int, from start: Int) -> Int? {
      guard let starts = tickRuns[length] else { return nil }
      var low = 0
      var high = starts.count
      while low < high {
        let middle = (low + high) / 2
        if starts[middle] < start { low = middle + 1 } else { high = middle }
      }
      return low < starts.count ? starts[low] : nil
    }
  }
}
