import Foundation
import HTTPWire
import Testing

@testable import HIGFetch

/// Which answers are asked again, and after how long.
@Suite struct RetryPolicyTests {
  let policy = RetryPolicy(delays: [1, 3, 9], longestRetryAfter: 120)
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func timeoutsAndServerErrorsFollowTheSchedule() {
    let timeout = HTTPResponse(id: 1, status: 0, failure: .timeout)
    #expect(policy.decision(after: timeout, attempt: 0, now: now) == .retry(after: 1))
    #expect(policy.decision(after: HTTPResponse(id: 1, status: 502), attempt: 1, now: now) == .retry(after: 3))
    #expect(policy.decision(after: HTTPResponse(id: 1, status: 500), attempt: 2, now: now) == .retry(after: 9))
    #expect(
      policy.decision(after: HTTPResponse(id: 1, status: 500), attempt: 3, now: now) == .giveUp("HTTP 500, 4 times"))
  }

  @Test func finalAnswersAreNotAskedAgain() {
    for response in [
      HTTPResponse(id: 1, status: 404), HTTPResponse(id: 1, status: 403),
      HTTPResponse(id: 1, status: 0, failure: .resolve),
      HTTPResponse(id: 1, status: 0, failure: .file),
    ] {
      #expect(policy.decision(after: response, attempt: 0, now: now) == .giveUp(nil))
    }
  }

  @Test func retryAfterIsHonouredInSecondsOrAsADate() {
    let seconds = HTTPResponse(id: 1, status: 429, headers: [HTTPHeader("Retry-After", "7")])
    #expect(policy.decision(after: seconds, attempt: 0, now: now) == .retry(after: 7))
    let date = HTTPResponse(id: 1, status: 503, headers: [HTTPHeader("retry-after", "Tue, 14 Nov 2023 22:14:40 GMT")])
    #expect(policy.decision(after: date, attempt: 0, now: now) == .retry(after: 80))
    // A shorter Retry-After never shortens the schedule's delay.
    let short = HTTPResponse(id: 1, status: 429, headers: [HTTPHeader("Retry-After", "0")])
    #expect(policy.decision(after: short, attempt: 1, now: now) == .retry(after: 3))
  }

  @Test func anUnreasonablyLongRetryAfterGivesUpAtOnce() {
    let response = HTTPResponse(id: 1, status: 429, headers: [HTTPHeader("Retry-After", "3600")])
    guard case .giveUp(let reason?) = policy.decision(after: response, attempt: 0, now: now) else {
      Issue.record("expected to give up")
      return
    }
    #expect(reason.contains("3600 s"))
  }

  /// A number of seconds too large for any integer is a very long wait, not an unreadable header.
  @Test func aRetryAfterTooLargeForAnIntegerGivesUpAtOnce() {
    let response = HTTPResponse(id: 1, status: 503, headers: [HTTPHeader("Retry-After", "99999999999999999999")])
    guard case .giveUp(let reason?) = policy.decision(after: response, attempt: 0, now: now) else {
      Issue.record("expected to give up")
      return
    }
    #expect(reason.contains("longer than 30 years"))
    #expect(RetryPolicy.seconds(retryAfter: "99999999999999999999", now: now).map { $0 > 9e19 } == true)
  }

  /// Neither a number of seconds nor a date: RFC 9110 gives it no meaning, so the schedule decides.
  @Test(arguments: ["-5", "+5", "1.5", "soon", "", "5 s"])
  func aRetryAfterThatIsNoDelayLeavesTheSchedule(_ value: String) {
    let response = HTTPResponse(id: 1, status: 429, headers: [HTTPHeader("Retry-After", value)])
    #expect(RetryPolicy.seconds(retryAfter: value, now: now) == nil)
    #expect(policy.decision(after: response, attempt: 1, now: now) == .retry(after: 3))
  }

  /// RFC 9110 asks recipients to read all three forms of an HTTP date.
  @Test(arguments: ["Tue, 14 Nov 2023 22:14:40 GMT", "Tuesday, 14-Nov-23 22:14:40 GMT", "Tue Nov 14 22:14:40 2023"])
  func everyFormOfAnHTTPDateIsRead(_ value: String) {
    #expect(RetryPolicy.seconds(retryAfter: value, now: now) == 80)
  }
}
