import FileAccess
import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HIGModel

/// The earlier versions of Apple's pages that `hig fetch` replaced or removed, kept in the fetch
/// folder's hidden `.history/` (so `Content/apple/.history/`, git-ignored with the pages and
/// skipped by the ingester, which skips hidden names): `history.json`, the journal read here, and
/// one folder per fetch that changed a page, holding the versions that fetch replaced.
///
///     .history/history.json
///     .history/2026-12-07T12-15-00Z/en/toggles.json   the version replaced on 2026-12-07 at 12:15
///
/// Only pages that changed are kept, and only the last `keptFetches` fetches that changed
/// something. `FetchRun` is the only writer (through `HistoryRecorder`); `hig changes` reads.
public struct FetchHistory: Codable, Equatable, Sendable {
  public static let folderName = ".history"
  public static let fileName = "history.json"
  public static let version = 1
  /// How many fetches that changed something are kept; older versions are deleted.
  public static let keptFetches = 32
  /// The largest page version read back: Apple's longest page is well under 1 MB.
  public static let largestPage = 8 * 1024 * 1024

  public var higFetchHistory = FetchHistory.version
  /// The fetches that changed a page, oldest first.
  public var fetches: [Fetch] = []

  /// One fetch that added, changed or removed pages.
  public struct Fetch: Codable, Equatable, Sendable {
    /// When the fetch ran (ISO 8601, UTC): the date each new version it brought was first seen.
    public var date: String
    /// Its folder inside `.history/`, holding the versions it replaced or removed.
    public var folder: String
    public var files: [Change]

    public init(date: String, folder: String, files: [Change]) {
      self.date = date
      self.folder = folder
      self.files = files
    }
  }

  /// What one fetch did to one page file.
  public struct Change: Codable, Equatable, Sendable {
    /// `en/<slug>.json` or `ko/<slug>.json`.
    public var file: String
    public var change: Kind
    /// When the version this fetch replaced or removed was first seen; nil for an added page.
    public var previousSeen: String?

    public init(file: String, change: Kind, previousSeen: String?) {
      self.file = file
      self.change = change
      self.previousSeen = previousSeen
    }
  }

  /// How a page file changed.
  public enum Kind: String, Codable, Sendable {
    case added, changed, removed
  }

  public init(fetches: [Fetch] = []) {
    self.fetches = fetches
  }

  /// The history kept in the fetch folder `apple`; empty when there is none yet (one fetch or none).
  /// Entries naming anything but a page file of a safe name are dropped, so a damaged journal
  /// cannot lead a reader out of `.history/`.
  public static func load(from apple: URL) throws -> FetchHistory {
    let folder = apple.appendingPathComponent(folderName).path
    var info = stat()
    guard lstat(folder, &info) == 0 else { return FetchHistory() }
    // hig makes `.history` itself; anything else there (a link out of the folder) is not read through.
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw FetchHistoryError.unreadable(path: folder, reason: "not a folder hig made (a link or a file)")
    }
    let path = folder + "/" + fileName
    let data: [UInt8]
    do {
      data = try FileReader.read(path, limit: largestPage, shownAs: path)
    } catch FileError.missing {
      return FetchHistory()
    } catch {
      throw FetchHistoryError.unreadable(path: path, reason: ErrorText.describe(error))
    }
    guard var history = try? JSONDecoder().decode(FetchHistory.self, from: Data(data)),
      history.higFetchHistory == version
    else {
      throw FetchHistoryError.unreadable(path: path, reason: "not a history journal of this version of hig")
    }
    history.fetches = history.fetches.filter { isSafeFolder($0.folder) }.map { fetch in
      var fetch = fetch
      fetch.files = fetch.files.filter { isPageFile($0.file) }
      return fetch
    }
    return history
  }

  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }

  /// `en/<slug>.json` or `ko/<slug>.json` with a slug of safe bytes only.
  public static func isPageFile(_ file: String) -> Bool {
    let parts = file.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == "en" || parts[0] == "ko", parts[1].hasSuffix(".json"),
      !parts[1].hasPrefix(".")
    else { return false }
    return parts[1].utf8.allSatisfy(FetchFolder.isSafeNameByte)
  }

  static func isSafeFolder(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && name.utf8.allSatisfy(FetchFolder.isSafeNameByte)
  }

  /// The folder name of a fetch at `date` (colons are not safe in every file system).
  static func folderName(for date: String) -> String {
    String(date.map { $0 == ":" ? "-" : $0 })
  }

  // MARK: - Versions

  /// Where `file` stood just before fetch number `index` (`fetches.count`: now): the stored
  /// version that fetch or a later one replaced, or the page on disk now; nil when it did not
  /// exist then. Reads only inside `apple`, never through a symbolic link.
  public func contents(of file: String, before index: Int, in apple: URL) throws -> Data? {
    guard FetchHistory.isPageFile(file) else { return nil }
    for fetch in fetches[min(index, fetches.count)...] {
      guard let change = fetch.files.first(where: { $0.file == file }) else { continue }
      if change.change == .added { return nil }
      let stored = apple.appendingPathComponent(FetchHistory.folderName).appendingPathComponent(fetch.folder)
        .appendingPathComponent(file)
      return try FetchHistory.read(stored.path)
    }
    return try FetchHistory.read(apple.appendingPathComponent(file).path)
  }

  /// When the version of `file` current just before fetch `index` was first seen, as far as the
  /// history knows (nil: before the history began).
  public func firstSeen(of file: String, before index: Int) -> String? {
    for fetch in fetches[..<min(index, fetches.count)].reversed() where fetch.files.contains(where: { $0.file == file }) {
      return fetch.date
    }
    return nil
  }

  private static func read(_ path: String) throws -> Data? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    // A link is never followed: history and pages are files hig wrote itself.
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FetchHistoryError.unreadable(path: path, reason: "not a regular file")
    }
    do {
      return Data(try FileReader.read(path, limit: largestPage, shownAs: path))
    } catch FileError.missing {
      return nil
    } catch {
      throw FetchHistoryError.unreadable(path: path, reason: ErrorText.describe(error))
    }
  }
}

/// Why the history of earlier page versions could not be read.
public enum FetchHistoryError: Error, Equatable, CustomStringConvertible {
  case unreadable(path: String, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "cannot read the fetch history \(path): \(reason); delete the folder's .history to start it afresh"
    }
  }
}

extension FetchHistory {
  /// When the version of each page file on disk was first downloaded, from the fetch folder's
  /// state (`en/toggles.json` → ISO 8601 date); empty when there is no state.
  public static func pagesFirstSeen(in apple: URL) -> [String: String] {
    let path = apple.appendingPathComponent(FetchState.fileName).path
    guard let bytes = try? FileReader.read(path, limit: largestPage, shownAs: path),
      let state = FetchState.decode(Data(bytes))
    else { return [:] }
    return state.files.filter { isPageFile($0.key) }.mapValues(\.fetched)
  }
}
