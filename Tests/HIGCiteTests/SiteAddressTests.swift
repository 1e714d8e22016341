import HIGCite
import HIGModel
import Testing

@Suite struct SiteAddressTests {
  @Test(
    "links a rule to its anchor on its guideline's page",
    arguments: [
      ("https://hig.example.kr", "https://hig.example.kr/modality.html#modality/x7k2mq"),
      ("https://hig.example.kr/ko/", "https://hig.example.kr/ko/modality.html#modality/x7k2mq"),
      (".", "./modality.html#modality/x7k2mq"),
      ("/", "/modality.html#modality/x7k2mq"),
    ])
  func linksARule(base: String, expected: String) throws {
    let site = try #require(SiteAddress(baseURL: base))
    #expect(site.url(for: RecordID(rawValue: "modality/x7k2mq")) == expected)
  }

  @Test(
    "rejects what is not a base URL", arguments: ["", "  ", "ftp://host", "https://a b", "https://host/#x", "mailto:x"])
  func rejects(base: String) {
    #expect(SiteAddress(baseURL: base) == nil)
  }
}
