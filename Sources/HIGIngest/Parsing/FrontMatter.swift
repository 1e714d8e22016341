import Foundation
import HIGModel

/// The `key: value` block at the top of a Markdown file, read as community translation repos
/// write it: scalar values, `[a, b]` lists or `- item` lists, and keys spelled loosely.
///
///     ---
///     title: 토글(Toggles)
///     plaforms: iOS, iPadOS     ← misspelled key, comma string
///     ---
///     FrontMatter(fields: …).metadata(file: "toggles.md").platforms  // ["iOS", "iPadOS"]
struct FrontMatter: Equatable {
  /// Values by key as written (lowercased); scalars are one-element lists.
  var fields: [String: [String]]

  /// Reads the lines between the `---` fences. Lines that are not `key: value` or `- item` are ignored.
  static func parse(_ lines: [String]) -> FrontMatter {
    var fields: [String: [String]] = [:]
    var currentKey: String?
    for line in lines {
      let trimmed = line.trimmingSpaces
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if trimmed.hasPrefix("- "), let key = currentKey {
        fields[key, default: []].append(unquote(String(trimmed.dropFirst(2))))
        continue
      }
      guard let colon = trimmed.firstIndex(of: ":") else { continue }
      let key = trimmed[..<colon].trimmingSpaces.lowercased()
      guard !key.isEmpty, !key.contains(" ") || key.count < 30 else { continue }
      var value = trimmed[trimmed.index(after: colon)...].trimmingSpaces
      currentKey = key
      if value.isEmpty {
        fields[key] = []
        continue
      }
      if value.hasPrefix("["), value.hasSuffix("]") {
        value = String(value.dropFirst().dropLast())
        fields[key] = value.split(separator: ",").map { unquote(String($0)) }.filter { !$0.isEmpty }
      } else {
        fields[key] = [unquote(value)]
      }
    }
    return FrontMatter(fields: fields)
  }

  /// True when `line` could be a front matter line: `key: value`, `- item`, a comment or blank.
  static func looksLikeField(_ line: String) -> Bool {
    let trimmed = line.trimmingSpaces
    if trimmed.isEmpty || trimmed.hasPrefix("#") && !trimmed.hasPrefix("# ") { return true }
    if trimmed.hasPrefix("- ") { return line.hasPrefix(" ") || line.hasPrefix("\t") || trimmed.count < 60 }
    guard let colon = trimmed.firstIndex(of: ":") else { return false }
    let key = trimmed[..<colon]
    return !key.isEmpty && key.count <= 30
      && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " " }
  }

  /// A value without its quotes, read as YAML reads them: `''` is a quote inside single quotes,
  /// and `\"` and `\\` are a quote and a backslash inside double quotes (other backslashes stay).
  ///
  ///     unquote(#""A \"quoted\" word""#)  // A "quoted" word
  ///     unquote("'It''s'")              // It's
  private static func unquote(_ value: String) -> String {
    let text = value.trimmingSpaces
    guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else {
      return text
    }
    let inner = text.dropFirst().dropLast()
    if first == "'" { return inner.replacingOccurrences(of: "''", with: "'") }
    var result = ""
    var index = inner.startIndex
    while index < inner.endIndex {
      let character = inner[index]
      let next = inner.index(after: index)
      if character == "\\", next < inner.endIndex, inner[next] == "\"" || inner[next] == "\\" {
        result.append(inner[next])
        index = inner.index(after: next)
      } else {
        result.append(character)
        index = next
      }
    }
    return result
  }

  /// The values of the first key that is one of `names` or, when `fuzzy`, a near misspelling of
  /// one ("plaforms"). Only long names are matched loosely: "title" and "titleko" must stay apart.
  func values(_ names: [String], fuzzy: Bool = false) -> [String]? {
    let normalized = fields.map { (key: FrontMatter.lettersAndDigits($0.key), values: $0.value) }.sorted {
      $0.key < $1.key
    }
    for name in names {
      if let match = normalized.first(where: { $0.key == name }) { return match.values }
    }
    for name in names where fuzzy && name.count >= 6 {
      let limit = name.count >= 8 ? 2 : 1
      if let match = normalized.first(where: { EditDistance.between($0.key, name, limit: limit) <= limit }) {
        return match.values
      }
    }
    return nil
  }

  /// The letters and digits of `key`: by bytes when it is ASCII, as nearly every key is (each
  /// lookup of a page's fields normalizes them all, and Unicode's letter test showed in a build's profile).
  private static func lettersAndDigits(_ key: String) -> String {
    guard key.utf8.allSatisfy({ $0 < 0x80 }) else { return key.filter { $0.isLetter || $0.isNumber } }
    return String(
      decoding: key.utf8.filter { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & ~0x20) }, as: UTF8.self)
  }

  func value(_ names: [String], fuzzy: Bool = false) -> String? {
    values(names, fuzzy: fuzzy)?.first.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The `slug:` value, usable or rejected: one that is not a slug ("../etc", "Drag_and_Drop") is
  /// left for the title or file name to replace, and reported.
  var slug: (valid: String?, rejected: String?) {
    guard let slug = value(["slug"]) else { return (nil, nil) }
    return Slug.isValid(slug) ? (slug, nil) : (nil, slug)
  }

  /// The platforms named, however written: a list, "iOS, iPadOS", "iOS / macOS", "iOS 및 macOS".
  var platforms: (known: [Platform], unknown: [String]) {
    var known: [Platform] = []
    var unknown: [String] = []
    let raw = values(["platforms", "platform", "플랫폼"], fuzzy: true) ?? []
    for value in raw {
      var text = value
      // Most lists are separated by commas already; Foundation's replacing costs more than the
      // byte search that rules a separator out.
      for separator in [" and ", " 및 ", "/", "|", "·", "、", ";"] where ByteSearch.containsEquivalent(text, separator) {
        text = text.replacingOccurrences(of: separator, with: ",")
      }
      for name in text.split(separator: ",").map({ $0.trimmingSpaces }) where !name.isEmpty {
        if ["all", "전체", "모든플랫폼", "모든 플랫폼"].contains(name.lowercased()) {
          known += Platform.allCases
        } else if let platform = Platform(name: name) {
          known.append(platform)
        } else {
          unknown.append(name)
        }
      }
    }
    return (known, unknown)
  }

  /// What the front matter says about the guideline, as metadata the builder already understands.
  func metadata(file: String) -> GuidelineMetadata {
    var title = LocalizedText()
    if let value = value(["title"]) {
      if let pair = BilingualTerm.split(value) {
        title = LocalizedText(ko: pair.ko, en: pair.en)
      } else if LetterCounts.language(of: value) == .ko {
        title.ko = value
      } else {
        title.en = value
      }
    }
    if let english = value(["titleen", "entitle", "englishtitle", "originaltitle"]) { title.en = english }
    if let korean = value(["titleko", "kotitle", "koreantitle"]) { title.ko = korean }
    let source = GuidelineMetadata.SourceInfo(
      name: nil, author: value(["author", "authors", "translator", "translators"]),
      date: value(["date", "updated", "lastupdated"]),
      url: value(["source", "sourceurl", "original", "originalurl", "url", "link"]).flatMap {
        $0.hasPrefix("http") ? $0 : nil
      })
    let platforms = self.platforms.known
    return GuidelineMetadata(
      file: file, slug: slug.valid, title: title.isEmpty ? nil : title,
      category: value(["category", "categories", "section"], fuzzy: true), source: source,
      platforms: platforms.isEmpty ? nil : platforms.map(\.rawValue), unsupportedPlatforms: nil)
  }
}
