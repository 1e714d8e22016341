import LibXML
import Testing

@Suite(.serialized) struct HTMLDocumentTests {
  static let hostileTexts = [
    "<script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
    "드래그 & 드롭 <b>굵게</b>",
    "&amp; stays &amp;",
  ]

  @Test(arguments: hostileTexts)
  func textIsWrittenAsTextNeverAsMarkup(_ hostile: String) throws {
    let page = HTMLDocument(
      root: HTMLElement("html", ["lang": "ko"], [HTMLElement("body", [:], [.text(hostile)]).node]))
    let html = try page.serializedHTML()
    #expect(!html.contains("<script>"))
    #expect(!html.contains("<img"))
    #expect(!html.contains("<b>"))
    #expect(html.contains("&lt;") || !hostile.contains("<"))
  }

  /// Text without '<', '>' or '&' skips libxml2's escaping; beside text that needs it, in the same
  /// element and in a script, each comes out as escaping alone would write it.
  @Test func plainTextIsWrittenAsEscapingWouldWriteIt() throws {
    let page = HTMLDocument(
      root: HTMLElement(
        "html", [:],
        [
          HTMLElement("p", [:], [.text("드래그 앤 드롭 \"quoted\" 'x'"), .text(" a < b & c > d")]).node,
          HTMLElement("script", [:], [.text("if (a < b) { run(); }")]).node,
        ]))
    let html = try page.serializedHTML()
    #expect(html.contains("<p>드래그 앤 드롭 \"quoted\" 'x' a &lt; b &amp; c &gt; d</p>"))
    #expect(html.contains("<script>if (a < b) { run(); }</script>"))
  }

  @Test(arguments: hostileTexts)
  func attributeValuesCannotCloseTheirQuotes(_ hostile: String) throws {
    let element = HTMLElement("div", ["title": hostile, "data-citation": hostile], ["x"])
    let html = try HTMLDocument(root: HTMLElement("html", [:], [element.node])).serializedHTML()
    #expect(!html.contains("<img"))
    #expect(!html.contains("\"><"))
  }

  /// Control characters anywhere in a text (the scan reads eight bytes at a time, so before, inside
  /// and after a full word) are dropped, as are U+FFFE and U+FFFF; tab, line feeds and text that
  /// only looks close (U+FEFF, Hangul) are kept.
  @Test(arguments: [
    ("a\u{01}b", "ab"), ("드래그 앤 드롭\u{0}", "드래그 앤 드롭"), ("12345678\u{1F}9", "123456789"),
    ("\u{FFFE}모달\u{FFFF}리티", "모달리티"), ("tab\tand\nline", "tab\tand\nline"),
    ("\u{FEFF}keep 드래그 and more", "\u{FEFF}keep 드래그 and more"),
  ])
  func controlCharactersAreDroppedFromTextAndAttributes(_ text: String, _ expected: String) throws {
    let page = HTMLDocument(root: HTMLElement("html", [:], [HTMLElement("p", ["title": text], [.text(text)]).node]))
    let html = try page.serializedHTML()
    #expect(html.contains("<p title=\"\(expected)\">\(expected)</p>"))
  }

  @Test func pagesStartWithTheHTML5DoctypeAndKeepKoreanAsUTF8() throws {
    let html = try HTMLDocument(
      root: HTMLElement("html", ["lang": "ko"], [HTMLElement("body", [:], ["모달리티"]).node])
    ).serializedHTML()
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("모달리티"))
  }

  @Test func voidElementsHaveNoClosingTag() throws {
    let head = HTMLElement(
      "head", [:],
      [
        HTMLElement("meta", ["charset": "utf-8"]).node,
        HTMLElement("link", ["rel": "stylesheet", "href": "a.css"]).node,
      ])
    let html = try HTMLDocument(root: HTMLElement("html", [:], [head.node])).serializedHTML()
    #expect(!html.contains("</meta>"))
    #expect(!html.contains("</link>"))
  }

  @Test(arguments: ["a b", "<x", "", "on click"])
  func invalidElementNamesAreRejected(_ name: String) {
    #expect(throws: HTMLSerializationError.invalidName(name)) {
      try HTMLDocument(root: HTMLElement("html", [:], [HTMLElement(name).node])).serializedHTML()
    }
  }

  @Test func xmlDocumentsHaveADeclaration() throws {
    let xml = try HTMLDocument(
      root: HTMLElement(
        "urlset", ["xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9"],
        [
          HTMLElement("url", [:], [HTMLElement("loc", [:], ["https://example.com/?a=1&b=2"]).node]).node
        ])
    ).serializedXML()
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
    #expect(xml.contains("a=1&amp;b=2"))
  }
}
