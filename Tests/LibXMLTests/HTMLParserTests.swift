import LibXML
import Testing

@Suite(.serialized) struct HTMLParserTests {
  @Test func readsElementsAttributesAndTextInDocumentOrder() throws {
    let page = try HTMLParser.parse(
      "<html><body><article id=\"post\"><h1>토글</h1><p><b>켜기.</b> 설명 <a href=\"modality.html\">모달리티</a></p></article></body></html>"
    )
    let article = try #require(page.descendants(of: page.root).first { page.nodes[$0].name == "article" })
    #expect(page.attribute("id", of: article) == "post")
    #expect(page.text(of: article) == "토글켜기. 설명 모달리티")
    let link = try #require(page.descendants(of: page.root).first { page.nodes[$0].name == "a" })
    #expect(page.attribute("href", of: link) == "modality.html")
  }

  @Test func keepsCommentsApartFromText() throws {
    let page = try HTMLParser.parse("<p>보이는 글<!-- 숨은 주석 --></p>")
    #expect(page.text(of: page.root) == "보이는 글")
    #expect(page.nodes.contains { $0.kind == .comment && $0.text.contains("숨은 주석") })
  }

  @Test func recordsSourceLines() throws {
    let page = try HTMLParser.parse("<html>\n<body>\n<p>first</p>\n<p>second</p>\n</body></html>")
    let paragraphs = page.nodes.filter { $0.name == "p" }
    #expect(paragraphs.map(\.line) == [3, 4])
  }

  @Test(arguments: [1_000, 100_000])
  func foldsDeepNestingWithoutCrashingAndKeepsTheText(levels: Int) throws {
    let html = String(repeating: "<div>", count: levels) + "깊은 글" + String(repeating: "</div>", count: levels)
    let page = try HTMLParser.parse(html)
    #expect(page.text(of: page.root).contains("깊은 글"))
    var deepest = 0
    for index in page.nodes.indices {
      var depth = 0
      var parent = page.nodes[index].parent
      while let next = parent {
        depth += 1
        parent = page.nodes[next].parent
      }
      deepest = max(deepest, depth)
    }
    #expect(deepest <= HTMLParser.maximumDepth + 2)
  }

  @Test func readsBrokenMarkupForgivingly() throws {
    let page = try HTMLParser.parse("<p>열린 <b>굵게 <i>기울임</p><li>항목")
    #expect(page.text(of: page.root) == "열린 굵게 기울임항목")
  }
}
