import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps, during one fetch, the versions of pages it replaces or removes in the fetch folder's
/// `.history/` and writes the journal (`FetchHistory`) at the end. A first fetch records nothing:
/// there is no earlier version of anything. Everything is written inside the fetch folder, and
/// a `.history` that is not a real folder (a symbolic link, say) turns the history off with a
/// warning rather than be written through.
final class HistoryRecorder {
  private let folder: FetchFolder
  private let date: String
  private let stamp: String
  private var history: FetchHistory
  private var changes: [FetchHistory.Change] = []
  /// Off for a first fetch, and when `.history` cannot be used.
  private(set) var enabled: Bool
  private let report: (FetchEvent) -> Void
  private let keep: Int

  init(folder: FetchFolder, date: String, enabled: Bool, keep: Int, report: @escaping (FetchEvent) -> Void) {
    self.folder = folder
    self.keep = max(1, keep)
    self.date = date
    self.report = report
    var stamp = FetchHistory.folderName(for: date)
    history = FetchHistory()
    self.enabled = enabled
    guard enabled else {
      self.stamp = stamp
      return
    }
    do {
      history = try FetchHistory.load(from: folder.url)
    } catch {
      report(.warning("\(error); earlier versions are not kept this time"))
      self.enabled = false
    }
    // Two fetches within one second: the later one's folder gets a number.
    let base = stamp
    var number = 2
    while history.fetches.contains(where: { $0.folder == stamp }) {
      stamp = "\(base)-\(number)"
      number += 1
    }
    self.stamp = stamp
  }

  private var root: String { folder.path(FetchHistory.folderName) }

  /// Keeps `earlier`, the version of `file` about to be replaced, first seen at `previousSeen`.
  func replacing(_ file: String, earlier: Data, previousSeen: String?) {
    guard enabled, FetchHistory.isPageFile(file), let stored = prepare(file) else { return }
    let temporary = stored + ".tmp-\(getpid())"
    do {
      try earlier.write(to: URL(fileURLWithPath: temporary))
      guard rename(temporary, stored) == 0 else { throw FetchError.unwritableOutput(stored, reason: String(cString: strerror(errno))) }
      changes.append(FetchHistory.Change(file: file, change: .changed, previousSeen: previousSeen))
    } catch {
      unlink(temporary)
      disable("cannot keep the earlier version of \(file) (\(error))")
    }
  }

  /// Notes a page file that appeared in this fetch.
  func added(_ file: String) {
    guard enabled, FetchHistory.isPageFile(file) else { return }
    changes.append(FetchHistory.Change(file: file, change: .added, previousSeen: nil))
  }

  /// Moves `file`, a page that left the table of contents, into the history; true when it is gone
  /// from the pages (with the history off, it is left where it is).
  func removing(_ file: String, previousSeen: String?) -> Bool {
    guard enabled, FetchHistory.isPageFile(file), let stored = prepare(file) else { return false }
    guard rename(folder.path(file), stored) == 0 else {
      if errno == ENOENT { return true }
      disable("cannot move the removed page \(file) into the history (\(String(cString: strerror(errno))))")
      return false
    }
    changes.append(FetchHistory.Change(file: file, change: .removed, previousSeen: previousSeen))
    return true
  }

  /// Writes the journal with this fetch's changes, and deletes what falls out of it: the oldest
  /// fetches beyond the number to keep, and folders no journal names (a fetch killed before
  /// its journal was written).
  func save() throws {
    guard enabled else { return }
    var saved = history
    if !changes.isEmpty {
      saved.fetches.append(
        FetchHistory.Fetch(date: date, folder: stamp, files: changes.sorted { $0.file < $1.file }))
    }
    saved.fetches = Array(saved.fetches.suffix(keep))
    guard !saved.fetches.isEmpty || isRealFolder(root) else { return }
    guard ensureFolder(root) else { return }
    let journal = root + "/" + FetchHistory.fileName
    let temporary = root + "/." + FetchHistory.fileName + ".tmp-\(getpid())"
    do {
      try saved.encoded().write(to: URL(fileURLWithPath: temporary))
    } catch {
      unlink(temporary)
      throw FetchError.unwritableOutput(folder.shownPath, reason: "cannot write \(FetchHistory.folderName)/\(FetchHistory.fileName): \(error)")
    }
    guard rename(temporary, journal) == 0 else {
      throw FetchError.unwritableOutput(folder.shownPath, reason: "cannot replace \(journal): \(String(cString: strerror(errno)))")
    }
    let kept = Set(saved.fetches.map(\.folder))
    for name in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    where name != FetchHistory.fileName && !kept.contains(name) && !(name.hasPrefix(".") && name.contains(".tmp-")) {
      // removeItem deletes a link itself, never what it points to.
      try? FileManager.default.removeItem(atPath: root + "/" + name)
    }
  }

  /// The path to store `file` at in this fetch's folder, its folders made; nil (history off) when
  /// one of them is not a real folder.
  private func prepare(_ file: String) -> String? {
    let language = String(file.prefix { $0 != "/" })
    var path = root
    for part in ["", stamp, language] {
      if !part.isEmpty { path += "/" + part }
      guard ensureFolder(path) else {
        disable("\(path) is not a folder hig made")
        return nil
      }
    }
    return root + "/" + stamp + "/" + file
  }

  private func ensureFolder(_ path: String) -> Bool {
    if mkdir(path, 0o755) != 0, errno != EEXIST { return false }
    return isRealFolder(path)
  }

  private func isRealFolder(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  private func disable(_ reason: String) {
    enabled = false
    report(.warning("\(reason); earlier versions are not kept this time"))
  }
}
