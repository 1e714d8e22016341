import Foundation
import TestSupport
import Testing

@testable import HIGIngest

struct SourceFormatTests {
  @Test(arguments: [
    ("page.html", "<!DOCTYPE html><html><body><p>본문</p></body></html>", SourceFormat.html),
    ("saved.txt", "  <html lang=\"ko\"><body>본문</body></html>", .html),
    ("export.md", "<!doctype html>\n<html>", .html),
    ("notes.txt", "---\ntitle: 토글\n---\n# 토글", .markdown),
    ("notes.txt", "# 토글\n\n**상태를 보여 주세요.** 설명", .markdown),
    ("toggles.md", "토글은 두 상태를 오갑니다.", .markdown),
    ("modality.txt", "모달리티(Modality)\n- 항목\n| 참고 상자 |", .text),
    ("page.html", "이 파일에는 태그가 없습니다", .text),
  ])
  func detectsTheFormatByContentThenExtension(path: String, text: String, expected: SourceFormat) {
    #expect(SourceFormat.detect(path: path, text: text) == expected)
  }
}
