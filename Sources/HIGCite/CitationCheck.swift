import HIGModel

/// What `hig check` found out about one citation token.
///
///     HIG:drag-and-drop/4h8tpa  → .current
///     HIG:modality/old123       → .alias(current: modality/x7k2mq)
///     HIG:drag-and-drop/zzzzzz  → .broken(suggestions: ["drag-and-drop/4h8tpa"])
public struct CitationCheck: Sendable {
  public enum Verdict: Sendable {
    /// The token names a current rule or guideline.
    case current(Citation)
    /// The token names a rewritten rule's old ID; it still resolves, to `current`.
    case alias(Citation, current: RecordID)
    /// Nothing of that name; `suggestions` are the closest current IDs or slugs.
    case broken(suggestions: [String])
  }

  public var token: CitationToken
  public var verdict: Verdict

  public var isBroken: Bool {
    if case .broken = verdict { return true }
    return false
  }

  public var isAlias: Bool {
    if case .alias = verdict { return true }
    return false
  }

  /// The citation the token resolves to, when it resolves.
  public var citation: Citation? {
    switch verdict {
    case .current(let citation), .alias(let citation, _): return citation
    case .broken: return nil
    }
  }
}
