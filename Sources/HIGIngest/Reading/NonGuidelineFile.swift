/// Recognises files in a content tree that are not guideline pages: read-mes, licences, change
/// logs of the repository itself, and tables of contents.
///
///     NonGuidelineFile.kind(path: "README.md")                 // .tableOfContents
///     NonGuidelineFile.kind(path: "LICENSE")                   // .repositoryFile
///     NonGuidelineFile.kind(path: "components/toggles.md")     // nil
enum NonGuidelineFile: Equatable {
  /// A file about the repository (licence, contribution guide, its own change log).
  case repositoryFile
  /// A read-me, summary or sidebar: a list of the pages, which may give their titles and order.
  case tableOfContents

  static let repositoryNames: Set<String> = [
    "license", "licence", "copying", "changelog", "changes", "history", "contributing", "code_of_conduct",
    "codeofconduct", "authors", "contributors", "notice", "security", "pull_request_template", "issue_template",
    "makefile", "gemfile", "dockerfile",
  ]
  static let tableOfContentsNames: Set<String> = [
    "readme", "summary", "_sidebar", "sidebar", "toc", "table-of-contents", "contents", "목차", "index-of-pages",
  ]

  static func kind(path: String) -> NonGuidelineFile? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = (name.split(separator: ".").first.map(String.init) ?? name).lowercased()
    if repositoryNames.contains(stem) { return .repositoryFile }
    if tableOfContentsNames.contains(stem) { return .tableOfContents }
    return nil
  }

  /// True when most of a file's content is links to other files: a table of contents by shape.
  static func isLinkList(_ blocks: [Block]) -> Bool {
    let items = blocks.filter { $0.kind == .listItem || $0.kind == .table || $0.kind == .paragraph }
    let linked = items.filter { block in block.links.contains { !$0.hasPrefix("http") && !$0.hasPrefix("#") } }
    let linkCount = items.reduce(0) { $0 + $1.links.count }
    return linkCount >= 3 && linked.count * 10 >= items.count * 6
  }
}
