import Foundation
import HIGModel

/// The knowledge base as a Hugo site of Markdown pages, for timing Hugo on the same pages hig's
/// site has: home, one page per guideline (sections, records, both languages), one per platform,
/// and the glossary, rendered through a minimal layout.
///
///     try HugoSite(knowledgeBase: kb).write(to: .bench/x10/hugo)  // then: hugo --source .bench/x10/hugo
struct HugoSite {
  var knowledgeBase: KnowledgeBase

  func write(to folder: URL) throws {
    let manager = FileManager.default
    try? manager.removeItem(at: folder)
    for sub in ["content/guidelines", "content/platforms", "layouts/_default"] {
      try manager.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    // Hugo stops with an error when a page's content takes longer than `timeout` to render
    // (30 s by default, meant to catch shortcode loops). A platform page holds every rule of its
    // platform and the glossary every use of every term: at x100 they are the largest pages by far,
    // and on a loaded machine they take longer than that. The pages stay as they are; Hugo is given
    // the time they take, as a site this size would configure it.
    try write(
      """
      baseURL = "http://localhost/"
      languageCode = "ko"
      title = "HIG"
      disableKinds = ["taxonomy", "term", "RSS"]
      timeout = "2h"
      [markup.goldmark.renderer]
      unsafe = false
      """, to: folder.appendingPathComponent("hugo.toml"))
    let page = """
      <!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
      <body><header><a href="{{ "/" | relURL }}">HIG</a></header><main><h1>{{ .Title }}</h1>{{ .Content }}</main>
      {{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
      {{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</body></html>
      """
    let list = """
      <!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
      <body><main><h1>{{ .Title }}</h1>{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main></body></html>
      """
    try write(page, to: folder.appendingPathComponent("layouts/_default/single.html"))
    try write(list, to: folder.appendingPathComponent("layouts/_default/list.html"))
    try write(
      list.replacingOccurrences(of: ".Pages", with: ".Site.RegularPages"),
      to: folder.appendingPathComponent("layouts/index.html"))
    try write("---\ntitle: \"가이드라인\"\n---\n", to: folder.appendingPathComponent("content/_index.md"))

    for guideline in knowledgeBase.guidelines {
      var text = frontMatter(guideline.title.preferring(.ko))
      text += "\(guideline.title.en ?? "") · \(guideline.category) · [Apple](\(guideline.appleURL))\n\n"
      for section in guideline.sections {
        if let heading = section.heading {
          text += String(repeating: "#", count: max(2, section.level)) + " " + heading.preferring(.ko) + "\n\n"
        }
        for record in section.records { text += markdown(record) }
      }
      try write(text, to: folder.appendingPathComponent("content/guidelines/\(guideline.slug).md"))
    }
    for platform in Platform.allCases {
      var text = frontMatter(platform.rawValue)
      for guideline in knowledgeBase.guidelines {
        let rules = guideline.records.filter { $0.kind == .rule && $0.platforms.contains(platform) }
        guard !rules.isEmpty else { continue }
        text += "## [\(guideline.title.preferring(.ko))](/guidelines/\(guideline.slug)/)\n\n"
        for rule in rules { text += markdown(rule) }
      }
      try write(text, to: folder.appendingPathComponent("content/platforms/\(platform.rawValue.lowercased()).md"))
    }
    var glossary = frontMatter("용어집") + "| 한국어 | English | 쓰인 곳 |\n| --- | --- | --- |\n"
    for term in knowledgeBase.glossary {
      let uses = term.occurrences.map { "[\($0)](/guidelines/\($0.slug)/#\($0.key))" }.joined(separator: " ")
      glossary += "| \(escape(term.ko)) | \(escape(term.en)) | \(uses) |\n"
    }
    try write(glossary, to: folder.appendingPathComponent("content/glossary.md"))
  }

  private func frontMatter(_ title: String) -> String {
    "---\ntitle: \"\(title.replacingOccurrences(of: "\"", with: "\\\""))\"\n---\n\n"
  }

  private func markdown(_ record: Record) -> String {
    let languages = [record.text.ko, record.text.en].compactMap { $0 }
    let prefix: String
    switch record.kind {
    case .listItem: prefix = "- "
    case .translatorNote, .note: prefix = "> "
    default: prefix = ""
    }
    var text = ""
    for (index, paragraph) in languages.enumerated() {
      let body = index == 0 && record.kind == .rule ? "**\(escape(paragraph))**" : escape(paragraph)
      text += prefix + body + (index == 0 ? " `\(record.id)`" : "") + "\n\n"
    }
    return text
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "|", with: "\\|")
      .replacingOccurrences(of: "\n", with: " ")
  }

  private func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
  }
}
