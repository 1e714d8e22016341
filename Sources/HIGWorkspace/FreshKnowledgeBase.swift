import HIGModel

/// The knowledge base for the content as it is now, and whether it was rebuilt to be so.
public struct FreshKnowledgeBase: Sendable {
  public var knowledgeBase: KnowledgeBase
  public var rebuilt: Bool
  /// Why the cached one was not used, when it was rebuilt ("content changed", "no cached knowledge
  /// base yet", "rebuild requested").
  public var reason: String?
  /// What could not be saved or recorded on the way (also reported as events): the answer stands,
  /// but a cache file or the content's alias file was not written.
  public var warnings: [Diagnostic] = []

  public init(knowledgeBase: KnowledgeBase, rebuilt: Bool, reason: String? = nil) {
    self.knowledgeBase = knowledgeBase
    self.rebuilt = rebuilt
    self.reason = reason
  }
}
