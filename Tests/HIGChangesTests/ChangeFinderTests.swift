import Foundation
import HIGChanges
import HIGFetch
import HIGIngest
import HIGModel
import TestSupport
import Testing

/// `ChangeFinder` on two real fetches of `RevisionMirror`: every changed rule named with its old
/// and new text, no unchanged rule named, the Korean lag, pages added and removed.
@Suite struct ChangeFinderTests {
  @Test func aSecondFetchKeepsOnlyWhatChangedWithDates() throws {
    let fetches = try TwoFetches()
    let history = try FetchHistory.load(from: fetches.apple)
    #expect(history.fetches.count == 1)
    let files = history.fetches[0].files.map { "\($0.change.rawValue) \($0.file)" }
    let expected: [String] = [
      "added en/gauges.json", "changed en/sliders.json", "removed en/steppers.json", "changed en/toggles.json",
      "added ko/gauges.json", "removed ko/steppers.json", "changed ko/toggles.json",
    ]
    #expect(files == expected)
    #expect(history.fetches[0].files.allSatisfy { $0.change == .added || $0.previousSeen != nil })
    // The removed page left the pages and sits in the history; the unchanged ones are not copied.
    #expect(!FileManager.default.fileExists(atPath: fetches.apple.appendingPathComponent("en/steppers.json").path))
    let stored = fetches.apple.appendingPathComponent(".history/\(history.fetches[0].folder)")
    let kept = (FileManager.default.enumerator(atPath: stored.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
    #expect(kept.sorted() == ["en/sliders.json", "en/steppers.json", "en/toggles.json", "ko/steppers.json", "ko/toggles.json"])
    #expect(fetches.summaries[1].removed == ["en/steppers.json", "ko/steppers.json"])
  }

  @Test func aFirstFetchHasNoHistory() throws {
    let fetches = try TwoFetches(fetchTwice: false)
    #expect(!FileManager.default.fileExists(atPath: fetches.apple.appendingPathComponent(".history").path))
    #expect(try ChangeFinder(apple: fetches.apple).report(since: nil, platform: nil, languages: [.en, .ko]).isEmpty)
  }

  @Test func theReportNamesEveryChangedRuleAndNoUnchangedOne() throws {
    let fetches = try TwoFetches()
    let report = try ChangeFinder(apple: fetches.apple).report(since: nil, platform: nil, languages: [.en, .ko])
    let pages = Dictionary(uniqueKeysWithValues: report.guidelines.map { ($0.slug, $0.page) })
    #expect(pages == ["toggles": .changed, "sliders": .changed, "steppers": .removed, "gauges": .added])
    let rules = report.guidelines.flatMap(\.rules)
    let reworded = rules.filter { $0.kind == .reworded }
    for (old, new) in RevisionMirror.rewordedEnglish {
      let rule = try #require(reworded.first { $0.oldText?.en == old })
      #expect(rule.newText?.en == new)
      #expect(rule.oldID != rule.newID)
    }
    for added in RevisionMirror.addedEnglish {
      #expect(rules.contains { $0.kind == .added && $0.newText?.en == added })
    }
    for removed in RevisionMirror.removedEnglish {
      #expect(rules.contains { $0.kind == .removed && $0.oldText?.en == removed })
    }
    for unchanged in RevisionMirror.unchangedEnglish {
      #expect(!rules.contains { $0.oldText?.en == unchanged || $0.newText?.en == unchanged })
    }
    // toggles changed in both languages: its reworded rule's Korean followed.
    let toggles = try #require(report.guidelines.first { $0.slug == "toggles" })
    #expect(toggles.languages == [.ko, .en])
    #expect(toggles.rules.allSatisfy { $0.koreanPendingSince == nil })
    #expect(toggles.rules.first { $0.kind == .reworded }?.languages == [.ko, .en])
    #expect(toggles.appleChangeLog.map(\.date) == ["2026-12-01"])
    // sliders changed in English only: its Korean is pending since the second fetch.
    let sliders = try #require(report.guidelines.first { $0.slug == "sliders" })
    #expect(sliders.languages == [.en])
    #expect(!sliders.rules.isEmpty && sliders.rules.allSatisfy { $0.koreanPendingSince == report.fetches[0] })
    #expect(report.counts.koreanPending == sliders.rules.count)
  }

  @Test func theLanguageAndDateFiltersNarrowTheReport() throws {
    let fetches = try TwoFetches()
    let finder = ChangeFinder(apple: fetches.apple)
    let korean = try finder.report(since: nil, platform: nil, languages: [.ko])
    #expect(!korean.guidelines.flatMap(\.rules).contains { $0.guideline == "sliders" })
    #expect(korean.guidelines.flatMap(\.rules).allSatisfy { $0.languages.contains(.ko) && $0.koreanPendingSince == nil })
    #expect(try finder.report(since: "2999-01-01", platform: nil, languages: [.en, .ko]).isEmpty)
    #expect(try !finder.report(since: "2000-01-01", platform: nil, languages: [.en, .ko]).isEmpty)
  }

  @Test func theKoreanLagListsEnglishChangesTheTranslationDidNotFollow() throws {
    let fetches = try TwoFetches()
    let knowledgeBase = try Ingester(folder: ContentFolder(url: fetches.content)).ingest()
    let lag = try ChangeFinder(apple: fetches.apple).koreanLag(in: knowledgeBase)
    #expect(Set(lag.map(\.guideline)) == ["sliders"])
    #expect(lag.contains { $0.text.en == RevisionMirror.rewordedEnglish[1].1 && $0.reason == .englishChanged })
    #expect(lag.allSatisfy { $0.since != nil })
  }

  @Test func aKoreanPageThatCatchesUpEndsTheLagAndIsAKoreanRevision() throws {
    let fetches = try TwoFetches()
    try fetches.server.serve(3)
    try fetches.fetch()
    let report = try ChangeFinder(apple: fetches.apple).report(since: nil, platform: nil, languages: [.en, .ko])
    #expect(report.guidelines.map(\.slug) == ["sliders"])
    let rules = report.guidelines.flatMap(\.rules)
    #expect(rules.count == 2 && rules.allSatisfy { $0.kind == .reworded && $0.languages == [.ko] && $0.oldID == $0.newID })
    #expect(rules.allSatisfy { $0.koreanPendingSince == nil })
    let knowledgeBase = try Ingester(folder: ContentFolder(url: fetches.content)).ingest()
    #expect(try ChangeFinder(apple: fetches.apple).koreanLag(in: knowledgeBase).isEmpty)
    // The English changes of the fetch before are still there, with --since.
    let all = try ChangeFinder(apple: fetches.apple).report(since: "2000-01-01", platform: nil, languages: [.en])
    #expect(all.fetches.count == 2 && all.counts.reworded == 2)
  }

  @Test func wordsThatChangedAreMarked() {
    #expect(
      WordDiff.marked(old: "Show the value near the track.", new: "Show the value beside the track.")
        == "Show the value [-near-]{+beside+} the track.")
    #expect(WordDiff.marked(old: "", new: "New.") == "{+New.+}")
  }
}
