import Foundation
import HTTPWire

/// When a request that failed is asked again: after a timeout, a broken connection, a 429 or a
/// 5xx, after the next delay of the schedule (1 s, 3 s, 9 s by default), or after as long as the
/// server's `Retry-After` asks, if that is not unreasonably long.
struct RetryPolicy: Sendable {
  var delays: [Double]
  var longestRetryAfter: Double

  /// What to do after `response` to the attempt numbered `attempt` (0 for the first).
  enum Decision: Equatable {
    case retry(after: Double)
    /// No retry: the reason to report (the caller's own wording when nil).
    case giveUp(String?)
  }

  func decision(after response: HTTPResponse, attempt: Int, now: Date) -> Decision {
    guard RetryPolicy.isTransient(response) else { return .giveUp(nil) }
    guard attempt < delays.count else {
      return .giveUp("\(RetryPolicy.describe(response)), \(attempt + 1) times")
    }
    var delay = delays[attempt]
    if response.status == 429 || response.status == 503, let header = response.headers.value(of: "Retry-After"),
      let asked = RetryPolicy.seconds(retryAfter: header, now: now)
    {
      guard asked <= longestRetryAfter else {
        let wait = asked < 1e9 ? "\(Int(asked)) s" : "longer than 30 years"
        return .giveUp("\(RetryPolicy.describe(response)); the server asks to wait \(wait) before trying again")
      }
      delay = max(delay, asked)
    }
    return .retry(after: delay)
  }

  /// True for the outcomes that a later attempt may not share.
  static func isTransient(_ response: HTTPResponse) -> Bool {
    if let failure = response.failure { return failure.isTransient }
    return response.status == 429 || (500...599).contains(response.status)
  }

  /// A `Retry-After` value in seconds from `now`, as RFC 9110 has it: a whole number of seconds
  /// (any number of digits: one too large for an integer is simply very long) or an HTTP date in
  /// any of its three forms; nil for anything else (`-5`, `soon`), which the schedule then decides.
  ///
  ///     RetryPolicy.seconds(retryAfter: "2", now: now)                              // 2
  ///     RetryPolicy.seconds(retryAfter: "99999999999999999999", now: now)           // about 1e20
  ///     RetryPolicy.seconds(retryAfter: "Wed, 21 Oct 2015 07:28:00 GMT", now: now)  // until then, 0 if past
  static func seconds(retryAfter value: String, now: Date) -> Double? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
      // Saturating: digits past any integer type still mean "longer than anyone will wait".
      return trimmed.utf8.reduce(0.0) { $0 * 10 + Double($1 - UInt8(ascii: "0")) }
    }
    for format in httpDateFormats {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      if let date = formatter.date(from: trimmed) { return max(0, date.timeIntervalSince(now)) }
    }
    return nil
  }

  /// RFC 9110's HTTP-date: the preferred IMF-fixdate, and the obsolete RFC 850 and asctime forms
  /// that a recipient must still accept.
  private static let httpDateFormats = [
    "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
  ]

  /// A response or failure in a few words: "HTTP 503", "timed out (…)".
  static func describe(_ response: HTTPResponse) -> String {
    guard let failure = response.failure else { return "HTTP \(response.status)" }
    let detail = response.message.isEmpty ? "" : " (\(response.message))"
    switch failure {
    case .timeout: return "timed out\(detail)"
    case .connection: return "the connection broke off\(detail)"
    case .refused: return "no connection could be made\(detail)"
    case .resolve: return "the host name does not resolve\(detail)"
    case .file: return "the body could not be stored\(detail)"
    case .other: return "the request failed\(detail)"
    case .tooLarge: return response.message.isEmpty ? "the body is too large" : response.message
    }
  }
}
