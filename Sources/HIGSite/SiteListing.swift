import Foundation
import HIGModel
import OperatingSystem

/// What `hig site` wrote into a site folder, file by file, kept in the folder's marker
/// (`.hig-site`): when a later build writes over that folder (the spare), a file whose new bytes
/// have the recorded checksum is left as it is, neither opened nor written.
///
/// A file is trusted to hold the recorded bytes only while its size, inode and change time are the
/// recorded ones: an edit by hand, or a file put in its place, changes them, and it is written again.
///
///     written by hig 0.9
///     1834	2752612	1764529023.415238001	9f3c0d8e4a1b2c7d	index.html
///     (size, inode, change time, checksum, path: one line per file, tab-separated)
struct SiteListing {
  /// One file as it was written.
  struct Entry: Equatable {
    var size: Int
    var inode: UInt64
    var changedSeconds: Int
    var changedNanoseconds: Int
    var checksum: UInt64

    init(size: Int, checksum: UInt64, info: stat) {
      self.size = size
      self.checksum = checksum
      inode = UInt64(info.st_ino)
      changedSeconds = Int(info.statusChanged.tv_sec)
      changedNanoseconds = Int(info.statusChanged.tv_nsec)
    }

    init(size: Int, inode: UInt64, changedSeconds: Int, changedNanoseconds: Int, checksum: UInt64) {
      self.size = size
      self.inode = inode
      self.changedSeconds = changedSeconds
      self.changedNanoseconds = changedNanoseconds
      self.checksum = checksum
    }

    /// True when `info` (an `lstat` of the file) is still the regular file this entry recorded.
    func describes(_ info: stat) -> Bool {
      (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) == size && UInt64(info.st_ino) == inode
        && Int(info.statusChanged.tv_sec) == changedSeconds && Int(info.statusChanged.tv_nsec) == changedNanoseconds
    }
  }

  var entries: [String: Entry] = [:]

  init() {}

  /// The listing in a marker's text. Lines that do not parse (a marker written before listings,
  /// or damaged) are skipped: their files are simply written again.
  init(markerText text: String) {
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
      guard fields.count == 5, let size = Int(fields[0]), let inode = UInt64(fields[1]),
        let checksum = UInt64(fields[3], radix: 16)
      else { continue }
      let time = fields[2].split(separator: ".", omittingEmptySubsequences: false)
      guard time.count == 2, let seconds = Int(time[0]), let nanoseconds = Int(time[1]) else { continue }
      entries[String(fields[4])] = Entry(
        size: size, inode: inode, changedSeconds: seconds, changedNanoseconds: nanoseconds, checksum: checksum)
    }
  }

  /// The checksum a listing records for `bytes`.
  static func checksum(of bytes: Data) -> UInt64 {
    var hash = FNV1a()
    bytes.withUnsafeBytes { hash.mix(bytes: $0) }
    return hash.value
  }

  /// The marker's text: `firstLine`, then one line per file in path order.
  func markerText(firstLine: String) -> String {
    var text = firstLine + "\n"
    for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
      let nanoseconds = String(entry.changedNanoseconds)
      text += "\(entry.size)\t\(entry.inode)\t\(entry.changedSeconds)."
      text += String(repeating: "0", count: max(0, 9 - nanoseconds.count)) + nanoseconds
      text += "\t" + FNV1a(seed: entry.checksum).hex + "\t" + path + "\n"
    }
    return text
  }
}
