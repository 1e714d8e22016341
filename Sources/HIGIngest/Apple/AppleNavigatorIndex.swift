import HIGModel

/// Apple's table of contents of the HIG (the navigator index `hig fetch` saves as `index.json`):
/// every page in Apple's order, with its section and its group within the section.
///
/// The tree's top level holds the sections ("Foundations", a page with its pages as children, or
/// a group marker followed by them); the second level holds the groups of a section ("Content"
/// under "Components"), again as pages with children (the page is then in its own group) or as
/// group markers. Pages are found by
/// their path, whose last component is the slug.
///
///     let index = try AppleNavigatorIndex(bytes: Array(data))
///     index.topics.first { $0.slug == "toggles" }?.group  // "Selection and input"
struct AppleNavigatorIndex {
  /// The pages in Apple's order (a page listed twice is kept where it first appears).
  var topics: [Topic]

  init(bytes: [UInt8]) throws {
    let root = try JSONNode.parse(bytes)
    let languages = root["interfaceLanguages"]?.pairs ?? []
    // Swift's tree when there is one, else whichever language the index lists first.
    let tree = (languages.first { $0.key == "swift" } ?? languages.first)?.value.elements ?? []
    // Apple's tree has the module ("Human Interface Guidelines") at the top, pages below it.
    let top = tree.count == 1 && !(tree[0]["children"]?.elements.isEmpty ?? true) ? tree[0]["children"]!.elements : tree
    var topics: [Topic] = []
    var seen: Set<String> = []
    func add(_ node: JSONNode, section: String, group: String?) {
      guard let path = node["path"]?.string, let slug = ApplePage.slug(ofIdentifier: path),
        seen.insert(slug).inserted
      else { return }
      let title = node["title"]?.string ?? slug
      topics.append(Topic(slug: slug, title: LocalizedText(en: title), section: section, group: group))
    }
    var sectionMarker: String?
    for node in top {
      let title = node["title"]?.string ?? ""
      let children = node["children"]?.elements ?? []
      if node["type"]?.string == "groupMarker" {
        sectionMarker = title
        continue
      }
      guard !children.isEmpty else {
        add(node, section: sectionMarker ?? title, group: nil)
        continue
      }
      sectionMarker = nil
      add(node, section: title, group: nil)
      var groupMarker: String?
      // Groups are the second level; anything deeper belongs to its group.
      var stack: [(node: JSONNode, group: String?)] = children.reversed().map { ($0, nil) }
      while let (child, inherited) = stack.popLast() {
        let childTitle = child["title"]?.string ?? ""
        let grandchildren = child["children"]?.elements ?? []
        if inherited == nil, child["type"]?.string == "groupMarker" {
          groupMarker = childTitle
          continue
        }
        // A page with pages under it heads the group it names ("Content", under Components).
        let group = inherited ?? (grandchildren.isEmpty ? groupMarker : childTitle)
        add(child, section: title, group: group)
        stack.append(contentsOf: grandchildren.reversed().map { ($0, group) })
      }
    }
    self.topics = topics
  }
}

extension AppleNavigatorIndex {
  /// The topics of the knowledge base: the index's pages in Apple's order, with the Korean titles
  /// and other names the catalog or the guidelines give them, then the catalog's other topics.
  static func topics(_ index: AppleNavigatorIndex, over catalog: TopicCatalog, guidelines: [Guideline]) -> [Topic] {
    var koreanTitles: [String: String] = [:]
    for guideline in guidelines where guideline.appleLanguages.contains(.ko) {
      koreanTitles[guideline.slug] = guideline.title.ko
    }
    var listed: Set<String> = []
    var topics: [Topic] = index.topics.map { topic in
      var topic = topic
      let known = catalog.topic(slug: topic.slug)
      topic.title.ko = koreanTitles[topic.slug] ?? known?.title.ko
      topic.aliases = known?.aliases ?? []
      listed.insert(topic.slug)
      return topic
    }
    topics += catalog.topics.filter { !listed.contains($0.slug) }
    return topics
  }
}
