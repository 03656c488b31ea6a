import Dispatch
import Foundation
import Streams
import StreamsNetwork

/// Everything a scene runs with: where requests go, the fixture (when embedded), the terminal,
/// the demo's schedulers and the account to show.
package final class DemoContext: Sendable {
  /// Where requests go and the providers that send them.
  package let environment: GitHubEnvironment
  /// The embedded fixture API, or `nil` against a real server.
  package let fixture: FixtureAPI?
  /// Where scenes and sinks write.
  package let terminal: Terminal
  /// Where sinks draw.
  package let render: RenderScheduler
  /// The clock for timeouts, retry waits and the times scenes report: by default a serial
  /// queue of the demo's own; tests pass a virtual one.
  package let clock: any SchedulerType
  /// Waits until the clock has run what is queued on it (nothing to wait for on a clock the
  /// caller owns and advances).
  private let drainClock: @Sendable () async -> Void
  /// The account the profile scenes show.
  package let login: String
  /// Every request the client sent in this run.
  package let tally: RequestTally

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - environment: where requests go.
  ///   - fixture: the embedded fixture API, if any.
  ///   - terminal: where to write.
  ///   - tally: the plugin counting the environment's requests.
  ///   - login: the account to show.
  ///   - clock: the clock for timeouts and waits; `nil` for the demo's own serial queue. A
  ///     clock passed in is the caller's to advance (a `TestScheduler` in tests).
  package init(
    environment: GitHubEnvironment, fixture: FixtureAPI?, terminal: Terminal,
    tally: RequestTally, login: String = FixtureCatalog.defaultLogin,
    clock: (any SchedulerType)? = nil
  ) {
    self.environment = environment
    self.fixture = fixture
    self.terminal = terminal
    self.tally = tally
    self.login = login
    render = RenderScheduler()
    if let clock {
      self.clock = clock
      drainClock = {}
    } else {
      let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "streams-demo.clock")
      self.clock = queue
      drainClock = {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          _ = queue.schedule(()) { _ in
            continuation.resume()
            return Disposables.create()
          }
        }
      }
    }
  }

  /// Drives `source` into sinks on the render scheduler and waits until it has finished.
  ///
  /// `bind` receives the source as a `Driver` delivering on ``render`` and binds its sinks,
  /// typically `{ $0.drive(card.binder) }`. The driver shares one subscription to `source`
  /// among every sink (and the wait), and `source` starts only once they are all bound.
  ///
  /// - Parameters:
  ///   - source: the work, e.g. a zip of requests.
  ///   - bind: binds the sinks; returns their subscriptions.
  /// - Returns: the elements `source` emitted.
  /// - Throws: the error `source` failed with (the sinks saw it end, not fail).
  package func drive<Element: Sendable>(
    _ source: Observable<Element>, _ bind: @escaping (Driver<Element>) -> Disposable
  ) async throws -> [Element] {
    let failure = Locked<(any Error)?>(nil)
    let elements = Locked<[Element]>([])
    let connectable = source.publish()
    let driver = SharingScheduler.mock(scheduler: render) {
      connectable.asDriver(onErrorRecover: { error in
        failure.withLock { $0 = error }
        return .empty()
      })
    }
    let subscriptions = CompositeDisposable()
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      _ = subscriptions.insert(bind(driver))
      _ = subscriptions.insert(
        driver.drive(
          onNext: { element in elements.withLock { $0.append(element) } },
          onCompleted: { finished.resume() }))
      _ = subscriptions.insert(connectable.connect())
    }
    subscriptions.dispose()
    await render.drain()
    if let error = failure.withLock({ $0 }) { throw error }
    return elements.withLock { $0 }
  }

  /// Waits until the transport, the providers' clock, the demo's clock and the render queue
  /// have run everything queued so far: what just ended has let go of what it held.
  package func settle() async {
    await environment.settle()
    await drainClock()
    await render.drain()
  }
}

/// A plugin that remembers the URL of every request the client sends.
package final class RequestTally: PluginType, Sendable {
  private let sent = Locked<[URL]>([])

  /// Creates an empty tally.
  package init() {}

  /// Records the request's URL.
  ///
  /// - Parameters:
  ///   - request: the request about to be sent.
  ///   - target: its target.
  package func willSend(_ request: RequestType, target: TargetType) {
    guard let url = request.request?.url else { return }
    sent.withLock { $0.append(url) }
  }

  /// Every URL sent so far, in order.
  package var urls: [URL] { sent.withLock { $0 } }

  /// How many requests have been sent.
  package var count: Int { sent.withLock { $0.count } }
}
