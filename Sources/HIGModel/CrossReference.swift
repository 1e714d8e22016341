/// A pointer from a record's text to another guideline ("Alerts를 참조하십시오").
public struct CrossReference: Codable, Hashable, Sendable {
  /// The words the text used for the target ("Alerts", "오디오 재생").
  public var label: String
  /// The HIG topic slug the label names, when it names one.
  public var slug: String?
  /// True when the target guideline is itself in the knowledge base.
  public var resolved: Bool
  /// The section of the target page, as Apple's anchor ("Platform-considerations"), when the
  /// reference names one.
  public var anchor: String?

  public init(label: String, slug: String?, resolved: Bool = false, anchor: String? = nil) {
    self.label = label
    self.slug = slug
    self.resolved = resolved
    self.anchor = anchor
  }
}
