#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FileAccess
import HIGModel
import OperatingSystem

/// The listing's file, read before every command: a little-endian binary layout parsed over bytes
/// (JSONDecoder alone would cost more than the folder reads it saves).
///
///     "HIGLST01" | folder count u32 | file count u32 | file paths length u32
///     folders: device u64 | inode u64 | mtime s, ns, ctime s, ns i64 | path length u32 | path, NUL
///     each file's folder index u32 | file paths, each NUL-terminated | `Checksum.of` all the bytes before it u64
extension ContentListing {
  /// Names the layout; a listing of any other layout is not read, and the next full walk replaces it.
  static let magic: [UInt8] = Array("HIGLST01".utf8)

  /// The listing saved at `path`, or nil when there is none or it is damaged, truncated or of
  /// another layout (the caller then walks the folder as if there were none).
  static func read(from path: String) -> ContentListing? {
    // Without blocking, and only a regular file: a FIFO in its place must not hang every command.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0, info.st_size < 1 << 30
    else { return nil }
    let size = Int(info.st_size)
    var complete = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      while count < size {
        let got = POSIX.read(descriptor, buffer.baseAddress! + count, size - count)
        guard got > 0 else { return }
        count += got
      }
      complete = true
    }
    return complete ? ContentListing(encoded: bytes) : nil
  }

  /// Saves the listing at `path` atomically. Failures are ignored: a cache folder that cannot be
  /// written, or does not exist yet (the first command creates it after the check), only means
  /// that the next command walks the folders again.
  func write(to path: String) {
    _ = encoded().withUnsafeBytes { AtomicFile.write($0, toPath: path) }
  }

  func encoded() -> [UInt8] {
    var bytes = ContentListing.magic
    func append<Number: FixedWidthInteger>(_ number: Number) {
      withUnsafeBytes(of: number.littleEndian) { bytes.append(contentsOf: $0) }
    }
    append(UInt32(folders.count))
    append(UInt32(fileCount))
    append(UInt32(filePaths.count))
    for folder in folders {
      let state = folder.state
      append(state.device)
      append(state.inode)
      for time in [state.modifiedSeconds, state.modifiedNanoseconds, state.changedSeconds, state.changedNanoseconds] {
        append(time)
      }
      append(UInt32(folder.path.count))
      bytes.append(contentsOf: folder.path)
    }
    for folder in fileFolders { append(folder) }
    bytes.append(contentsOf: filePaths)
    append(bytes.withUnsafeBytes { Checksum.of($0) })
    return bytes
  }

  /// Parses `encoded()`'s bytes; nil unless they are whole, undamaged and of this layout.
  init?(encoded bytes: [UInt8]) {
    let body = bytes.count - 8
    guard body >= ContentListing.magic.count + 12, bytes.starts(with: ContentListing.magic) else { return nil }
    var reader = Reader(bytes: bytes, offset: ContentListing.magic.count, end: body)
    guard
      reader.number(UInt64.self, at: body)
        == bytes.withUnsafeBytes({ Checksum.of(.init(rebasing: $0[..<body])) }),
      let folderCount = reader.next(UInt32.self), let fileCount = reader.next(UInt32.self),
      let pathsLength = reader.next(UInt32.self)
    else { return nil }
    var folders: [Folder] = []
    for _ in 0..<folderCount {
      guard let device = reader.next(UInt64.self), let inode = reader.next(UInt64.self),
        let modifiedSeconds = reader.next(Int64.self), let modifiedNanoseconds = reader.next(Int64.self),
        let changedSeconds = reader.next(Int64.self), let changedNanoseconds = reader.next(Int64.self),
        let pathLength = reader.next(UInt32.self), let path = reader.bytes(Int(pathLength)), path.last == 0
      else { return nil }
      let times = [modifiedSeconds, modifiedNanoseconds, changedSeconds, changedNanoseconds]
      folders.append(Folder(path: Array(path), state: FolderState(device: device, inode: inode, times: times)))
    }
    var fileFolders: [UInt32] = []
    fileFolders.reserveCapacity(Int(fileCount))
    for _ in 0..<fileCount {
      guard let folder = reader.next(UInt32.self), folder < folderCount else { return nil }
      fileFolders.append(folder)
    }
    // The root comes first; the file paths end with a NUL, so reading one never runs past the end
    // (`revisit` checks that there are as many as files).
    guard folders.first?.path == ContentListing.rootPath + [0], let filePaths = reader.bytes(Int(pathsLength)),
      reader.offset == body, filePaths.last ?? 0 == 0
    else { return nil }
    self.init(folders: folders, filePaths: filePaths, fileFolders: fileFolders)
  }

  /// Reads little-endian numbers and byte runs in order, refusing to read past `end`.
  private struct Reader {
    let bytes: [UInt8]
    var offset: Int
    let end: Int

    func number<Number: FixedWidthInteger>(_ type: Number.Type, at position: Int) -> Number {
      bytes.withUnsafeBytes { Number(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: Number.self)) }
    }

    mutating func next<Number: FixedWidthInteger>(_ type: Number.Type) -> Number? {
      guard end - offset >= MemoryLayout<Number>.size else { return nil }
      defer { offset += MemoryLayout<Number>.size }
      return number(type, at: offset)
    }

    /// The next `count` bytes, sharing the storage of the bytes read (the file paths are most of them).
    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
      guard count >= 0, end - offset >= count else { return nil }
      defer { offset += count }
      return bytes[offset..<offset + count]
    }
  }
}
