import Foundation

/// The bytes of an index, either a memory-mapped file or an owned copy, kept alive as long as
/// any `SearchIndex` uses them.
///
///     let storage = try IndexStorage(mappingPath: "/cache/search-index.bin")  // pages are read only when touched
final class IndexStorage: @unchecked Sendable {
  let raw: UnsafeRawBufferPointer
  private let release: () -> Void

  /// Copies `bytes` into storage the index owns.
  init(copying bytes: [UInt8]) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 8)
    bytes.withUnsafeBytes { source in
      if let base = source.baseAddress { buffer.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
    }
    raw = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<bytes.count])
    release = { buffer.deallocate() }
  }

  /// Maps the file at `path` read-only; throws when it cannot be opened or is no regular file
  /// (it is opened without blocking, so a FIFO in its place is refused rather than waited on).
  init(mappingPath path: String) throws {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw SearchIndexError.unreadable(String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw SearchIndexError.unreadable(String(cString: strerror(errno))) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw SearchIndexError.notARegularFile }
    let size = Int(status.st_size)
    guard size > 0 else {
      raw = UnsafeRawBufferPointer(start: nil, count: 0)
      release = {}
      return
    }
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
      throw SearchIndexError.unreadable(String(cString: strerror(errno)))
    }
    raw = UnsafeRawBufferPointer(start: address, count: size)
    release = { munmap(address, size) }
  }

  deinit { release() }
}
