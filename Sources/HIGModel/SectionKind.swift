/// The role of a section within a guideline page, as Apple's HIG pages lay them out.
public enum SectionKind: String, Codable, CaseIterable, Hashable, Sendable {
  /// Text before the first heading: the abstract under the title.
  case overview
  case introduction
  case bestPractices
  case platformConsiderations
  /// A section about one or more named platforms ("iPadOS", "iOS, iPadOS", "Mac Catalyst").
  case platform
  /// Any other titled section ("Providing feedback", "Accepting drops").
  case topic
  case resources
  case changeLog
}
