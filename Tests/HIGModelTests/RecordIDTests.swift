import Foundation
import TestSupport
import Testing

@testable import HIGModel

@Suite struct RecordIDTests {
  @Test func keyIgnoresWhitespaceLineBreaksPunctuationAndCase() {
    let a = RecordID(slug: "modality", text: "Provide a succinct title for each quick action.")
    let b = RecordID(slug: "modality", text: "provide a  succinct\ntitle for each quick action")
    #expect(a == b)
  }

  @Test func keyChangesWhenTheRecordsOwnTextChanges() {
    let a = RecordID(slug: "modality", text: "Provide a succinct title for each quick action.")
    let b = RecordID(slug: "modality", text: "Provide a short title for each quick action.")
    #expect(a != b)
  }

  @Test func idIsSlugSlashSixCharacterKey() throws {
    let id = RecordID(slug: "drag-and-drop", text: "알림을 적게 사용하세요.")
    #expect(id.slug == "drag-and-drop")
    #expect(id.key.count == 6)
    #expect(RecordID(id.rawValue) == id)
    #expect(RecordID(slug: "x", text: "a", disambiguator: 1).key.hasSuffix("-2"))
  }

  @Test(arguments: ["", "modality", "modality/", "Modality/abc", "../etc/abcdef", "modality/abcdeI", "a/b/c"])
  func rejectsMalformedIDs(_ text: String) {
    #expect(RecordID(text) == nil)
  }

  @Test func fullWidthAndDecomposedTextHashTheSame() {
    let composed = RecordID(slug: "x", text: "ＵＩ 모달")
    let plain = RecordID(slug: "x", text: "UI 모달".decomposedStringWithCanonicalMapping)
    #expect(composed == plain)
  }
}

@Suite struct TextIdentityTests {
  @Test(arguments: [
    "Provide a succinct title for each quick action.", "알림을 적게 사용하세요. (iOS 17, “Done”)…",
    "Don’t use an emoji · 3D Touch", "ＵＩ 모달", "Exposé",
  ])
  func theFastPathAgreesWithTheFullFolding(_ text: String) {
    if let fast = TextIdentity.fastFingerprint(text) {
      #expect(fast == TextIdentity.fullFingerprint(text))
    }
    #expect(TextIdentity.fingerprint(text) == TextIdentity.fullFingerprint(text))
  }

  /// Every printable ASCII and Latin-1 character and the punctuation the fast path passes over, between letters.
  @Test func theFastPathAgreesOnLatin1AndDashes() {
    for value in Array(0x20...0xFF) + [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026] {
      let text = "Ab\(Character(Unicode.Scalar(UInt32(value))!))cD 모달"
      if let fast = TextIdentity.fastFingerprint(text) {
        #expect(fast == TextIdentity.fullFingerprint(text), "U+\(String(value, radix: 16))")
      }
    }
  }

  /// Every line of the fixture texts (Korean, English, markup), as real pages mix them.
  @Test func theFastPathAgreesOnEveryLineOfTheFixtureTexts() throws {
    let folder = Fixtures.file("", target: "HIGIngestTests")
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
    let texts = (files ?? []).filter { ["md", "html", "txt"].contains($0.pathExtension) }
    #expect(texts.count > 10)
    // The EUC-KR fixture is not UTF-8 text.
    for file in texts {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") {
        #expect(TextIdentity.fingerprint(String(line)) == TextIdentity.fullFingerprint(String(line)))
      }
    }
  }

  /// The byte shortcut gives what splitting Characters gives, including where they differ from
  /// bytes (a leading slash, a combining mark after the slash, no slash, non-ASCII slugs).
  @Test(arguments: ["modality/x7k2mq", "modality/x7k2mq-2", "/abc", "a/\u{301}b", "noslash", "모달/x", "a//b", ""])
  func slugIsTheTextBeforeTheFirstSlash(_ raw: String) {
    #expect(RecordID(rawValue: raw).slug == String(raw.split(separator: "/").first ?? ""))
  }
}
