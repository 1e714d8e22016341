import HIGChanges
import HIGCite
import HIGModel
import LibXML

/// What every page of one site build shares: the knowledge base, the options, the guideline order
/// and the glossary's anchors, and the rules for turning references into links.
///
///     let context = SiteContext(knowledgeBase: kb, options: options)
///     context.categories.map(\.name)  // ["Patterns"] for the bundled Content
struct SiteContext: Sendable {
  var knowledgeBase: KnowledgeBase
  var options: SiteOptions
  /// Guidelines grouped by Apple's section, in the order of Apple's site.
  var categories: [(name: String, guidelines: [Guideline])]
  /// The anchor of each glossary term on the glossary page, by the term's index in the glossary.
  var glossaryAnchors: [String]
  /// For each record, the glossary terms it uses (by index), so a page looks them up in one step.
  var termsByRecord: [RecordID: [Int]] = [:]
  /// For each record, the old IDs that now resolve to it (`KnowledgeBase.oldIDs(of:)`), sorted;
  /// resolved once per alias here rather than once per record and alias on every page.
  var oldIDsByRecord: [RecordID: [RecordID]] = [:]
  /// Each guideline's page by slug, so a record's permalink does not sanitise the slug again.
  var guidelinePaths: [String: String] = [:]
  /// Where copied citations link: the site, or Apple's pages when there is no base URL.
  var citationSite: SiteAddress?
  /// True when some guideline holds Apple's own text: the footer then credits Apple for it.
  var hasApplePages: Bool
  /// The downloaded pictures the site copies, and where.
  var images: SiteImages
  /// Per guideline, its sections' anchors by Apple's anchor (lowercased), for links to a section.
  var sectionAnchors: [String: [String: String]] = [:]

  /// The date each guideline last changed in the fetch history, by slug.
  var lastChanged: [String: String] = [:]
  /// The records whose Korean lags, in content order, and by ID.
  var lagging: [LaggingRecord]
  var koreanLag: [RecordID: LaggingRecord] = [:]
  /// Whether the site has a "What's new" page.
  var hasChangesPage: Bool { options.changes.map { !$0.fetches.isEmpty } ?? false || !lagging.isEmpty }

  init(knowledgeBase: KnowledgeBase, options: SiteOptions) {
    self.knowledgeBase = knowledgeBase
    self.options = options
    for changes in options.changes?.guidelines ?? [] where changes.date > lastChanged[changes.slug, default: ""] {
      lastChanged[changes.slug] = changes.date
    }
    lagging = options.koreanLag(knowledgeBase)
    koreanLag = Dictionary(lagging.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    images = SiteImages(knowledgeBase: knowledgeBase, contentFolder: options.contentFolder)
    hasApplePages = knowledgeBase.guidelines.contains { !$0.appleLanguages.isEmpty }
    for guideline in knowledgeBase.guidelines {
      for section in guideline.ownSections {
        guard let apple = section.appleAnchor?.lowercased() else { continue }
        sectionAnchors[guideline.slug, default: [:]][apple] = sectionAnchors[guideline.slug]?[apple] ?? section.anchor
      }
    }
    var topicOrder: [String: Int] = [:]
    var sectionOrder: [String: Int] = [:]
    for (index, topic) in knowledgeBase.topics.enumerated() {
      topicOrder[topic.slug] = topicOrder[topic.slug] ?? index
      sectionOrder[topic.section] = sectionOrder[topic.section] ?? index
    }
    let grouped = Dictionary(grouping: knowledgeBase.guidelines, by: \.category)
    categories = grouped.keys.sorted { lhs, rhs in
      (sectionOrder[lhs] ?? .max, lhs) < (sectionOrder[rhs] ?? .max, rhs)
    }.map { name in
      let guidelines = grouped[name]!.sorted { lhs, rhs in
        (topicOrder[lhs.slug] ?? .max, lhs.title.preferring(.en)) < (
          topicOrder[rhs.slug] ?? .max, rhs.title.preferring(.en)
        )
      }
      return (name, guidelines)
    }
    for (index, term) in knowledgeBase.glossary.enumerated() {
      for id in Set(term.occurrences) { termsByRecord[id, default: []].append(index) }
    }
    for old in knowledgeBase.aliases.keys {
      guard let current = knowledgeBase.lookup(old)?.record.id, current != old else { continue }
      oldIDsByRecord[current, default: []].append(old)
    }
    for id in oldIDsByRecord.keys { oldIDsByRecord[id]!.sort() }
    for guideline in knowledgeBase.guidelines { guidelinePaths[guideline.slug] = SitePath.guideline(guideline.slug) }
    // Without a base URL a copied citation links Apple's page: a relative link is useless in a review.
    let site = options.baseURL.flatMap { SiteAddress(baseURL: $0) }
    citationSite = site
    var used: Set<String> = []
    glossaryAnchors = knowledgeBase.glossary.enumerated().map { index, term in
      var anchor = "term-" + Slug.make(term.en)
      if anchor == "term-" { anchor = "term-\(index + 1)" }
      var candidate = anchor
      var suffix = 2
      while !used.insert(candidate).inserted {
        candidate = "\(anchor)-\(suffix)"
        suffix += 1
      }
      return candidate
    }
  }

  /// The guideline before and after `guideline` within its category.
  func neighbours(of guideline: Guideline) -> (previous: Guideline?, next: Guideline?) {
    guard let list = categories.first(where: { $0.name == guideline.category })?.guidelines,
      let index = list.firstIndex(where: { $0.slug == guideline.slug })
    else { return (nil, nil) }
    return (index > 0 ? list[index - 1] : nil, index + 1 < list.count ? list[index + 1] : nil)
  }

  /// Where a cross-reference leads from the page at `page`: the local page when the guideline is in
  /// the knowledge base, otherwise Apple's page for the topic; nil when it names no topic.
  func href(for reference: CrossReference, from page: String) -> String? {
    guard let slug = reference.slug, Slug.isValid(slug) else { return nil }
    if guidelinePaths[slug] != nil {
      let path = SitePath.relative(from: page, to: guidelinePath(slug))
      guard let anchor = reference.anchor, let section = sectionAnchors[slug]?[anchor.lowercased()] else { return path }
      return path + "#" + section
    }
    let anchor = reference.anchor.flatMap { Self.isFragment($0) ? "#" + $0 : nil } ?? ""
    return Topic.appleBaseURL + slug + anchor
  }

  /// True for an anchor that can follow "#" as it is: Apple's are letters, digits and hyphens.
  static func isFragment(_ text: String) -> Bool { isPlainASCII(text, allowing: "-_.") }

  /// True for a documentation path that can follow Apple's documentation URL as it is
  /// ("SwiftUI/Toggle", "UIKit/UIView/layoutSubviews()").
  static func isDocumentationPath(_ text: String) -> Bool {
    !text.contains("..") && isPlainASCII(text, allowing: "/-_.():")
  }

  /// Non-empty, and only ASCII letters, digits and the characters of `extra`.
  private static func isPlainASCII(_ text: String, allowing extra: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || extra.unicodeScalars.contains($0))
      }
  }

  /// The home page's anchor of a category's section.
  func categoryAnchor(_ name: String) -> String {
    "category-\((categories.firstIndex { $0.name == name } ?? 0) + 1)"
  }

  /// Guidelines by Apple's group, groups in the order their first guideline comes; guidelines
  /// without a group form a group of their own (nil), in place.
  static func grouped(_ guidelines: [Guideline]) -> [(group: String?, guidelines: [Guideline])] {
    var result: [(group: String?, guidelines: [Guideline])] = []
    for guideline in guidelines {
      if let index = result.firstIndex(where: { $0.group == guideline.group }) {
        result[index].guidelines.append(guideline)
      } else {
        result.append((guideline.group, [guideline]))
      }
    }
    return result
  }

  /// The linker for one record's text on the page at `page`; `terms` limits glossary links to
  /// those glossary indexes (a page links each term once, where it first appears).
  func linker(for record: Record, on page: String, terms: Set<Int>? = nil) -> TextLinker {
    var targets: [TextLinker.Target] = []
    for reference in record.references {
      guard let href = href(for: reference, from: page) else { continue }
      let title = reference.slug.flatMap { knowledgeBase.topic(slug: $0)?.title.en }
      targets.append(.init(words: reference.label, href: href, className: "xref", title: title))
    }
    for index in glossaryTerms(of: record) where terms?.contains(index) ?? true {
      let term = knowledgeBase.glossary[index]
      let href = SitePath.relative(from: page, to: SitePath.glossary + "#" + glossaryAnchors[index])
      let title = "\(term.ko) · \(term.en)"
      targets.append(.init(words: term.ko, href: href, className: "term", title: title))
      targets.append(.init(words: term.en, href: href, className: "term", title: title))
    }
    return TextLinker(targets: targets)
  }

  /// The glossary indexes of the terms `record` uses, in glossary order.
  func glossaryTerms(of record: Record) -> [Int] {
    termsByRecord[record.id] ?? []
  }

  /// `SitePath.guideline(slug)`, sanitised once per build rather than once per link.
  func guidelinePath(_ slug: String) -> String {
    guidelinePaths[slug] ?? SitePath.guideline(slug)
  }

  /// A link to a record's permalink from the page at `page`.
  func recordHref(_ id: RecordID, from page: String) -> String {
    let guidelinePage = guidelinePath(id.slug)
    return SitePath.relative(from: page, to: SitePath.record(id, onPage: guidelinePage))
  }
}
