import Foundation
import HIGFetch

/// Shows a fetch's progress on standard error: a bar on a terminal (files done of total, the
/// current file, bytes so far), otherwise one line per file.
final class FetchProgressPrinter {
  private let console: Console
  private var total = 0
  private var done = 0
  private var bytes = 0
  private var current = ""
  private var lastDrawn = Date.distantPast
  private var barShown = false

  init(console: Console) {
    self.console = console
  }

  func receive(_ event: FetchEvent) {
    switch event {
    case .started(_, let files):
      total = files
      draw()
    case .requesting(let file):
      current = file
      draw()
    case .finished(let file, let outcome, let bytes, let done, let total):
      (self.done, self.bytes, self.total) = (done, bytes, total)
      if case .failed(let reason) = outcome {
        permanent("failed \(file): \(reason)")
      } else if !console.showsProgress {
        console.errorLine(
          "[\(done)/\(total)] \(outcome.label.padding(toLength: 9, withPad: " ", startingAt: 0)) \(file)")
      }
      draw(force: done == total)
    case .retrying(let file, let reason, let delay, let attempt):
      permanent("retrying \(file) in \(FetchProgressPrinter.seconds(delay)) (attempt \(attempt + 1)): \(reason)")
    case .warning(let message):
      permanent("warning: \(message)")
    }
  }

  /// Clears the bar, before the summary is printed.
  func end() {
    if barShown { console.writeError("\r\u{1B}[K") }
    barShown = false
  }

  /// A line that stays: above the bar on a terminal.
  private func permanent(_ line: String) {
    end()
    console.errorLine(line)
    draw(force: true)
  }

  private func draw(force: Bool = false) {
    guard console.showsProgress, total > 0, force || Date().timeIntervalSince(lastDrawn) > 0.05 else { return }
    lastDrawn = Date()
    let width = 24
    let filled = total == 0 ? 0 : min(width, done * width / total)
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let name = current.count > 40 ? "…" + current.suffix(39) : current
    console.writeError("\r\u{1B}[K\(bar) \(done)/\(total) \(name) \(FetchProgressPrinter.size(bytes))")
    barShown = true
  }

  /// A byte count for people: "812 B", "45.3 kB", "8.1 MB".
  static func size(_ bytes: Int) -> String {
    if bytes < 1000 { return "\(bytes) B" }
    if bytes < 1_000_000 { return String(format: "%.1f kB", Double(bytes) / 1000) }
    return String(format: "%.1f MB", Double(bytes) / 1_000_000)
  }

  static func seconds(_ value: Double) -> String {
    value < 10 && value != value.rounded() ? String(format: "%.1f s", value) : "\(Int(value.rounded())) s"
  }
}
