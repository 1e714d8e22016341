/// The words two versions of a text share and the words only one has, in reading order, so a
/// reworded rule can show what changed: `[-old-]{+new+}` in a terminal, `<del>`/`<ins>` on the site.
///
///     WordDiff.parts(old: "Use a toggle to switch", new: "Use a switch to change")
///     // [.same("Use a "), .removed("toggle"), .added("switch"), .same(" to "), .removed("switch"), .added("change")]
public enum WordDiff {
  /// A run of text from either version.
  public enum Part: Hashable, Sendable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The longest texts compared word by word; longer ones are shown as removed and added whole,
  /// since the comparison grows with the product of the two lengths.
  static let longestWords = 2000

  public static func parts(old: String, new: String) -> [Part] {
    let a = tokens(old)
    let b = tokens(new)
    guard a.count <= longestWords, b.count <= longestWords else {
      return [old.isEmpty ? nil : Part.removed(old), new.isEmpty ? nil : Part.added(new)].compactMap { $0 }
    }
    // Longest common subsequence of tokens, by the usual table.
    var table = [[Int32]](repeating: [Int32](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var parts: [Part] = []
    func append(_ part: Part) {
      switch (parts.last, part) {
      case (.same(let x)?, .same(let y)): parts[parts.count - 1] = .same(x + y)
      case (.removed(let x)?, .removed(let y)): parts[parts.count - 1] = .removed(x + y)
      case (.added(let x)?, .added(let y)): parts[parts.count - 1] = .added(x + y)
      default: parts.append(part)
      }
    }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        append(.same(a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
        append(.removed(a[i]))
        i += 1
      } else {
        append(.added(b[j]))
        j += 1
      }
    }
    return parts
  }

  /// `[-old-]{+new+}` marks, as `git diff --word-diff` writes them.
  public static func marked(old: String, new: String) -> String {
    parts(old: old, new: new).map { part in
      switch part {
      case .same(let text): return text
      case .removed(let text): return "[-\(text)-]"
      case .added(let text): return "{+\(text)+}"
      }
    }.joined()
  }

  /// Words and the spaces between them as separate tokens, so spaces stay where they were.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var inSpace = false
    for character in text {
      let space = character.isWhitespace
      if !current.isEmpty, space != inSpace {
        tokens.append(current)
        current = ""
      }
      inSpace = space
      current.append(character)
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }
}
