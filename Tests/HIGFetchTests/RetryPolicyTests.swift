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
}
