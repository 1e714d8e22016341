import Foundation
import HIGModel

/// The text of `aliases.tsv` in a content folder: one `old-id<TAB>new-id` line per alias, with a
/// third column saying when and how surely `hig` found it, for the person reviewing the change.
///
///     old	new	found
///     modality/x7k2mq	modality/9d4fq1	2026-11-30 similarity 0.93
public enum AliasFile {
  public static let fileName = "aliases.tsv"

  /// One line of the file.
  public struct Entry: Hashable, Sendable {
    public var old: RecordID
    public var new: RecordID
    /// When and how surely the alias was found ("2026-11-30 similarity 0.93"); may be empty.
    public var found: String

    public init(old: RecordID, new: RecordID, found: String) {
      self.old = old
      self.new = new
      self.found = found
    }

    /// The line for an alias found on `date`.
    public init(_ alias: Alias, date: Date) {
      let day = ISO8601DateFormatter.string(
        from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
      self.init(old: alias.old, new: alias.new, found: "\(day) similarity \(String(format: "%.2f", alias.similarity))")
    }
  }

  static let header = """
    # Old record IDs that still resolve: old-id<TAB>new-id. hig build adds a line when a rule's own
    # text is rewritten; edit or remove lines by hand if a match is wrong. See docs/Citations.md.
    old\tnew\tfound

    """

  /// The entries of `text`: every line of two valid IDs (comments, the header and malformed lines
  /// are left out; the ingester reports those).
  public static func entries(in text: String) -> [Entry] {
    text.split(whereSeparator: \.isNewline).compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard !line.hasPrefix("#"), fields.count >= 2, let old = RecordID(fields[0]), let new = RecordID(fields[1])
      else { return nil }
      return Entry(old: old, new: new, found: fields.count > 2 ? fields[2] : "")
    }
  }

  /// `existing` (the file's current text, or nil when there is none) with `entries` appended;
  /// entries whose old ID the file already lists are skipped.
  public static func appending(_ entries: [Entry], to existing: String?) -> String {
    var text = existing ?? header
    if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
    let listed = Set(
      text.split(whereSeparator: \.isNewline).compactMap { line in
        line.split(separator: "\t").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      })
    for entry in entries where !listed.contains(entry.old.rawValue) {
      text += "\(entry.old)\t\(entry.new)\t\(entry.found)\n"
    }
    return text
  }

  /// `existing` with `aliases` found on `date` appended (see `appending(_:to:)`).
  public static func appending(_ aliases: [Alias], to existing: String?, date: Date = Date()) -> String {
    appending(aliases.map { Entry($0, date: date) }, to: existing)
  }
}
