import HIGModel

/// An old record ID that keeps resolving to the record that replaced it, with how sure the match is.
///
///     Alias(old: "modality/x7k2mq", new: "modality/9d4fq1", similarity: 0.91)
public struct Alias: Hashable, Sendable {
  public var old: RecordID
  public var new: RecordID
  /// The text similarity of the old record and its replacement (see `TextSimilarity`), 0…1.
  public var similarity: Double

  public init(old: RecordID, new: RecordID, similarity: Double) {
    self.old = old
    self.new = new
    self.similarity = similarity
  }
}
