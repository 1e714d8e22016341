import FileAccess
import Foundation
import HIGChanges
import HIGCite
import HIGIngest
import HIGModel

/// `hig check`: finds HIG citations in review notes and reports the broken ones, for CI.
enum CheckCommand: Command {
  static let name = "check"
  static let expand = Flag("expand", help: "Print the text with each HIG: tag rewritten into a full citation.")
  static let write = Flag(
    "write", short: "w", help: "With --expand: rewrite the files in place (atomically) instead of printing.")
  /// The report's formats; with --expand, the option names the citation form instead.
  static let reportFormats = ["text", "json", "github", "sarif"]
  static let format = Option<String>(
    "format", short: "f", value: "FORMAT",
    help:
      "The report: text (default), json, github (workflow commands on the pull request's lines) or sarif (SARIF 2.1.0); with --expand, the citation form: markdown or text (default: text for .txt files, else markdown).",
    reading: .choice(reportFormats + ["markdown"]))
  static let languages = Option<[Language]>(
    "lang", value: "LANG", help: "Which text --expand quotes (default: both).", reading: .languages)
  static let baseURL = Option<SiteAddress>(
    "base-url", value: "URL", help: "The published site, for links (default: \"siteURL\" in hig.json).",
    reading: .siteAddress)
  static let strict = Flag("strict", help: "Also fail on old IDs (aliases), so notes get updated to current IDs.")
  static let json = Flag("json", help: "Same as --format json: every citation found and its status.")
  static let since = Option<String>(
    "since", value: "DATE",
    help: "Warn when a cited rule was reworded by Apple on or after DATE (2026-06-01), with its old and new text (from 'hig changes').",
    reading: .date)

  static let spec = CommandSpec(
    name: name,
    abstract: "Check the HIG citations in Markdown or text files; optionally expand them into full citations.",
    arguments: [
      .init(
        "FILES|-", help: "Files to check; '-' (or nothing, when piped) reads standard input.", required: false,
        variadic: true)
    ],
    options: [
      expand.entry, write.entry, format.entry, languages.entry, baseURL.entry, strict.entry, json.entry, since.entry,
    ],
    discussion: """
      A citation is a tag, HIG:<slug>/<key> (a rule) or HIG:<slug> (a guideline), or a link to a
      rule on the site, …/<slug>.html#<slug>/<key>. Broken citations are reported with the closest
      current IDs; old IDs of rewritten rules are reported with the ID they now resolve to. With
      --since, a citation of a rule Apple reworded on or after DATE (as the fetch history shows,
      docs/Changes.md) is a warning with the old and new text.

      Examples:
        hig check review-notes.md
        hig check docs/reviews --strict
        git diff --name-only -- '*.md' | xargs hig check --strict
        hig check --expand notes.md --write
        echo "HIG:drag-and-drop/4h8tpa" | hig check --expand -
        hig check --format github $(git diff --name-only origin/main -- '*.md')
        hig check docs --format sarif > hig.sarif
        hig check notes.md --since 2026-06-01

      Exit status: 0 every citation resolves; 1 a citation is broken (or, with --strict, old), or
      a file could not be read or written; 64 usage error.
      """)

  /// One input's name and text.
  struct Input {
    var name: String
    /// The name's bytes as given or found (see `CheckedText.nameBytes`).
    var nameBytes: [UInt8]
    /// The file, for rewriting: nil for standard input, a pipe or device, or a name that is not UTF-8.
    var url: URL?
    var text: String
    /// What to tell the user about it, though it was read.
    var warning: String?
  }

  static func validate(_ arguments: ParsedArguments) throws {
    let expanding = arguments[expand]
    let writing = arguments[write]
    // No files means standard input (when it is not a terminal).
    let paths = arguments.positionals.isEmpty ? ["-"] : arguments.positionals
    if writing, !expanding {
      throw UsageError(spec, message: "--write rewrites the expanded text; add --expand")
    }
    if writing, paths.contains("-") {
      throw UsageError(spec, message: "--write cannot rewrite standard input; give file names")
    }
    if arguments[json], !expanding, let other = arguments[format], other != "json" {
      throw UsageError(spec, message: "--json contradicts --format \(other)")
    }
    if expanding, let form = arguments[format], !["markdown", "text"].contains(form) {
      throw UsageError(spec, message: "with --expand, --format is the citation form: markdown or text (got '\(form)')")
    }
    if !expanding, arguments[format] == "markdown" {
      throw UsageError(
        spec,
        message:
          "--format markdown is a citation form for --expand; the report formats are \(reportFormats.joined(separator: ", "))"
      )
    }
    if expanding, !writing, arguments[json] {
      throw UsageError(spec, message: "--json and --expand both print to standard output; add --write, or drop one")
    }
    if expanding, !writing, paths.count > 1 {
      throw UsageError(
        spec, message: "--expand prints one text; give one file, or add --write to expand several in place")
    }
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
    let expanding = arguments[expand]
    let writing = arguments[write]
    var paths = arguments.positionals
    if paths.isEmpty {
      guard isatty(STDIN_FILENO) == 0 else {
        throw UsageError(spec, message: "give files to check, or '-' to read standard input")
      }
      paths = ["-"]
    }
    let site = try context.siteAddress(arguments[baseURL])
    let quoted = arguments[languages] ?? Language.allCases
    // With --expand the option names the citation form; the report is then text.
    let report = arguments[json] ? "json" : expanding ? "text" : arguments[format] ?? "text"
    var failed = false
    var inputs: [Input] = []
    // A file that cannot be read is reported and the others are still checked.
    let skip = { (error: Error) in
      context.console.errorLine("error: \(ErrorText.describe(error))")
      if report == "github" { context.console.line("::error::\(CheckReport.escapeData(ErrorText.describe(error)))") }
      failed = true
    }
    for path in paths {
      do {
        inputs += try read(path, context: context, skipping: skip)
      } catch {
        skip(error)
      }
    }
    let kb = try context.knowledgeBase().knowledgeBase
    let checker = CitationChecker(kb)
    let reworded = try arguments[since].map { try rewordings(since: $0, context: context) } ?? [:]
    // With the expanded text on standard output, the report goes to standard error.
    let printReport: (String) -> Void =
      expanding && !writing ? context.console.errorLine : { context.console.line($0) }
    var entries: [CheckReport.Entry] = []
    var checked: [CheckedText] = []
    var counts = CheckReport.Counts()
    // SARIF is written as the texts are checked, so a log of any size is never held whole.
    var sarif =
      report == "sarif"
      ? SARIFWriter(kb: kb, strict: arguments[strict], version: CLI.version, reworded: reworded) {
        context.console.write($0)
      } : nil
    for input in inputs {
      let checks = checker.check(input.text)
      let text = CheckedText(name: input.name, nameBytes: input.nameBytes, text: input.text, checks: checks)
      if sarif != nil {
        sarif?.add(text)
      } else if report == "github" {
        checked.append(text)
      }
      for check in checks {
        counts.add(check)
        if report == "json" {
          entries.append(
            CheckReport.Entry(file: input.name, check: check, reworded: RewordedRule.concerning(check, in: reworded)))
        }
        if report == "text",
          let message = CheckReport.describe(
            check, in: input.name, kb: kb, strict: arguments[strict], reworded: reworded)
        {
          printReport(message)
        }
      }
      guard expanding else { continue }
      let form: CitationFormat =
        arguments[format].flatMap(CitationFormat.init(rawValue:))
        ?? (input.url?.pathExtension.lowercased() == "txt" ? .text : .markdown)
      let expanded = CitationExpander(format: form, languages: quoted, site: site).expand(
        input.text, checks: checks)
      if writing {
        guard expanded != input.text else { continue }
        guard let url = input.url else {
          let reason = String(validating: input.nameBytes, as: UTF8.self) == nil ? "its name is not UTF-8" : "it is not a regular file"
          context.console.errorLine("error: cannot rewrite \(input.name): \(reason); the input was left as it was")
          failed = true
          continue
        }
        do {
          try replace(url, with: expanded)
          context.console.errorLine(
            "Expanded \(checks.filter { $0.token.form == .tag && !$0.isBroken }.count) citation(s) in \(input.name)")
        } catch {
          context.console.errorLine(
            "error: cannot rewrite \(input.name): \(ErrorText.describe(error)); the file was left as it was")
          failed = true
        }
      } else {
        context.console.write(expanded)
      }
    }
    switch report {
    case "json":
      try context.printJSON(CheckReport(citations: entries, counts: counts))
    case "github":
      context.console.write(CheckReport.github(checked, kb: kb, strict: arguments[strict], reworded: reworded))
    case "sarif":
      sarif?.finish()
    default:
      if !(expanding && !writing) || counts.total > 0 { printReport(counts.summary) }
    }
    let broken = counts.broken > 0 || (arguments[strict] && counts.aliases > 0)
    return failed || broken ? 1 : 0
  }

  /// Every rule reworded on or after `date`, by its old and its new ID (the latest rewording when
  /// there were several), from the history `hig fetch` keeps.
  static func rewordings(since date: String, context: CommandContext) throws -> [RecordID: RewordedRule] {
    let finder = ChangeFinder(apple: context.contentFolder.url.appendingPathComponent("apple"))
    let report: ChangeReport
    do {
      report = try finder.report(since: date, platform: nil, languages: Set(Language.allCases))
    } catch let error as CustomStringConvertible {
      throw CommandError.failed(error.description)
    }
    var found: [RecordID: RewordedRule] = [:]
    // Oldest first, so a later rewording of the same rule replaces an earlier one.
    for rule in report.guidelines.reversed().flatMap(\.rules) where rule.kind == .reworded {
      guard let old = rule.oldID, let new = rule.newID else { continue }
      let language: Language = rule.languages.contains(.en) ? .en : .ko
      let rewording = RewordedRule(
        date: rule.date, oldID: old, newID: new, oldText: rule.oldText?[language] ?? "",
        newText: rule.newText?[language] ?? "")
      found[old] = rewording
      found[new] = rewording
    }
    return found
  }

  /// Extensions of the files `hig check` reads inside a folder it is given.
  static let textExtensions: Set<String> = ["md", "markdown", "txt"]

  /// The most bytes `hig check` reads from one file or from standard input, as the ingester reads
  /// of one guideline: review notes are far smaller, and `hig check - < /dev/zero` must end.
  static let maximumInputSize = 8 << 20

  /// The input `path` names: standard input, a file (or a pipe: `hig check <(git diff)`), or every
  /// file of a folder with one of `extensions` (Markdown and text for `hig check`), walked as content
  /// folders are (no link out of it followed, no FIFO opened); a file of the folder that cannot be
  /// read goes to `skipping`, and the rest are read.
  static func read(
    _ path: String, extensions: Set<String> = textExtensions, context: CommandContext, skipping: (Error) -> Void
  ) throws -> [Input] {
    if path == "-" {
      let data = try context.standardInput()
      guard data.count <= maximumInputSize else {
        throw FileError.tooLarge(path: "standard input", size: data.count, limit: maximumInputSize)
      }
      return [Input(name: "<stdin>", nameBytes: Array("<stdin>".utf8), url: nil, text: try text(of: Array(data), name: "standard input"))]
    }
    // A name that is not UTF-8 (CP949 bytes) is opened by its bytes and shown decoded.
    let typed = context.bytes(ofArgument: path)
    let url = context.path(path)
    let name = typed.map { ContentFolder.displayName($0).name } ?? path.escapingControlCharacters()
    let location = typed.map { context.path(bytes: $0) } ?? Array(url.path.utf8)
    var info = stat()
    guard statPath(location, &info) == 0 else {
      throw errno == ENOENT
        ? CommandError.failed("\(name): no such file") : FileError.unreadable(path: name, reason: FileError.reason(errno))
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      try refuseLinkOut(name, location: location, workingDirectory: context.workingDirectoryPath)
      let input = try readFile(name, nameBytes: typed ?? Array(path.utf8), location: location, url: typed == nil ? url : nil)
      if let warning = input.warning { context.console.errorLine("warning: \(warning)") }
      return [input]
    }
    guard typed == nil else {
      throw CommandError.failed(
        "\(name): the name of this folder is not UTF-8, so hig cannot walk it; give its files, or rename it (convmv -f cp949 -t utf8)")
    }
    let folderPath = URL.standardPath(url.path)
    let (files, problems) = try ContentFolder(path: folderPath).files()
    let folder = (path.hasSuffix("/") ? String(path.dropLast()) : path).escapingControlCharacters()
    for problem in problems where problem.severity >= .warning {
      skipping(CommandError.failed("\(folder)/\(problem.file ?? ""): \(problem.message)"))
    }
    // The walk's locations start with the folder's real path; the rest is each name's own bytes.
    let root = Array((ContentFolder.realPath(folderPath) ?? folderPath).utf8) + [UInt8(ascii: "/")]
    let typedFolder = Array((path.hasSuffix("/") ? String(path.dropLast()) : path).utf8) + [UInt8(ascii: "/")]
    return files.filter { extensions.contains(($0.path as NSString).pathExtension.lowercased()) }.compactMap { file in
      let name = folder + "/" + file.path
      let relative = file.location.starts(with: root) ? Array(file.location.dropFirst(root.count)) : Array(file.path.utf8)
      let isUTF8 = String(validating: relative, as: UTF8.self) != nil
      do {
        let bytes = try FileReader.read(pathBytes: file.location, limit: maximumInputSize, shownAs: name)
        return Input(
          name: name, nameBytes: typedFolder + relative, url: isUTF8 ? file.url : nil, text: try text(of: bytes, name: name))
      } catch {
        skipping(error)
        return nil
      }
    }
  }

  /// A file named on the command line (`name` as shown, `location` its absolute path's bytes); a
  /// pipe or device is read too, but never rewritten, and one that gives nothing (a FIFO no one
  /// writes to, `/dev/null`) gets a warning rather than pass as an empty text without a word.
  static func readFile(_ name: String, nameBytes: [UInt8], location: [UInt8], url: URL?) throws -> Input {
    var info = stat()
    let isRegular = statPath(location, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    let bytes = try FileReader.read(userFileBytes: location, limit: maximumInputSize, shownAs: name)
    var input = Input(
      name: name, nameBytes: nameBytes, url: isRegular ? url : nil, text: try text(of: bytes, name: name))
    if !isRegular, bytes.isEmpty {
      input.warning = "\(name) is \(FileError.kind(of: info.st_mode)), not a regular file, and gave no text"
    }
    return input
  }

  /// A file named on the command line that is reached through a symbolic link must stay inside the
  /// folder it was named from (the working folder, or for a path outside it, the folder the path
  /// names), as the links found in a folder must: a pull request can carry `notes.md` as a link to
  /// a CI machine's own files. A link to a pipe (`<(git diff)`, `/dev/stdin`) is the shell's, and read.
  static func refuseLinkOut(_ name: String, location: [UInt8], workingDirectory: String) throws {
    var info = stat()
    guard let real = FolderBoundary.realPath(bytes: location), real != location, statPath(location, &info) == 0,
      info.st_mode & S_IFMT == S_IFREG
    else { return }
    let working = Array(workingDirectory.utf8)
    let inWorkingFolder = location.starts(with: working + (working.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]))
    let folder = inWorkingFolder ? working : Array(location[..<(location.lastIndex(of: UInt8(ascii: "/")) ?? 0)])
    guard let boundary = FolderBoundary(path: String(decoding: folder.isEmpty ? [UInt8(ascii: "/")] : folder, as: UTF8.self)),
      !boundary.contains(resolvingBytes: location)
    else { return }
    let target = FolderBoundary.linkTarget(bytes: location) ?? String(decoding: real, as: UTF8.self)
    throw CommandError.failed(
      "\(name): symbolic link to \(target.escapingControlCharacters()), outside \(inWorkingFolder ? "the working folder" : "its folder"); skipped (hig reads no file from outside it)"
    )
  }

  /// The text of an input; NUL bytes or invalid UTF-8 are errors naming it.
  static func text(of bytes: [UInt8], name: String) throws -> String {
    // A NUL byte is valid UTF-8 but never in a text: an image or archive named .md, say.
    guard !bytes.contains(0) else {
      throw CommandError.failed("\(name) is not a text file (it holds NUL bytes); give Markdown or text files")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw CommandError.failed("\(name) is not UTF-8 text; convert it first (iconv -t UTF-8)")
    }
    return text
  }

  /// Replaces the file through a temporary file renamed over it, keeping its permissions, so an
  /// error midway leaves the original intact; a symbolic link keeps pointing at the rewritten file.
  static func replace(_ url: URL, with text: String) throws {
    let target = url.resolvingSymlinksInPath()
    let permissions = try? FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
    try AtomicFile.write(Data(text.utf8), to: target)
    if let permissions {
      try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path)
    }
  }
}

/// stat(2) of a path given as bytes (a name that may not be UTF-8).
private func statPath(_ path: [UInt8], _ info: inout stat) -> Int32 {
  (path + [0]).withUnsafeBufferPointer { buffer in
    buffer.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) }
  }
}
