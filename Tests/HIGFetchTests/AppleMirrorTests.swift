import Foundation
import HIGIngest
import HIGModel
import Testing

@testable import TestSupport

/// The whole-HIG mirror follows Apple's documented shape, and its Korean pages line up with the
/// English ones: what the ingester's end-to-end checks rely on.
@Suite struct AppleMirrorTests {
  static let mirror = AppleMirror(topics: TopicCatalog.builtIn.topics)
  /// Every page of the mirror, parsed once for all the tests: English, and Korean where it exists.
  static let pages: [String: (en: [String: Any], ko: [String: Any]?)] = {
    var pages: [String: (en: [String: Any], ko: [String: Any]?)] = [:]
    for topic in mirror.topics {
      let english = try? JSONSerialization.jsonObject(with: mirror.pageData(topic.slug, .en) ?? Data())
      let korean = try? mirror.pageData(topic.slug, .ko).flatMap { try JSONSerialization.jsonObject(with: $0) }
      pages[topic.slug] = ((english as? [String: Any]) ?? [:], korean as? [String: Any])
    }
    return pages
  }()

  static func blocks(_ page: [String: Any]) -> [[String: Any]] {
    let sections = page["primaryContentSections"] as? [[String: Any]] ?? []
    return sections.first?["content"] as? [[String: Any]] ?? []
  }

  /// Every string under `key` anywhere in `value`, depth first.
  static func all(_ key: String, in value: Any) -> [String] {
    var found: [String] = []
    func visit(_ value: Any) {
      if let object = value as? [String: Any] {
        if let string = object[key] as? String { found.append(string) }
        for key in object.keys.sorted() { visit(object[key]!) }
      } else if let array = value as? [Any] {
        for element in array { visit(element) }
      }
    }
    visit(value)
    return found
  }

  @Test func theIndexListsEveryTopicOnceInCatalogOrder() throws {
    let paths = Self.all("path", in: Self.mirror.index())
    let slugs = paths.filter { $0.hasPrefix("/design/human-interface-guidelines/") }.map {
      String($0.split(separator: "/").last!)
    }
    #expect(Set(slugs) == Set(TopicCatalog.builtIn.topics.map(\.slug)))
    #expect(slugs.count == TopicCatalog.builtIn.topics.count)
    #expect(Self.mirror.topics.count > 160)
    #expect(Self.mirror.englishOnly.count >= 3 && Self.mirror.englishOnly.count < 10)
    #expect(Self.mirror.newerKorean.count >= 3)
  }

  @Test func koreanPagesHaveTheEnglishAnchorsAndBlocksInTheSamePlaces() throws {
    for topic in Self.mirror.topics where !Self.mirror.englishOnly.contains(topic.slug) {
      let english = try #require(Self.pages[topic.slug]?.en)
      let korean = try #require(Self.pages[topic.slug]?.ko, "\(topic.slug) has no Korean page")
      let englishBlocks = Self.blocks(english)
      var koreanBlocks = Self.blocks(korean)
      if Self.mirror.newerKorean.contains(topic.slug) {
        #expect(koreanBlocks.count == englishBlocks.count + 1, "\(topic.slug)")
        // The extra block is where the types first differ (a paragraph where English has its note).
        let extra = try #require(
          koreanBlocks.indices.first {
            $0 >= englishBlocks.count || koreanBlocks[$0]["type"] as? String != englishBlocks[$0]["type"] as? String
          })
        koreanBlocks.remove(at: extra)
      }
      #expect(
        koreanBlocks.map { $0["type"] as? String } == englishBlocks.map { $0["type"] as? String }, "\(topic.slug)")
      #expect(Self.all("anchor", in: korean) == Self.all("anchor", in: english))
      #expect(
        (korean["identifier"] as? [String: Any])?["url"] as? String == (english["identifier"] as? [String: Any])?["url"]
          as? String)
      let koreanText = Self.all("text", in: koreanBlocks).joined()
      #expect(koreanText.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(topic.slug)")
      for case let reference as [String: Any] in (korean["references"] as? [String: Any] ?? [:]).values
      where (reference["identifier"] as? String)?.hasPrefix("doc://com.apple.HIG/") == true {
        #expect((reference["url"] as? String)?.hasPrefix("/kr/design/") == true)
      }
    }
  }

  @Test func articlesFollowTheDocumentedSkeleton() throws {
    var changeLogs = 0
    var articles = 0
    for topic in Self.mirror.topics {
      let page = try #require(Self.pages[topic.slug]?.en)
      guard (page["metadata"] as? [String: Any])?["role"] as? String == "article" else { continue }
      articles += 1
      let blocks = Self.blocks(page)
      let anchors = blocks.filter { $0["type"] as? String == "heading" }.compactMap { $0["anchor"] as? String }
      for anchor in ["Best-practices", "Platform-considerations", "Resources", "Related", "Developer-documentation"] {
        #expect(anchors.contains(anchor), "\(topic.slug) lacks \(anchor)")
      }
      if anchors.contains("Change-log") { changeLogs += 1 }
      let types = Set(blocks.compactMap { $0["type"] as? String })
      #expect(types.isSuperset(of: ["paragraph", "aside", "table", "unorderedList"]) || types.contains("orderedList"))
      let leads = blocks.filter { (($0["inlineContent"] as? [[String: Any]])?.first?["type"] as? String) == "strong" }
      #expect(leads.count >= 5)
      let texts = Self.all("text", in: blocks)
      #expect(texts.contains { $0.hasPrefix("No additional considerations for ") })
      // Every identifier the content uses has its reference.
      let references = page["references"] as? [String: Any] ?? [:]
      for identifier in Self.all("identifier", in: blocks) {
        #expect(references[identifier] != nil, "\(topic.slug): \(identifier)")
      }
      #expect(references.keys.contains { $0.hasPrefix("doc://com.apple.documentation/documentation/SwiftUI/") })
      let images = references.values.compactMap { $0 as? [String: Any] }.filter { $0["type"] as? String == "image" }
      #expect(
        images.contains {
          ($0["variants"] as? [[String: Any]])?.contains { ($0["traits"] as? [String]) == ["2x", "light"] } == true
        })
    }
    #expect(articles > 130)
    #expect(Double(changeLogs) / Double(articles) > 0.55 && Double(changeLogs) / Double(articles) < 0.75)
  }

  @Test func koreanParticlesFollowTheLastSyllable() {
    #expect(MirrorPhrases.particle("탭 막대", "을", "를") == "탭 막대를")
    #expect(MirrorPhrases.particle("토글", "을", "를") == "토글을")
    #expect(MirrorPhrases.particle("버튼", "으로", "로") == "버튼으로")
    #expect(MirrorPhrases.particle("레이블", "으로", "로") == "레이블로")
    #expect(MirrorPhrases.particle("SF Symbols", "을", "를") == "SF Symbols을(를)")
  }
}
