#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock (flock) on a folder, held while a build writes into it: it tells a staging
/// folder that a running `hig site` is still writing from one a killed run left behind. The
/// lock belongs to the folder itself, so it follows it through renames, and the system lets go
/// of it when the process ends, however it ends.
///
///     guard let lock = FolderLock(path: "._site.staging-1a2b3c4d") else { return }  // held elsewhere
///     defer { lock.release() }
struct FolderLock {
  private let descriptor: Int32

  /// Takes the lock without waiting; nil when the folder cannot be opened or another process
  /// holds its lock.
  init?(path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = descriptor
  }

  func release() { close(descriptor) }
}
