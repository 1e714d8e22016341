import HIGModel

/// Reads `terminology.tsv`, the curated terminology layer: one HIG concept a line.
///
/// Columns, tab-separated (`#` starts a comment line; the header line `en ko …` is skipped):
/// `en` (the English term, then other spellings after `|`), `ko` (the Korean term to prefer; empty
/// when Apple keeps the English name), `variants` (other Korean names, `|`-separated), `status`
/// (`official`, `common` or `uncertain`; empty means `uncertain`), `topic` (the HIG page's slug)
/// and `note`. A bad line is skipped with a diagnostic naming `terminology.tsv:LINE`; the other
/// lines still count.
///
///     tab bar	탭 막대	탭 바|탭바	official	tab-bars	Apple kr: 탭 막대
///     → TermConcept(english: ["tab bar"], korean: "탭 막대", variants: ["탭 바", "탭바"], …)
enum TerminologyFile {
  static let fileName = "terminology.tsv"
  static let columns = ["en", "ko", "variants", "status", "topic", "note"]

  static func parse(_ text: String, file: String = fileName) -> (terminology: Terminology, diagnostics: [Diagnostic]) {
    var concepts: [TermConcept] = []
    var diagnostics: [Diagnostic] = []
    /// The line that defined each English name, by `Terminology.englishKey`.
    var definedAt: [String: Int] = [:]
    // The built-in file is read on every build: lines and fields are cut at their ASCII separators'
    // bytes, where a walk by characters (a grapheme break search each) cost most of reading it.
    let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
    for (offset, bytes) in lines.enumerated() {
      let number = offset + 1
      // A file with Windows line ends: "\r\n" ends a line, a "\r" alone does not.
      let line = Substring(offset < lines.count - 1 && bytes.last == 0x0D ? bytes.dropLast() : bytes)
      if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
      // A tab is a character of its own (nothing combines with a control character).
      let fields = line.utf8.split(separator: 0x09, omittingEmptySubsequences: false).map {
        Substring($0).trimmingSpaces
      }
      if fields.first == "en" && fields.dropFirst().first == "ko" { continue }
      func reject(_ message: String, _ fix: String) {
        diagnostics.append(
          Diagnostic(
            .terminologyMalformedLine, severity: .warning, file: file, line: number,
            message: message + "; line skipped", fix: fix))
      }
      guard (2...columns.count).contains(fields.count) else {
        reject(
          "expected 2 to \(columns.count) tab-separated columns (\(columns.joined(separator: ", "))), found \(fields.count)",
          "separate the columns with one tab each")
        continue
      }
      func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
      let english = names(field(0))
      guard !english.isEmpty else {
        reject("no English term in the first column", "write the English term first, as the HIG writes it")
        continue
      }
      if let hangul = english.first(where: { $0.contains(where: BilingualTerm.isHangul) }) {
        reject("the English column holds Hangul ('\(hangul)')", "put the English term first and the Korean term second")
        continue
      }
      let korean = names(field(1))
      guard korean.count <= 1 else {
        reject(
          "the ko column holds several terms", "keep the preferred Korean term in ko and list the others in variants")
        continue
      }
      var variants = names(field(2))
      if let latin = (korean + variants).first(where: { !$0.contains(where: BilingualTerm.isHangul) }) {
        reject(
          "Korean name '\(latin)' has no Hangul", "list English spellings in the en column, separated by '|'")
        continue
      }
      let statusText = field(3).lowercased()
      guard let status = statusText.isEmpty ? .uncertain : TermConcept.Status(rawValue: statusText),
        status != .harvested
      else {
        reject("unknown status '\(field(3))'", "use official, common or uncertain")
        continue
      }
      let topic = field(4).isEmpty ? nil : field(4)
      if let topic, !Slug.isValid(topic) {
        reject("topic '\(topic)' is not a slug", "write the HIG page's slug, like tab-bars")
        continue
      }
      // Only Apple's keeping the English name (ID Verifier) explains a concept without Korean names.
      guard !korean.isEmpty || !variants.isEmpty || status == .official else {
        reject(
          "no Korean name (ko and variants are empty)",
          "add the Korean term, or mark the line official if Apple's Korean pages keep the English name")
        continue
      }
      if let repeated = english.first(where: { definedAt[Terminology.englishKey($0)] != nil }) {
        let first = definedAt[Terminology.englishKey(repeated)]!
        diagnostics.append(
          Diagnostic(
            .terminologyDuplicateConcept, severity: .warning, file: file, line: number,
            message: "'\(repeated)' is already defined at \(file):\(first); this line was skipped",
            fix: "merge the two lines into one concept"))
        continue
      }
      // A name listed twice in one line says nothing more; drop the repeat, but say so.
      var seen = Set(korean.map(Terminology.spelling))
      variants = variants.filter { variant in
        guard seen.insert(Terminology.spelling(variant)).inserted else {
          diagnostics.append(
            Diagnostic(
              .terminologyDuplicateName, severity: .note, file: file, line: number,
              message: "'\(variant)' is listed twice for '\(english[0])'; the repeat is ignored",
              fix: "remove it from the variants"))
          return false
        }
        return true
      }
      for name in english { definedAt[Terminology.englishKey(name)] = number }
      concepts.append(
        TermConcept(
          english: english, korean: korean.first, variants: variants, status: status, topic: topic,
          note: field(5).isEmpty ? nil : field(5)))
    }
    return (Terminology(concepts: concepts), diagnostics)
  }

  /// The `|`-separated names of a column, trimmed, empty ones dropped.
  private static func names(_ field: String) -> [String] {
    field.split(separator: "|").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
  }
}
