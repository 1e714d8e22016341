import Foundation
import HIGModel

/// The text of `aliases.tsv` in a content folder: one `old-id<TAB>new-id` line per alias, with a
/// third column saying when and how surely `hig` found it, for the person reviewing the change.
///
///     old	new	found
///     modality/x7k2mq	modality/9d4fq1	2026-11-30 similarity 0.93
public enum AliasFile {
  public static let fileName = "aliases.tsv"

  static let header = """
    # Old record IDs that still resolve: old-id<TAB>new-id. hig build adds a line when a rule's own
    # text is rewritten; edit or remove lines by hand if a match is wrong. See docs/Citations.md.
    old\tnew\tfound

    """

  /// `existing` (the file's current text, or nil when there is none) with `aliases` appended;
  /// aliases whose old ID the file already lists are skipped.
  public static func appending(_ aliases: [Alias], to existing: String?, date: Date = Date()) -> String {
    var text = existing ?? header
    if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
    let listed = Set(
      text.split(whereSeparator: \.isNewline).compactMap { line in
        line.split(separator: "\t").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      })
    let day = ISO8601DateFormatter.string(
      from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
    for alias in aliases where !listed.contains(alias.old.rawValue) {
      text += "\(alias.old)\t\(alias.new)\t\(day) similarity \(String(format: "%.2f", alias.similarity))\n"
    }
    return text
  }
}
