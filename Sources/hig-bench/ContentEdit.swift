import Foundation
import HIGModel

/// One reworded rule in a copy of a corpus, for timing what `hig build` costs after an edit: the
/// rule's ID changes, so the build compares with the last one, keeps the old ID as an alias and
/// records it in `aliases.tsv`. `undo()` puts the page and `aliases.tsv` back as they were.
///
///     let edit = try ContentEdit.rewording(in: knowledgeBase, content: copy)  // "… consistent consistent …"
///     try edit.apply(); /* hig build */; try edit.undo()
struct ContentEdit {
  var page: URL
  var original: Data
  var edited: Data
  var aliasFile: URL
  /// `aliases.tsv` before the edit; nil when there was none.
  var aliases: Data?

  /// The first record of `knowledgeBase` (in content order) with a word of four letters or more
  /// (English or Korean) that its page holds exactly once, as " word ": the word is then said twice.
  static func rewording(in knowledgeBase: KnowledgeBase, content: URL) throws -> ContentEdit {
    for guideline in knowledgeBase.guidelines {
      let page = content.appendingPathComponent(guideline.source.file)
      guard let original = try? Data(contentsOf: page) else { continue }
      for record in guideline.eachRecord {
        let text = (record.text.en ?? "") + " " + (record.text.ko ?? "")
        let words = text.split(separator: " ").map(String.init).filter { $0.count >= 4 && $0.allSatisfy(\.isLetter) }
        for word in words {
          let needle = Data(" \(word) ".utf8)
          guard let found = original.range(of: needle),
            original.range(of: needle, in: found.upperBound..<original.endIndex) == nil
          else { continue }
          var edited = original
          edited.replaceSubrange(found, with: Data(" \(word) \(word) ".utf8))
          let aliasFile = content.appendingPathComponent("aliases.tsv")
          return ContentEdit(
            page: page, original: original, edited: edited, aliasFile: aliasFile,
            aliases: try? Data(contentsOf: aliasFile))
        }
      }
    }
    throw BenchError.missing("no word to reword in \(content.path)")
  }

  func apply() throws { try edited.write(to: page) }

  func undo() throws {
    try original.write(to: page)
    if let aliases {
      try aliases.write(to: aliasFile)
    } else {
      try? FileManager.default.removeItem(at: aliasFile)
    }
  }
}
