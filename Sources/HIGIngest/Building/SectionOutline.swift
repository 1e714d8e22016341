import HIGModel

/// Lays a page's blocks out into sections, heading by heading: each heading's kind, its level, the
/// platforms it is about, and an anchor unique within the page; every other block goes to the
/// section open at the time.
///
/// A HIG page nests platform sections under "Platform considerations" ("iOS, iPadOS", "macOS"),
/// sometimes with topics under them, and texts often get the levels wrong: a platform written at
/// the level of "Platform considerations" still nests in it, and a topic of unknown level under a
/// platform is one level below it.
///
///     var outline = SectionOutline()
///     for block in blocks { outline.add(block) }
///     outline.sections.map(\.anchor)  // ["overview", "best-practices", "platform-considerations", "ios-ipados"]
struct SectionOutline {
  /// The sections so far, starting with the overview (text before the first heading).
  private(set) var sections = [Section(anchor: "overview", heading: nil, kind: .overview, level: 2)]
  /// The blocks of each section, by the section's index.
  private(set) var blocks: [[Block]] = [[]]
  /// The language of every heading when the page states it (Apple's pages), else guessed per heading.
  var language: Language?

  private var anchors: Set<String> = ["overview"]
  /// The next suffix to try for each base anchor.
  private var suffixes: [String: Int] = [:]
  /// The level of "Platform considerations" while its sections last; nil outside it.
  private var considerationsLevel: Int?
  /// The innermost platform section open, and the platforms it names.
  private var platformScope: (level: Int, platforms: [Platform])?

  init(language: Language? = nil) {
    self.language = language
  }

  mutating func add(_ block: Block) {
    guard block.kind == .heading else {
      blocks[blocks.count - 1].append(block)
      return
    }
    let kind = kind(of: block)
    let named = PlatformMentions.find(in: block.text, includingDevices: true)
    let level = level(of: block, kind: kind)
    closeScopes(before: kind, at: level)
    let platforms = platforms(of: kind, at: level, named: named)
    let headingLanguage = language ?? LetterCounts.language(of: block.text)
    let heading = headingLanguage == .ko ? LocalizedText(ko: block.text) : LocalizedText(en: block.text)
    sections.append(
      Section(
        anchor: uniqueAnchor(for: block), heading: heading, kind: kind, level: level, platforms: platforms,
        appleAnchor: block.anchor))
    blocks.append([])
  }

  /// The heading's role; Apple's English anchors name the standard sections in any language.
  private func kind(of heading: Block) -> SectionKind {
    if let anchor = heading.anchor {
      let kind = SectionHeading.kind(of: anchor.replacingOccurrences(of: "-", with: " "))
      if kind != .topic { return kind }
    }
    return SectionHeading.kind(of: heading.text)
  }

  private func level(of heading: Block, kind: SectionKind) -> Int {
    switch kind {
    case .platform:
      guard let considerations = considerationsLevel else { return heading.level ?? 2 }
      // "## iOS" right under "## 플랫폼 고려사항": a platform at the wrong level still nests in it.
      guard let level = heading.level else { return 3 }
      return level <= considerations ? considerations + 1 : level
    case .topic:
      return heading.level ?? platformScope.map { $0.level + 1 } ?? 2
    default:
      return heading.level ?? 2
    }
  }

  /// Leaves the platform section and Platform considerations that a heading at `level` ends.
  private mutating func closeScopes(before kind: SectionKind, at level: Int) {
    if let scope = platformScope, level <= scope.level, kind != .platform { platformScope = nil }
    // A topic below the top level stays inside Platform considerations; anything else decides.
    if kind != .platform, kind != .topic || level <= 2 {
      considerationsLevel = kind == .platformConsiderations ? level : nil
    }
  }

  /// The platforms a new section is about: its own for a platform section, its platform
  /// section's for one nested in it, or those a topic under Platform considerations names.
  private mutating func platforms(of kind: SectionKind, at level: Int, named: [Platform]) -> [Platform] {
    if kind == .platform {
      platformScope = (level, named)
      return named
    }
    if let scope = platformScope { return named.isEmpty ? scope.platforms : named }
    if kind == .topic, !named.isEmpty, considerationsLevel != nil { return named }
    return []
  }

  /// The heading's anchor (Apple's, lowercased, else made from its text), unique within the page.
  private mutating func uniqueAnchor(for heading: Block) -> String {
    var anchor = Slug.make(heading.anchor ?? heading.text)
    if anchor.isEmpty { anchor = "section-\(sections.count)" }
    var unique = anchor
    // Counting on from the last suffix a base took keeps a page of a thousand alike headings linear.
    var counter = suffixes[anchor] ?? 2
    while anchors.contains(unique) {
      unique = "\(anchor)-\(counter)"
      counter += 1
    }
    suffixes[anchor] = counter
    anchors.insert(unique)
    return unique
  }
}
