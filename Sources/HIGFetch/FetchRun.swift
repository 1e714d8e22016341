import FileAccess
import Foundation
import HIGModel
import HTTPWire

/// One run of a `Fetcher`: the files still to get, the requests in flight, the retries waiting for
/// their time, the saved state and the summary.
final class FetchRun {
  private let options: FetchOptions
  private let client: HTTPClient
  private let report: (FetchEvent) -> Void
  private let folder: FetchFolder
  private let policy: RetryPolicy
  private var state: FetchState
  private var summary: FetchSummary
  private var waiting: [FetchJob] = []
  private var delayed: [(due: Date, job: FetchJob)] = []
  private var inFlight: [Int: (job: FetchJob, temporary: String)] = [:]
  private var nextRequest = 1
  private var queuedImages = Set<String>()
  private var done = 0
  private var total = 0
  private var indexFailure: String?
  private var lastSave = Date()
  private let started = Date()
  /// Earlier versions of the pages this run replaces or removes (docs/Changes.md).
  private var history: HistoryRecorder?
  /// The language folders an earlier run had fetched: a page new there was added by Apple.
  private var earlierLanguages = Set<Substring>()
  /// The slugs the earlier table of contents listed (nil without one): a page new on disk but
  /// listed there was only not fetched before (`--only`), not added by Apple.
  private var earlierSlugs: Set<String>?

  init(options: FetchOptions, client: HTTPClient, report: @escaping (FetchEvent) -> Void) {
    self.options = options
    self.client = client
    self.report = report
    folder = FetchFolder(url: options.output, shownPath: options.output.path, contentFolder: options.contentFolder)
    policy = RetryPolicy(delays: options.retryDelays, longestRetryAfter: options.longestRetryAfter)
    state = FetchState(source: options.source, updated: FetchRun.timestamp(Date()))
    summary = FetchSummary(source: options.source, out: options.output.path)
  }

  func run() throws -> FetchSummary {
    try folder.prepare(subfolders: FetchFolder.subfolders(for: options))
    loadState()
    earlierLanguages = Set(state.files.keys.filter(FetchHistory.isPageFile).map { $0.prefix { $0 != "/" } })
    history = HistoryRecorder(
      folder: folder, date: FetchRun.timestamp(started), enabled: !earlierLanguages.isEmpty,
      keep: options.keptHistory, report: report)
    earlierSlugs = folder.read(FetchJob.index(dataRoot: options.dataRoot).file)
      .flatMap { try? NavigatorIndex(data: $0) }.map { Set($0.pages.map(\.slug)) }
    waiting.append(FetchJob.index(dataRoot: options.dataRoot))
    try drain()
    let pages = try chosenPages(readIndex())
    summary.pages = pages.count
    if options.only == nil, indexFailure == nil { removeLeftPages(pages) }
    total = pages.count * options.languages.count
    report(.started(pages: pages.count, files: total))
    // Both languages of a page one after the other, English first, so pages finish whole.
    let languages = [Language.en, .ko].filter(options.languages.contains)
    for page in pages {
      for language in languages { waiting.append(FetchJob.page(page.slug, language, dataRoot: options.dataRoot)) }
    }
    try drain()
    // Answers arrive in any order; the summary lists pages in the table of contents' order.
    let order = Dictionary(pages.enumerated().map { ($1.slug, $0) }, uniquingKeysWith: { first, _ in first })
    summary.koreanMissing.sort { order[$0, default: 0] < order[$1, default: 0] }
    summary.failures.sort { $0.file < $1.file }
    state.updated = FetchRun.timestamp(Date())
    state.koreanMissing = summary.koreanMissing
    state.failures = summary.failures.map { FetchState.Failure(file: $0.file, url: $0.url, reason: $0.reason) }
    try history?.save()
    try folder.write(state.encoded(), as: FetchState.fileName)
    summary.seconds = (Date().timeIntervalSince(started) * 100).rounded() / 100
    return summary
  }

  // MARK: - The table of contents

  private func readIndex() throws -> NavigatorIndex {
    let job = FetchJob.index(dataRoot: options.dataRoot)
    guard let data = folder.read(job.file) else {
      throw FetchError.indexUnavailable(url: job.url, reason: indexFailure ?? "no response")
    }
    if let indexFailure {
      report(
        .warning("the table of contents could not be updated (\(indexFailure)); using the copy from an earlier run"))
    }
    do {
      return try NavigatorIndex(data: data)
    } catch {
      throw FetchError.indexUnreadable(path: folder.path(job.file), reason: "\(error)")
    }
  }

  /// The index's pages, or only those `--only` names (matched ignoring case).
  private func chosenPages(_ index: NavigatorIndex) throws -> [NavigatorIndex.Page] {
    guard let only = options.only else { return index.pages }
    var chosen: [NavigatorIndex.Page] = []
    var unknown: [String] = []
    for slug in only {
      if let page = index.pages.first(where: { $0.slug.lowercased() == slug.lowercased() }) {
        if !chosen.contains(page) { chosen.append(page) }
      } else {
        unknown.append(slug)
      }
    }
    guard unknown.isEmpty else {
      let slugs = index.pages.map(\.slug)
      throw FetchError.unknownSlugs(
        unknown, suggestions: unknown.compactMap { EditDistance.closest(to: $0, in: slugs, count: 1).first })
    }
    return chosen
  }

  /// Moves the pages an earlier run fetched that the table of contents no longer lists into the
  /// history: Apple removed them.
  private func removeLeftPages(_ pages: [NavigatorIndex.Page]) {
    let slugs = Set(pages.map(\.slug))
    let languages = Set(options.languages.map(\.rawValue))
    for file in state.files.keys.sorted() where FetchHistory.isPageFile(file) {
      let parts = file.split(separator: "/")
      guard languages.contains(String(parts[0])), !slugs.contains(String(parts[1].dropLast(5))) else { continue }
      if history?.removing(file, previousSeen: state.files[file]?.fetched) == true {
        state.files[file] = nil
        summary.removed.append(file)
      }
    }
  }

  // MARK: - Scheduling

  /// Runs requests until nothing is waiting, delayed or in flight.
  private func drain() throws {
    while !waiting.isEmpty || !delayed.isEmpty || !inFlight.isEmpty {
      let now = Date()
      let due = delayed.filter { $0.due <= now }
      if !due.isEmpty {
        delayed.removeAll { $0.due <= now }
        waiting.insert(contentsOf: due.map(\.job), at: 0)
      }
      while inFlight.count < options.jobs, !waiting.isEmpty {
        try start(waiting.removeFirst())
      }
      // With nothing in flight this only waits for the next retry's time.
      let nextDue = delayed.map(\.due).min()
      let wait = nextDue.map { max(0, min(1, $0.timeIntervalSince(Date()))) } ?? 1
      for response in try client.responses(waitingAtMost: wait) {
        guard let (job, temporary) = inFlight.removeValue(forKey: response.id) else { continue }
        defer { folder.remove(temporary) }
        try handle(response, for: job, temporary: temporary)
      }
      if Date().timeIntervalSince(lastSave) > 0.5 { saveState() }
    }
  }

  private func start(_ job: FetchJob) throws {
    let id = nextRequest
    nextRequest += 1
    let temporary = folder.temporaryPath(for: job.file, request: id)
    let conditions =
      job.unconditional || !folder.exists(job.file) ? [] : state.conditionalHeaders(for: job.file, url: job.url)
    try client.send(
      HTTPRequest(
        id: id, url: job.url, bodyPath: temporary, maximumBytes: job.maximumBytes,
        headers: conditions.map { HTTPHeader($0.0, $0.1) }))
    inFlight[id] = (job, temporary)
    summary.requests += 1
    report(.requesting(file: job.file))
  }

  // MARK: - Responses

  private func handle(_ response: HTTPResponse, for job: FetchJob, temporary: String) throws {
    summary.bytes += response.bodyBytes
    if response.failure == nil, response.status == 200 {
      try accept(temporary, response: response, for: job)
    } else if response.failure == nil, response.status == 304 {
      guard folder.exists(job.file) else {
        // The copy went away while the request was out: ask once more, for the whole body.
        var again = job
        again.unconditional = true
        waiting.insert(again, at: 0)
        return
      }
      confirm(job, response: response)
      finish(job, .unchanged)
      if options.images, case .page = job.kind, let body = folder.read(job.file) { queueImages(of: body) }
    } else if response.failure == nil, response.status == 404 || response.status == 410 {
      if case .page(let slug, .ko) = job.kind {
        summary.koreanMissing.append(slug)
        finish(job, .koreanMissing)
      } else {
        fail(job, "not on the server (HTTP \(response.status))")
      }
    } else {
      switch policy.decision(after: response, attempt: job.attempt, now: Date()) {
      case .retry(let delay):
        var again = job
        again.attempt += 1
        delayed.append((Date().addingTimeInterval(delay), again))
        report(.retrying(file: job.file, reason: RetryPolicy.describe(response), delay: delay, attempt: again.attempt))
      case .giveUp(let reason):
        fail(job, reason ?? RetryPolicy.describe(response))
      }
    }
  }

  /// A 200: checks the body, and puts it in place unless it is the same as the copy on disk.
  private func accept(_ temporary: String, response: HTTPResponse, for job: FetchJob) throws {
    // The helper stops at the bound; this side holds to it too, whatever wrote the file.
    let body: Data
    do {
      body = Data(try FileReader.read(temporary, limit: job.maximumBytes))
    } catch {
      var reason = ErrorText.describe(error)
      if case FileError.tooLarge = error { reason = "the body is larger than \(FileError.size(job.maximumBytes))" }
      fail(job, reason + (folder.exists(job.file) ? "; the earlier copy was kept" : ""))
      return
    }
    let problem: String?
    switch job.kind {
    case .index: problem = BodyCheck.problem(index: body)
    case .page(let slug, _): problem = BodyCheck.problem(page: body, slug: slug)
    case .image: problem = BodyCheck.problem(image: body)
    }
    if let problem {
      fail(job, problem + (folder.exists(job.file) ? "; the earlier copy was kept" : ""))
      return
    }
    let earlier = folder.read(job.file)
    let outcome: FileOutcome = earlier == nil ? .new : earlier == body ? .unchanged : .changed
    if case .page = job.kind {
      if let earlier, outcome == .changed {
        history?.replacing(job.file, earlier: earlier, previousSeen: state.files[job.file]?.fetched)
      } else if outcome == .new, earlierLanguages.contains(job.file.prefix { $0 != "/" }),
        case .page(let slug, _) = job.kind, !(earlierSlugs?.contains(slug) ?? false)
      {
        history?.added(job.file)
      }
    }
    if outcome != .unchanged { try folder.commit(temporary, as: job.file) }
    confirm(job, response: response, changed: outcome != .unchanged)
    finish(job, outcome)
    if options.images, case .page = job.kind { queueImages(of: body) }
  }

  /// Records what the server said about the file now on disk.
  private func confirm(_ job: FetchJob, response: HTTPResponse, changed: Bool = false) {
    let now = FetchRun.timestamp(Date())
    let earlier = state.files[job.file]
    let validators = response.status == 304 && earlier?.url == job.url
    state.files[job.file] = FetchState.Entry(
      url: job.url,
      etag: response.headers.value(of: "ETag") ?? (validators ? earlier?.etag : nil),
      lastModified: response.headers.value(of: "Last-Modified") ?? (validators ? earlier?.lastModified : nil),
      fetched: changed || earlier == nil ? now : earlier!.fetched, checked: now)
  }

  private func queueImages(of page: Data) {
    for image in PageImage.all(inPage: page) where queuedImages.insert(image.fileName).inserted {
      guard let url = resolved(image.url) else {
        report(.warning("skipped the image \(image.url): only http and https URLs are fetched"))
        continue
      }
      waiting.append(FetchJob(kind: .image, file: "images/\(image.fileName)", url: url))
      total += 1
    }
  }

  /// An image URL as requested: absolute ones as they are, paths on the source server.
  private func resolved(_ url: String) -> String? {
    let lowered = url.lowercased()
    if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") { return url }
    if lowered.hasPrefix("//") { return (options.source.hasPrefix("http://") ? "http:" : "https:") + url }
    if lowered.contains(":") { return nil }
    return options.source + (url.hasPrefix("/") ? url : "/" + url)
  }

  private func fail(_ job: FetchJob, _ reason: String) {
    if case .index = job.kind {
      indexFailure = reason
      summary.index = "failed"
      summary.failures.append(FetchSummary.Failure(file: job.file, url: job.url, reason: reason))
      return
    }
    summary.failures.append(FetchSummary.Failure(file: job.file, url: job.url, reason: reason))
    finish(job, .failed(reason))
  }

  private func finish(_ job: FetchJob, _ outcome: FileOutcome) {
    switch job.kind {
    case .index:
      summary.index = outcome.label
      return
    case .page: summary.files.add(outcome)
    case .image: summary.images.add(outcome)
    }
    done += 1
    report(.finished(file: job.file, outcome: outcome, bytes: summary.bytes, done: done, total: total))
  }

  // MARK: - State

  private func loadState() {
    guard let data = folder.read(FetchState.fileName) else { return }
    guard let saved = FetchState.decode(data) else {
      report(
        .warning(
          "\(folder.path(FetchState.fileName)) could not be read; every file is asked for in full this time (only changed ones are replaced)"
        ))
      return
    }
    state = saved
    state.source = options.source
  }

  /// Saves the state as it is, so a run killed now still sends conditional requests next time.
  /// A failure here is not worth stopping for: the end of the run saves again, and reports it.
  private func saveState() {
    lastSave = Date()
    try? history?.save()
    if let data = try? state.encoded() { try? folder.write(data, as: FetchState.fileName) }
  }

  static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
