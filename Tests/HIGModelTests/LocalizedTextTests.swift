import HIGModel
import Testing

@Suite struct LocalizedTextTests {
  @Test func aLabelNamesBothLanguagesOnceEach() {
    #expect(LocalizedText(ko: "경고", en: "Alerts").bilingualLabel == "경고 · Alerts")
    #expect(LocalizedText(ko: "visionOS", en: "visionOS").bilingualLabel == "visionOS")
    #expect(LocalizedText(ko: "iOS, iPadOS", en: "iOS, iPadOS").bilingualLabel == "iOS, iPadOS")
    #expect(LocalizedText(en: "Alerts").bilingualLabel == "Alerts")
  }
}
