#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `opendir` and `fdopendir` return: an opaque pointer in Glibc's Swift overlay, a typed one
/// in Darwin's.
#if os(Linux)
  public typealias DirectoryStream = OpaquePointer
#else
  public typealias DirectoryStream = UnsafeMutablePointer<DIR>
#endif
