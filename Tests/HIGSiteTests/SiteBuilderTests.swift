import Foundation
import HIGModel
import TestSupport
import Testing

@testable import HIGSite

@Suite(.serialized) struct SiteBuilderTests {
  @Test func theFixtureContentGivesEveryPageKind() throws {
    let site = try BuiltSite.fixture.get()
    var expected = ["index.html", "glossary.html", "search.html", "404.html"]
    expected += site.knowledgeBase.guidelines.map { "\($0.slug).html" }
    expected += ["ios", "ipados", "macos", "tvos", "visionos", "watchos"].map { "platforms/\($0).html" }
    #expect(Set(site.pagePaths) == Set(expected))
    #expect(site.files["sitemap.xml"] != nil)
    #expect(site.files["assets/style.css"] != nil)
  }

  @Test func everyPageParsesWithLibxml2WithoutErrors() throws {
    let site = try BuiltSite.fixture.get()
    for path in site.pagePaths {
      let page = site.page(path)
      #expect(page.errors.isEmpty, "\(path): \(page.errors.joined(separator: "; "))")
      #expect(page.elements(named: "main").count == 1, "\(path) has one main landmark")
      #expect(page.elements(named: "h1").count == 1, "\(path) has one h1")
    }
  }

  @Test func headingsNeverSkipALevel() throws {
    let site = try BuiltSite.fixture.get()
    for path in site.pagePaths {
      var previous = 0
      for element in site.page(path).elements where element.name.count == 2 && element.name.hasPrefix("h") {
        guard let level = Int(element.name.dropFirst()) else { continue }
        #expect(level <= previous + 1, "\(path): h\(level) after h\(previous)")
        previous = level
      }
    }
  }

  @Test func everyRecordHasAPermalinkAnchorEqualToItsID() throws {
    let site = try BuiltSite.fixture.get()
    for guideline in site.knowledgeBase.guidelines {
      let ids = site.page(SitePath.guideline(guideline.slug)).ids
      for record in guideline.records {
        #expect(ids.contains(record.id.rawValue), "\(record.id) has no anchor")
      }
    }
  }

  @Test func oldIDsOfRewrittenRulesKeepAnAnchorNextToTheRule() throws {
    var kb = try BuiltSite.fixture.get().knowledgeBase
    let rule = try #require(kb.guideline(slug: "modality")?.records.first { $0.kind == .rule })
    let old = RecordID(rawValue: "modality/0cd1d0")
    kb.aliases[old] = rule.id
    let site = try BuiltSite(knowledgeBase: kb)
    let ids = site.page(SitePath.guideline("modality")).ids
    #expect(ids.contains(old.rawValue))
    #expect(ids.contains(rule.id.rawValue))
  }

  @Test func bilingualRecordsShowBothLanguagesMarkedWithLang() throws {
    let site = try BuiltSite.fixture.get()
    let paired = site.knowledgeBase.guidelines.first { guideline in guideline.records.contains { $0.text.isPair } }
    let guideline = try #require(paired)
    let firstPair = guideline.records.first { $0.text.isPair }
    let record = try #require(firstPair)
    let page = site.page(SitePath.guideline(guideline.slug))
    let english = page.elements.filter { $0.attributes["class"] == "text text-en" && $0.attributes["lang"] == "en" }
    let korean = page.elements.filter { $0.attributes["class"] == "text text-ko" && $0.attributes["lang"] == "ko" }
    #expect(english.contains { $0.text.contains(record.text.en!.prefix(30)) })
    #expect(korean.contains { $0.text.contains(record.text.ko!.prefix(20)) })
    #expect(page.elements.contains { $0.attributes["data-lang-choice"] == "en" })
  }

  @Test func rulesCarryTheirStrengthAndACitation() throws {
    let site = try BuiltSite.fixture.get()
    let guideline = try #require(site.knowledgeBase.guideline(slug: "drag-and-drop"))
    let page = site.page(SitePath.guideline(guideline.slug))
    for record in guideline.records where record.kind == .rule {
      let element = try #require(page.elements.first { $0.attributes["id"] == record.id.rawValue })
      let classes = element.attributes["class"] ?? ""
      #expect(classes.contains("rule"))
      if let strength = record.strength { #expect(classes.contains("strength-\(strength.rawValue)")) }
    }
    // The browser composes each citation from the page (CopyCitationTests compares it with hig cite's).
    let buttons = page.elements.filter { $0.attributes["class"] == "copy-citation" }
    #expect(buttons.count == Set(guideline.records.map(\.id)).count)
    #expect(buttons.allSatisfy { $0.attributes["data-cite-facts"] != nil && $0.attributes["data-citation"] == nil })
    #expect(
      page.elements.contains { $0.attributes["data-cite-location"] == "드래그 앤 드롭 (Drag and drop) › Best practices" })
  }

  /// The citation script loads where records are, not on the search page, whose bytes a query pays.
  @Test func onlyPagesWithRecordsLoadTheCitationScript() throws {
    let site = try BuiltSite.fixture.get()
    func scripts(_ path: String) -> [String] {
      site.page(path).elements.filter { $0.name == "script" }.compactMap { $0.attributes["src"] }
    }
    #expect(scripts("drag-and-drop.html").contains("assets/cite.js"))
    // Platform pages list statements linking to the records, not the records themselves.
    #expect(!scripts("platforms/macos.html").contains("../assets/cite.js"))
    #expect(!scripts("search.html").contains("assets/cite.js"))
    #expect(!scripts("index.html").contains("assets/cite.js"))
  }

  @Test func translatorsNotesAreAsides() throws {
    let site = try BuiltSite.fixture.get()
    let guideline = try #require(site.knowledgeBase.guideline(slug: "drag-and-drop"))
    let note = try #require(guideline.records.first { $0.kind == .translatorNote })
    let element = try #require(
      site.page(SitePath.guideline("drag-and-drop")).elements.first { $0.attributes["id"] == note.id.rawValue })
    #expect(element.name == "aside")
  }

  @Test func homeGroupsGuidelinesByCategoryWithBothTitles() throws {
    let site = try BuiltSite.fixture.get()
    let home = site.page(SitePath.home)
    for guideline in site.knowledgeBase.guidelines {
      let link = try #require(
        home.elements.first { $0.name == "a" && $0.attributes["href"] == SitePath.guideline(guideline.slug) })
      if let ko = guideline.title.ko { #expect(link.text.contains(ko)) }
      if let en = guideline.title.en { #expect(link.text.contains(en)) }
    }
    #expect(home.elements.contains { $0.name == "form" && $0.attributes["role"] == "search" })
  }

  /// However large the content, a platform's page is a compact list split into pages: every record
  /// of the platform's sections once, its statement linking to the record on its guideline's page.
  @Test func platformPagesAreCompactListsSplitIntoPages() throws {
    let base = try BuiltSite.fixture.get().knowledgeBase
    let platform = Platform.iOS
    // Many small copies of the fixture guidelines' iOS sections: more rules than one page holds.
    let pages = base.guidelines.compactMap { guideline -> Guideline? in
      var kept = guideline
      kept.sections = guideline.sections.filter { $0.platforms.contains(platform) && $0.translation == nil }
      return kept.sections.isEmpty ? nil : kept
    }
    var knowledgeBase = base
    knowledgeBase.guidelines = (0..<(PlatformPage.itemsPerPage + 20)).flatMap { copy in
      pages.map { guideline in
        var copied = guideline
        copied.slug = "\(guideline.slug)-\(copy)"
        for section in copied.sections.indices {
          for record in copied.sections[section].records.indices {
            let id = copied.sections[section].records[record].id
            copied.sections[section].records[record].id = RecordID(rawValue: "\(copied.slug)/\(id.key)")
          }
        }
        return copied
      }
    }
    let site = try BuiltSite(knowledgeBase: knowledgeBase)
    let expected = Set(
      knowledgeBase.guidelines.flatMap { guideline in
        guideline.sections.filter { $0.platforms.contains(platform) && $0.translation == nil }.flatMap(\.records)
          .filter { [.rule, .listItem, .explanation].contains($0.kind) }
          .map { "../\(SitePath.guideline(guideline.slug))#\($0.id.rawValue)" }
      })
    #expect(expected.count > PlatformPage.itemsPerPage)
    let platformPages = site.pagePaths.filter { $0 == "platforms/ios.html" || $0.hasPrefix("platforms/ios-") }
    #expect(platformPages.count > 1)
    var listed: [String] = []
    for path in platformPages {
      let links = site.page(path).elements(named: "a").compactMap { $0.attributes["href"] }
      let records = links.filter { $0.contains("#") && !$0.hasPrefix("#") }
      #expect(records.count <= PlatformPage.itemsPerPage, "\(path)")
      listed += records
      // Every page links to every other one.
      #expect(Set(platformPages.map { "../" + $0 }).isSubset(of: Set(links)), "\(path)")
    }
    #expect(listed.count == expected.count)
    #expect(Set(listed) == expected)
  }

  @Test func platformPagesListUnsupportedGuidelines() throws {
    let site = try BuiltSite.fixture.get()
    for platform in Platform.allCases {
      let page = site.page(SitePath.platform(platform))
      let unsupported = site.knowledgeBase.guidelines.filter { $0.platforms.unsupported.contains(platform) }
      let section = try #require(page.elements.first { $0.attributes["class"] == "unsupported" })
      for guideline in unsupported { #expect(section.text.contains(guideline.title.preferring(.ko))) }
    }
  }

  @Test func glossaryListsEveryTermWithItsUses() throws {
    let site = try BuiltSite.fixture.get()
    let glossary = site.page(SitePath.glossary)
    let rows = glossary.elements(named: "tr").filter { $0.attributes["id"]?.hasPrefix("term-") == true }
    #expect(rows.count == site.knowledgeBase.glossary.count)
    for term in site.knowledgeBase.glossary {
      #expect(rows.contains { $0.text.contains(term.ko) && $0.text.contains(term.en) })
    }
  }

  @Test func sitemapListsEveryPageWithTheBaseURL() throws {
    let site = try BuiltSite(baseURL: "https://example.github.io/hig/")
    let sitemap = String(decoding: site.files["sitemap.xml"]!, as: UTF8.self)
    for path in site.pagePaths where path != "404.html" {
      #expect(sitemap.contains("<loc>https://example.github.io/hig/\(path)</loc>"))
    }
    #expect(
      site.html("index.html").contains("<link rel=\"canonical\" href=\"https://example.github.io/hig/index.html\">"))
    #expect(site.html("404.html").contains("href=\"https://example.github.io/hig/assets/style.css\""))
  }

  @Test func citationsLinkTheSitePermalinkWhenTheBaseURLIsKnown() throws {
    let site = try BuiltSite(baseURL: "https://example.github.io/hig/")
    let record = try #require(site.knowledgeBase.guideline(slug: "modality")?.records.first)
    let page = site.page("modality.html")
    #expect(page.elements.contains { $0.attributes["data-cite-page"] == "https://example.github.io/hig/modality.html" })
    #expect(page.elements.contains { $0.attributes["id"] == record.id.rawValue })
    #expect(
      try !BuiltSite.fixture.get().html("modality.html").contains("data-cite-page"), "without a base URL, Apple's page")
  }

  @Test func aGuidelineCannotTakeTheNameOfASitePage() {
    #expect(SitePath.guideline("search") == "search-guideline.html")
    #expect(SitePath.guideline("index") == "index-guideline.html")
    #expect(SitePath.guideline("searching") == "searching.html")
  }
}
