#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls hig's types shadow with methods of the same name (a reader's `read`, a
/// transport's `write`), under one name on Linux (module Glibc) and macOS (module Darwin).
public enum POSIX {
  @inlinable
  public static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  @inlinable
  public static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }

  @inlinable
  public static func open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.open(path, flags)
    #else
      Darwin.open(path, flags)
    #endif
  }

  /// This process's environment, as `posix_spawn` takes it: `environ` on Linux; macOS keeps it
  /// behind `_NSGetEnviron`.
  public static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if os(Linux)
      environ
    #else
      _NSGetEnviron().pointee
    #endif
  }

  /// A `rusage`'s `ru_maxrss` in bytes: Linux counts it in kilobytes, macOS in bytes.
  public static func bytes(maximumResidentSize: Int) -> Int {
    #if os(Linux)
      maximumResidentSize * 1024
    #else
      maximumResidentSize
    #endif
  }
}
