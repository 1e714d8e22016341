import HIGChanges
import HIGCite
import HIGModel
import LibXML

/// "변경 사항 · What's new": what each fetch changed, newest first and by guideline, each record
/// with its old and new text (changed words in `<del>` and `<ins>`) linked to the rule, Apple's own
/// change-log entries, then the records whose Korean translation is pending.
///
///     ChangesPage(context: context).document  // changes.html
struct ChangesPage {
  var context: SiteContext
  let path = SitePath.changes

  /// The anchor of one guideline's changes in one fetch: "toggles-2026-12-07t12-15-00z".
  static func anchor(_ slug: String, _ date: String) -> String {
    Slug.make(slug) + "-" + String(date.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  var document: HTMLDocument {
    let layout = PageLayout(context: context, path: path, title: "변경 사항 · What's new")
    var main: [HTMLNode] = [
      HTMLElement("h1", [:], ["변경 사항 ", HTMLElement("span", ["lang": "en", "class": "heading-en"], ["What's new"]).node])
        .node
    ]
    let report = context.options.changes
    if let report, !report.isEmpty {
      let counts = report.counts
      main.append(
        HTMLElement(
          "p", ["class": "changes-summary"],
          [
            .text(
              "hig fetch가 기록한 변경: 가이드라인 \(counts.guidelines)개, 추가 \(counts.added), 수정 \(counts.reworded), 삭제 \(counts.removed)"
            )
          ]
        ).node)
      var dates: [String] = []
      for guideline in report.guidelines where !dates.contains(guideline.date) { dates.append(guideline.date) }
      for date in dates.sorted(by: >) {
        var children: [HTMLNode] = [
          HTMLElement(
            "h2", [:], [HTMLElement("time", ["datetime": date], [.text(ChangeDate.shown(date))]).node]
          ).node
        ]
        for guideline in report.guidelines where guideline.date == date { children.append(section(guideline).node) }
        main.append(HTMLElement("section", ["class": "changes-fetch"], children).node)
      }
    } else {
      main.append(
        HTMLElement(
          "p", [:],
          ["아직 기록된 변경이 없습니다. hig fetch를 다시 실행하면 바뀐 페이지의 이전 판이 보관되어 여기에 규칙별로 나타납니다."]
        ).node)
    }
    main.append(lagList.node)
    return layout.document(main: main)
  }

  private func section(_ changes: GuidelineChanges) -> HTMLElement {
    let title = changes.title.ko ?? changes.title.en ?? changes.slug
    let exists = context.knowledgeBase.guideline(slug: changes.slug) != nil
    let heading: HTMLNode =
      exists
      ? HTMLElement("a", ["href": SitePath.relative(from: path, to: context.guidelinePath(changes.slug))], [.text(title)]).node
      : .text(title)
    let what: String
    switch changes.page {
    case .added: what = "새 페이지 · new page"
    case .removed: what = "삭제된 페이지 · page removed"
    case .changed: what = changes.languages.map { $0 == .ko ? "한국어" : "English" }.joined(separator: " · ")
    }
    var children: [HTMLNode] = [
      HTMLElement("h3", [:], [heading, " ", HTMLElement("span", ["class": "change-scope"], [.text(what)]).node]).node
    ]
    if !changes.rules.isEmpty {
      children.append(HTMLElement("ul", ["class": "changes"], changes.rules.map { rule($0).node }).node)
    }
    if !changes.appleChangeLog.isEmpty {
      children.append(
        HTMLElement(
          "div", ["class": "apple-change-log"],
          [
            HTMLElement("p", [:], ["Apple 변경 기록 · Apple's change log"]).node,
            HTMLElement(
              "ul", [:],
              changes.appleChangeLog.map { entry in
                HTMLElement(
                  "li", [:],
                  [
                    HTMLElement("time", ["datetime": entry.date], [.text(entry.date)]).node,
                    .text(" " + (entry.korean ?? entry.change)),
                  ]
                ).node
              }
            ).node,
          ]
        ).node)
    }
    return HTMLElement("article", ["class": "guideline-changes", "id": Self.anchor(changes.slug, changes.date)], children)
  }

  private func rule(_ change: RuleChange) -> HTMLElement {
    let label: String
    switch change.kind {
    case .added: label = "추가 · added"
    case .reworded: label = "수정 · reworded"
    case .removed: label = "삭제 · removed"
    }
    var meta: [HTMLNode] = [HTMLElement("span", ["class": "badge change-kind"], [.text(label)]).node]
    if let id = change.newID, context.knowledgeBase.lookup(id) != nil {
      meta.append(HTMLElement("a", ["class": "permalink", "href": context.recordHref(id, from: path)], [.text(id.rawValue)]).node)
    } else {
      meta.append(HTMLElement("span", ["class": "permalink"], [.text(change.id.rawValue)]).node)
    }
    if change.kind == .reworded, let old = change.oldID, old != change.newID {
      meta.append(HTMLElement("span", ["class": "old-id-note"], [.text("이전 ID \(old.rawValue)")]).node)
    }
    if let since = change.koreanPendingSince {
      meta.append(
        HTMLElement("span", ["class": "badge korean-lag"], [.text("번역 대기 · Korean pending since \(since.prefix(10))")]).node)
    }
    var texts: [HTMLNode] = []
    for language in [Language.ko, .en] {
      let old = change.oldText?[language]
      let new = change.newText?[language]
      guard old != nil || new != nil else { continue }
      let parts: [WordDiff.Part] =
        old == new ? [.same(new!)] : WordDiff.parts(old: old ?? "", new: new ?? "")
      let nodes = parts.map { part -> HTMLNode in
        switch part {
        case .same(let text): return .text(text)
        case .removed(let text): return HTMLElement("del", [:], [.text(text)]).node
        case .added(let text): return HTMLElement("ins", [:], [.text(text)]).node
        }
      }
      let unchanged = old == new
      texts.append(
        HTMLElement(
          "p", ["lang": language.rawValue, "class": "text text-\(language.rawValue)" + (unchanged ? " unchanged" : "")], nodes
        ).node)
    }
    return HTMLElement(
      "li", ["class": "change change-\(change.kind.rawValue)"],
      [HTMLElement("div", ["class": "record-meta"], meta).node, HTMLElement("div", ["class": "texts"], texts).node])
  }

  private var lagList: HTMLElement {
    let lagging = context.lagging
    var children: [HTMLNode] = [
      HTMLElement(
        "h2", [:],
        ["한국어 번역 대기 ", HTMLElement("span", ["lang": "en", "class": "heading-en"], ["Korean translation pending"]).node]
      ).node
    ]
    guard !lagging.isEmpty else {
      children.append(HTMLElement("p", [:], ["영어보다 뒤처진 한국어 번역이 없습니다."]).node)
      return HTMLElement("section", ["id": "korean-lag", "class": "korean-lag-list"], children)
    }
    children.append(
      HTMLElement(
        "p", [:],
        [.text("영어 원문이 바뀌었거나 새로 생겼는데 Apple의 한국어 페이지가 아직 따라오지 않은 항목 \(lagging.count)개입니다.")]
      ).node)
    let items = lagging.map { record -> HTMLNode in
      let title = record.title.ko ?? record.title.en ?? record.guideline
      let text = Citation.shortened(record.text.en ?? "", limit: 120)
      var nodes: [HTMLNode] = [
        HTMLElement("a", ["href": context.recordHref(record.id, from: path)], [.text(title)]).node,
        " ", HTMLElement("span", ["lang": "en"], [.text(text)]).node,
      ]
      let reason = record.reason == .noKorean ? "한국어 없음" : "영어 변경"
      nodes.append(
        HTMLElement(
          "span", ["class": "lag-since"],
          [.text(" — \(reason)" + (record.since.map { ", \($0.prefix(10))부터" } ?? ""))]
        ).node)
      return HTMLElement("li", [:], nodes).node
    }
    children.append(HTMLElement("ul", [:], items).node)
    return HTMLElement("section", ["id": "korean-lag", "class": "korean-lag-list"], children)
  }
}
