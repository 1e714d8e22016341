import Foundation
import Testing

@testable import HIGIngest

@Suite struct URLStandardizedTests {
  @Test(
    "standardizedIfNeeded equals Foundation's standardizedFileURL",
    arguments: [
      "/a/b", "/a/./b", "/a//b", "/a/b/", "/a/..", "/a/../b", "/a/b.c", "/a/.hidden", "/a/...", "/a/..b",
      "/private/tmp/x", "/a%20b", "/a b/c", "/", "/.", "/a/.", "/탐색/모음",
    ])
  func standardizedIfNeededEqualsFoundation(path: String) {
    let url = URL(fileURLWithPath: path)
    #expect(url.standardizedIfNeeded == url.standardizedFileURL)
    #expect(url.standardizedIfNeeded.path == url.standardizedFileURL.path)
  }

  @Test(
    "standardPath equals the path of the standardized URL it stands for",
    arguments: [
      "/a/b", "/a/./b", "/a//b", "/a/b/", "/a/..", "/a/../b", "/a/...", "/private/tmp/x", "/a%20b", "/a b/c", "/",
      "/.", "/a/.", "/탐색/모음", "/작업 폴더/콘텐츠/", "//a", "/a/b//",
    ])
  func standardPathEqualsFoundation(path: String) {
    #expect(URL.standardPath(path) == URL(fileURLWithPath: path).standardizedIfNeeded.path)
  }

  @Test func onlyPathsWithNothingToStandardizeSkipFoundation() {
    #expect(URL.isStandard("/a/b.c/.hidden/...") == true)
    #expect(URL.isStandard("/a/./b") == false)
    #expect(URL.isStandard("/a//b") == false)
    #expect(URL.isStandard("/a/b/") == false)
    #expect(URL.isStandard("a/b") == false)
  }
}
