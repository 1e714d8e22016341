#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file of the running executable, which the programs built beside it (hig-http) and this build's
/// identity are found from.
public enum RunningExecutable {
  /// The executable's path with every link resolved, or nil when the system cannot tell. Linux names
  /// it `/proc/self/exe`; macOS answers `_NSGetExecutablePath`.
  public static var path: String? {
    #if os(Linux)
      guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
    #else
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) else { return nil }
    #endif
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
