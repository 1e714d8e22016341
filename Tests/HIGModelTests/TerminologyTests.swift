import Foundation
@testable import HIGModel
import Testing

@Suite struct TerminologyTests {
  let terminology = Terminology(concepts: [
    TermConcept(english: ["tab bar"], korean: "탭 막대", variants: ["탭 바", "탭바"], status: .official, topic: "tab-bars"),
    TermConcept(english: ["task"], korean: "작업", status: .official),
    TermConcept(english: ["action"], korean: "동작", variants: ["작업", "액션"], status: .official),
    TermConcept(english: ["split view"], korean: nil, variants: ["분할 보기"], status: .official),
  ])

  @Test(arguments: [
    ("Tab bars", "tabbar"), ("tab-bar", "tabbar"), ("Check boxes", "checkbox"), ("Status", "status"),
    ("Activity rings", "activityring"), ("Progress indicators", "progressindicator"), ("Galleries", "gallery"),
    ("Pop-up buttons", "popupbutton"), ("iOS", "ios"), ("Glasses", "glass"), ("Context menus", "contextmenu"),
    ("Submenus", "submenu"), ("Bonus", "bonus"), ("The menu bar", "menubar"), ("The", "the"),
  ])
  func englishNamesCompareWithoutCaseSpacingOrAPlural(_ name: String, _ key: String) {
    #expect(Terminology.englishKey(name) == key)
  }

  @Test func koreanNamesCompareWithoutSpacingAndSpellingsKeepIt() {
    #expect(Terminology.koreanKey("탭 막대") == Terminology.koreanKey("탭막대"))
    #expect(Terminology.koreanKey("Dock 메뉴") == "dock메뉴")
    #expect(Terminology.spelling("탭  바") == Terminology.spelling("탭 바"))
    #expect(Terminology.spelling("탭바") != Terminology.spelling("탭 바"))
  }

  /// The keys of ASCII and Hangul names, worked out over bytes, are their definitions over characters.
  @Test(arguments: [
    "Tab Bars", "the  menu bar", "Pop-up buttons", "Wi-Fi 6", "탭 막대", "Dock 메뉴", "Drag & Drop", "2D/3D", "",
    "Café", "e\u{301}", "\u{212A}elvin", "İcon", "탭\u{1161}", "\r\nA",
  ])
  func keysAreTheirDefinitionsOverCharacters(_ name: String) {
    var words = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    if words.count > 1, words[0] == "the" { words.removeFirst() }
    if let last = words.popLast() { words.append(Terminology.singular(last)) }
    #expect(Terminology.englishKey(name) == words.joined())
    #expect(Terminology.koreanKey(name) == String(name.lowercased().filter { $0.isLetter || $0.isNumber }))
    let nameKey = name.lowercased().replacingOccurrences(of: "&", with: "and").filter { $0.isLetter || $0.isNumber }
    #expect(Topic.nameKey(name) == nameKey)
  }

  @Test func findsAConceptByAnyOfItsNames() {
    #expect(terminology.concept(english: "Tab Bars")?.korean == "탭 막대")
    #expect(terminology.concepts(korean: "탭바").map(\.term) == ["tab bar"])
    #expect(terminology.concepts(korean: "작업").map(\.term) == ["task", "action"])
    #expect(terminology.concept(english: "toolbar") == nil)
  }

  @Test func glossaryPairsAreEveryKoreanNameWithTheEnglishTerm() {
    let pairs = terminology.glossaryPairs.map { "\($0.ko)=\($0.en)" }
    #expect(
      pairs == [
        "탭 막대=tab bar", "탭 바=tab bar", "탭바=tab bar", "작업=task", "동작=action", "작업=action", "액션=action",
        "분할 보기=split view",
      ])
  }

  @Test func survivesTheKnowledgeBasesJSON() throws {
    let kb = KnowledgeBase(contentFingerprint: "x", guidelines: [], terminology: terminology)
    let decoded = try JSONDecoder().decode(KnowledgeBase.self, from: JSONEncoder().encode(kb))
    #expect(decoded.terminology == terminology)
  }
}
