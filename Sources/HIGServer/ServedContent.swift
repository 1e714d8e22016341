import Foundation
import HIGCite
import HIGModel
import HIGRelated
import HIGWorkspace

/// What the tools answer from: one content folder's workspace, asked before every call so an edit
/// between two calls is rebuilt before the second is answered, the site citations link to, and
/// what is worked out once per knowledge base (the symbol links of `related_rules`).
final class ServedContent {
  let workspace: Workspace
  let site: SiteAddress?
  private var related: (fingerprint: String, rules: RelatedRules)?

  init(workspace: Workspace, site: SiteAddress?) {
    self.workspace = workspace
    self.site = site
  }

  /// The knowledge base for the content as it is now (the workspace keeps it in memory: an
  /// unchanged folder costs the freshness check only).
  func knowledgeBase() throws -> KnowledgeBase { try workspace.knowledgeBase().knowledgeBase }

  /// The symbol links for the content as it is now. The fingerprint covers every file of the
  /// content folder, `api-symbols.tsv` too, so an unchanged one means an unchanged map.
  func relatedRules() throws -> RelatedRules {
    let kb = try knowledgeBase()
    if let related, related.fingerprint == kb.contentFingerprint { return related.rules }
    let rules = RelatedRules(knowledgeBase: kb, map: try APISymbolMap(contentFolder: workspace.content.url))
    related = (kb.contentFingerprint, rules)
    return rules
  }
}
