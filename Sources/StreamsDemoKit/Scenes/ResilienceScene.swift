import Foundation
import Streams
import StreamsNetwork

/// What the resilience scene saw.
package struct ResilienceResult: Codable, Hashable, Sendable {
  /// How many times the request was sent.
  package var attempts: Int
  /// The waits the server asked for with `Retry-After`, in seconds, one per retry.
  package var retryAfter: [Double]
  /// Seconds from the first attempt to the answer, by the context's clock.
  package var elapsedSeconds: Double
  /// The answer.
  package var status: FlakyStatus
}

/// Scene 4: a flaky endpoint, retried with `retry(when:)` as long as the server says when.
package enum ResilienceScene {
  /// The line printed before the scene runs.
  package static let summary =
    "retry(when:) on 503, waiting as long as Retry-After says (about a second)"

  /// How many retries before giving up.
  package static let maxRetries = 3

  /// The flaky request, sent again after each `503` once its `Retry-After` has passed.
  ///
  /// - Parameters:
  ///   - key: which flaky sequence to use (a fresh key fails once, then works).
  ///   - context: the run's context; its clock times the waits.
  ///   - attempt: told before each attempt, with its number.
  ///   - waiting: told after each `503`, with the wait in seconds.
  /// - Returns: the answer once it works, or the error that is not worth retrying.
  package static func flaky(
    key: String, in context: DemoContext, attempt: @escaping (Int) -> Void,
    waiting: @escaping (Double) -> Void
  ) -> Observable<FlakyStatus> {
    let attempts = Locked(0)
    let clock = context.clock
    return context.environment.fixture.rx.request(.flaky(key: key))
      .map(FlakyStatus.self)
      .asObservable()
      .do(onSubscribe: {
        let number = attempts.withLock { count in
          count += 1
          return count
        }
        attempt(number)
      })
      .retry(when: { (errors: Observable<NetworkError>) in
        errors.enumerated().flatMap { index, error -> Observable<Int> in
          guard index < maxRetries, case .serviceUnavailable(let after)? = error.status else {
            return .error(error)
          }
          let seconds = after ?? 1
          waiting(seconds)
          return Observable<Int>.timer(.clamped(seconds: seconds), scheduler: clock)
        }
      })
  }

  /// Runs the scene, printing each attempt and each wait.
  ///
  /// - Parameter context: the run's context.
  /// - Returns: the attempts, waits and answer.
  /// - Throws: the last ``NetworkError`` when retrying did not help.
  package static func run(in context: DemoContext) async throws -> ResilienceResult {
    let log = LineLog(terminal: context.terminal, scheduler: context.render)
    let waits = Locked<[Double]>([])
    let attempts = Locked(0)
    let clock = context.clock
    let started = clock.now
    let key = String(UUID().uuidString.prefix(8)).lowercased()
    let status = try await flaky(
      key: key, in: context,
      attempt: { number in
        attempts.withLock { $0 = number }
        let at = String(format: "%.2f s", clock.now.timeIntervalSince(started))
        log.binder.onNext("attempt \(number) at \(at): GET /demo/flaky/\(key)")
      },
      waiting: { seconds in
        waits.withLock { $0.append(seconds) }
        let whole = String(format: "%.0f", seconds)
        log.binder.onNext("503 Service Unavailable, Retry-After: \(whole) → waiting \(whole) s")
      }
    ).asSingle().value
    let elapsed = clock.now.timeIntervalSince(started)
    log.binder.onNext(
      "200 OK on attempt \(attempts.withLock { $0 }) after "
        + String(format: "%.2f s", elapsed))
    await context.render.drain()
    return ResilienceResult(
      attempts: attempts.withLock { $0 }, retryAfter: waits.withLock { $0 },
      elapsedSeconds: elapsed, status: status)
  }
}
