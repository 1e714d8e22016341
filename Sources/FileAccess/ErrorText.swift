import Foundation

/// The words a user reads for an error from any stage: hig's own errors say what to do, and the
/// file errors Foundation throws are told the way the system would ("No such file or directory"),
/// never as "NSCocoaErrorDomain Code=260".
///
///     ErrorText.describe(CocoaError(.fileReadNoSuchFile))  // "no such file or folder"
public enum ErrorText {
  public static func describe(_ error: Error) -> String {
    switch error {
    case let error as CocoaError: return describe(error)
    case let error as POSIXError: return FileError.reason(error.code.rawValue)
    case DecodingError.dataCorrupted(let context): return "not valid JSON (\(context.debugDescription))"
    case DecodingError.keyNotFound(let key, _): return "missing key '\(key.stringValue)'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
    case is EncodingError: return "a value could not be written as JSON"
    default:
      // hig's own errors are Swift values that say what to do; an NSError's description is
      // Foundation's debugging text.
      if !(Swift.type(of: error) is NSError.Type), let error = error as? CustomStringConvertible {
        return error.description
      }
      let error = error as NSError
      if error.domain == NSPOSIXErrorDomain { return FileError.reason(Int32(error.code)) }
      return "\(error.domain) error \(error.code)"
    }
  }

  private static func describe(_ error: CocoaError) -> String {
    // The system's own reason, when Foundation kept it (as a POSIXError or an NSError of its domain).
    if let posix = error.underlying as? POSIXError { return FileError.reason(posix.code.rawValue) }
    if let underlying = error.underlying.map({ $0 as NSError }), underlying.domain == NSPOSIXErrorDomain {
      return FileError.reason(Int32(underlying.code))
    }
    if let reason = error.userInfo[NSLocalizedDescriptionKey] as? String { return reason }
    switch error.code {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "no space left on the device"
    case .fileWriteVolumeReadOnly: return "the file system is read-only"
    case .fileWriteFileExists: return "a file of that name exists already"
    case .fileReadTooLarge: return "the file is too large"
    case .fileReadCorruptFile: return "the file's contents are not what was expected"
    case .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding: return "the text is not valid UTF-8"
    case .fileReadUnknownStringEncoding: return "the text's encoding is unknown"
    case .fileLocking: return "the file is locked"
    case .fileWriteUnknown: return "the file could not be written"
    case .fileReadUnknown: return "the file could not be read"
    default: return "file error \(error.code.rawValue)"
    }
  }
}
