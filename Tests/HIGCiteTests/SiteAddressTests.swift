import HIGCite
import HIGModel
import Testing

@Suite struct SiteAddressTests {
  @Test(
    "links a rule to its anchor on its guideline's page",
    arguments: [
      ("https://hig.example.kr", "https://hig.example.kr/modality.html#modality/x7k2mq"),
      ("https://hig.example.kr/ko/", "https://hig.example.kr/ko/modality.html#modality/x7k2mq"),
      ("HTTP://localhost:8000/", "HTTP://localhost:8000/modality.html#modality/x7k2mq"),
      (" https://example.github.io/h(i)g ", "https://example.github.io/h(i)g/modality.html#modality/x7k2mq"),
    ])
  func linksARule(base: String, expected: String) throws {
    let site = try #require(SiteAddress(baseURL: base))
    #expect(site.url(for: RecordID(rawValue: "modality/x7k2mq")) == expected)
  }

  /// `hig cite`, `hig check` and `hig site` read base URLs alike: a relative one would make links
  /// that lead nowhere once a citation is pasted into a review, and the sitemap needs full addresses.
  @Test(
    "rejects what is not the absolute address of a site",
    arguments: [
      "", "  ", ".", "/", "/hig", "../site", "example.com", "ftp://host", "file:///srv/site", "https://",
      "https:///path", "https://a b", "https://host/#x", "https://x.com/?q=1", "mailto:x", "javascript:alert(1)",
    ])
  func rejects(base: String) {
    #expect(SiteAddress(baseURL: base) == nil)
  }
}
