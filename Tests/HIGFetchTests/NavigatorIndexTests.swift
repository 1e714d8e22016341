import Foundation
import Testing

@testable import HIGFetch

/// The page list comes from the table of contents' tree: every node with a HIG path, in order.
@Suite struct NavigatorIndexTests {
  @Test func pagesAreTheNodesWithAPathUnderTheHIGInTreeOrder() throws {
    let json = """
      {"interfaceLanguages": {"swift": [{"path": "/design/human-interface-guidelines", "title": "Human Interface Guidelines",
        "type": "module", "children": [
          {"title": "Getting started", "type": "groupMarker"},
          {"path": "/design/human-interface-guidelines/designing-for-ios", "title": "Designing for iOS", "type": "article"},
          {"path": "/design/human-interface-guidelines/components", "title": "Components", "type": "symbol", "children": [
            {"path": "/design/human-interface-guidelines/selection-and-input", "title": "Selection and input", "type": "symbol",
             "children": [{"path": "/design/human-interface-guidelines/toggles", "title": "Toggles", "type": "article"}]}]},
          {"path": "/design/human-interface-guidelines/Toggles", "title": "Toggles again", "type": "article"},
          {"path": "/documentation/swiftui/toggle", "title": "Toggle", "type": "symbol"},
          {"path": "/design/human-interface-guidelines/a/b", "title": "Nested", "type": "article"},
          {"path": "/design/human-interface-guidelines/..", "title": "Up", "type": "article"}]}]},
       "schemaVersion": {"major": 0, "minor": 3, "patch": 0}}
      """
    let index = try NavigatorIndex(data: Data(json.utf8))
    #expect(index.pages.map(\.slug) == ["designing-for-ios", "components", "selection-and-input", "toggles"])
    #expect(index.pages[3].title == "Toggles")
  }

  @Test(arguments: [
    ("[]", "interfaceLanguages"), ("not json", "not JSON"), (#"{"interfaceLanguages": {"swift": []}}"#, "no page"),
  ])
  func anythingElseIsRefusedWithAReason(_ json: String, _ reason: String) {
    #expect {
      try NavigatorIndex(data: Data(json.utf8))
    } throws: { error in
      "\(error)".contains(reason)
    }
  }

  /// A table of contents of a hundred thousand nodes is no HIG: it is refused, naming the cap,
  /// before a single page is asked for.
  @Test func aTableOfContentsOfMorePagesThanTheCapIsRefused() {
    let nodes = (0...NavigatorIndex.largestPageCount).map {
      #"{"path": "/design/human-interface-guidelines/p\#($0)", "title": "P", "type": "article"}"#
    }
    let json = #"{"interfaceLanguages": {"swift": ["# + nodes.joined(separator: ",") + "]}}"
    #expect {
      try NavigatorIndex(data: Data(json.utf8))
    } throws: { error in
      "\(error)".contains("lists 2001 pages, more than the 2000 hig fetches")
    }
  }
}
