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
        return .giveUp("\(RetryPolicy.describe(response)); the server asks to wait \(Int(asked)) s before trying again")
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

  /// A `Retry-After` value in seconds from `now`: a number of seconds or an HTTP date.
  ///
  ///     RetryPolicy.seconds(retryAfter: "2", now: now)                              // 2
  ///     RetryPolicy.seconds(retryAfter: "Wed, 21 Oct 2015 07:28:00 GMT", now: now)  // until then, 0 if past
  static func seconds(retryAfter value: String, now: Date) -> Double? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(trimmed) { return Double(max(0, seconds)) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: trimmed) else { return nil }
    return max(0, date.timeIntervalSince(now))
  }

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
    }
  }
}
