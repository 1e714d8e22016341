import Foundation
import HIGModel

/// The map of Apple's HIG topics, with a lookup from any name a text uses to the topic's slug.
///
///     catalog.slug(named: "Alerts")        // "alerts"
///     catalog.slug(named: "오디오 재생")      // "playing-audio"
///     catalog.slug(named: "Pointers")      // "pointing-devices" (an older title)
public struct TopicCatalog: Sendable {
  public private(set) var topics: [Topic]
  private var slugsByName: [String: String] = [:]
  /// Each slug's first topic: every guideline and every link asks for its topic.
  private var topicsBySlug: [String: Int] = [:]

  public init(topics: [Topic]) {
    self.topics = topics
    for (index, topic) in topics.enumerated() where topicsBySlug[topic.slug] == nil { topicsBySlug[topic.slug] = index }
    for topic in topics {
      let names = [topic.title.en, topic.title.ko, topic.slug].compactMap { $0 } + topic.aliases
      for name in names where slugsByName[Topic.nameKey(name)] == nil {
        slugsByName[Topic.nameKey(name)] = topic.slug
      }
    }
  }

  /// The topic a name refers to, ignoring case, spacing, punctuation and "&" versus "and".
  public func slug(named name: String) -> String? {
    slugsByName[Topic.nameKey(name)]
  }

  public func topic(slug: String) -> Topic? {
    topicsBySlug[slug].map { topics[$0] }
  }

  /// Reads Apple's topic list (slug, title, section, group) and, optionally, the Korean titles and
  /// other names (slug, title_ko, aliases separated by '|'). Lines starting with '#' are comments.
  public static func parse(topics: String, koreanTitles: String?) throws -> TopicCatalog {
    var korean: [String: (title: String, aliases: [String])] = [:]
    for fields in TSV.rows(koreanTitles ?? "") where fields.count >= 2 && fields[0] != "slug" {
      let aliases =
        fields.count > 2 ? fields[2].split(separator: "|").map { $0.trimmingSpaces } : []
      korean[fields[0]] = (fields[1], aliases.filter { !$0.isEmpty })
    }
    var result: [Topic] = []
    for fields in TSV.rows(topics) where fields.first != "slug" {
      guard fields.count >= 3, Slug.isValid(fields[0]) else {
        throw IngestError.malformedCatalog(line: fields.joined(separator: "\t"))
      }
      let extra = korean[fields[0]]
      result.append(
        Topic(
          slug: fields[0], title: LocalizedText(ko: extra?.title, en: fields[1]), section: fields[2],
          group: fields.count > 3 && !fields[3].isEmpty ? fields[3] : nil, aliases: extra?.aliases ?? []))
    }
    return TopicCatalog(topics: result)
  }

}
