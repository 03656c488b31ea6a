import FixtureServer
import Foundation
import Streams
import StreamsNetwork

/// What the cancel scene saw, on both ends of the connection.
package struct CancelResult: Codable, Hashable, Sendable {
  /// How long the client waited.
  package var timeoutSeconds: Double
  /// Whether the request timed out (rather than being answered).
  package var timedOut: Bool
  /// Whether the server recorded the client dropping the connection mid-request.
  package var serverSawDrop: Bool
  /// The path of the request the server was still working on.
  package var droppedPath: String?
  /// Seconds from the request's arrival to the drop, by the server's clock.
  package var secondsUntilDrop: Double?
}

/// Scene 5: a slow request cut short by `timeout`, and the server's word that it was.
package enum CancelScene {
  /// The line printed before the scene runs.
  package static let summary =
    "timeout(0.5 s) on a slow request: disposal cancels it and the server sees the drop"

  /// How long the client waits.
  package static let timeout: RxTimeInterval = .milliseconds(500)

  /// Runs the scene.
  ///
  /// - Parameter context: the run's context; needs the fixture, whose log shows the drop.
  /// - Returns: what each side saw.
  /// - Throws: a ``NetworkError`` other than the timeout.
  package static func run(in context: DemoContext) async throws -> CancelResult {
    let log = LineLog(terminal: context.terminal, scheduler: context.render)
    let serverLog = context.fixture?.server.log
    let dropsBefore = serverLog?.events(.droppedByClient).count ?? 0
    let requestsBefore = serverLog?.requestCount ?? 0
    log.binder.onNext("GET /demo/slow (the server answers after 5 s)")
    let outcome = try await context.environment.fixture.rx.request(.slow).asObservable()
      .map { _ in "answered" }
      .timeout(timeout, scheduler: context.clock)
      .catch { error in
        guard case RxError.timeout = error else { throw error }
        return .just("timed out")
      }
      .asSingle().value
    let timedOut = outcome == "timed out"
    log.binder.onNext(
      timedOut
        ? "timed out after 0.5 s: the subscription is disposed, the task cancelled" : outcome)
    let saw = await serverLog?.waitForDisconnect(count: dropsBefore + 1, timeout: .seconds(3))
    let drop = serverLog?.events(.droppedByClient).dropFirst(dropsBefore).first
    let arrival = serverLog?.requests(.get, FixtureAPI.Route.slow)
      .last { $0.sequenceNumber > requestsBefore }
    let delay = both(arrival, drop).map { request, event in
      request.receivedInstant.duration(to: event.instant).timeInterval
    }
    if saw == true, let drop {
      log.binder.onNext(
        "server log: droppedByClient on \(drop.path ?? "?")"
          + (delay.map { String(format: " %.2f s after it arrived", $0) } ?? ""))
    } else {
      log.binder.onNext("server log: no dropped connection within 3 s")
    }
    await context.render.drain()
    return CancelResult(
      timeoutSeconds: 0.5, timedOut: timedOut, serverSawDrop: saw == true,
      droppedPath: drop?.path, secondsUntilDrop: delay)
  }
}

/// Both values, or `nil`.
private func both<A, B>(_ first: A?, _ second: B?) -> (A, B)? {
  guard let first, let second else { return nil }
  return (first, second)
}
