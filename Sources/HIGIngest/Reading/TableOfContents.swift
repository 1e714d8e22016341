import Foundation

/// The pages a read-me or summary lists: each linked file's title and its place in the list.
///
///     - [토글(Toggles)](components/toggles.md)   in README.md
///     → entries["components/toggles.md"] = (title "토글(Toggles)", position 0)
struct TableOfContents {
  struct Entry: Equatable {
    var title: String
    var position: Int
  }

  private(set) var entries: [String: Entry] = [:]

  /// Adds the links of a table of contents at `path` (relative to the content folder).
  mutating func add(_ blocks: [Block], from path: String) {
    let folder = path.split(separator: "/").dropLast().joined(separator: "/")
    for block in blocks {
      for link in block.links where !link.hasPrefix("http") && !link.hasPrefix("#") && !link.hasPrefix("mailto:") {
        let target = TableOfContents.resolve(link, in: folder)
        guard !target.isEmpty, entries[target] == nil else { continue }
        let title = block.links.count == 1 ? block.text : TableOfContents.title(of: link, in: block.text)
        entries[target] = Entry(title: title, position: entries.count)
      }
    }
  }

  func entry(for path: String) -> Entry? { entries[path] }

  /// "../components/toggles.md#top" from "docs" → "components/toggles.md"; never above the root.
  static func resolve(_ link: String, in folder: String) -> String {
    let bare = link.split(separator: "#").first.map(String.init) ?? ""
    let decoded = bare.removingPercentEncoding ?? bare
    var parts = folder.split(separator: "/").map(String.init)
    for part in decoded.split(separator: "/").map(String.init) {
      switch part {
      case ".", "": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// A block with several links gives no single title; the file name has to do.
  private static func title(of link: String, in text: String) -> String {
    let name = link.split(separator: "/").last.map(String.init) ?? link
    return name.split(separator: ".").first.map(String.init) ?? name
  }
}
