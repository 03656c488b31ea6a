import Dispatch
import Foundation
import Streams
import StreamsNetwork

/// Everything a scene runs with: where requests go, the fixture (when embedded), the terminal,
/// the demo's schedulers and the account to show.
public final class DemoContext: Sendable {
  /// Where requests go and the providers that send them.
  public let environment: GitHubEnvironment
  /// The embedded fixture API, or `nil` against a real server.
  public let fixture: FixtureAPI?
  /// Where scenes and sinks write.
  public let terminal: Terminal
  /// Where sinks draw.
  public let render: RenderScheduler
  /// The clock for timeouts and retry waits: a serial queue of the demo's own.
  public let clock: SerialDispatchQueueScheduler
  /// The account the profile scenes show.
  public let login: String
  /// Every request the client sent in this run.
  public let tally: RequestTally

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - environment: where requests go.
  ///   - fixture: the embedded fixture API, if any.
  ///   - terminal: where to write.
  ///   - tally: the plugin counting the environment's requests.
  ///   - login: the account to show.
  public init(
    environment: GitHubEnvironment, fixture: FixtureAPI?, terminal: Terminal,
    tally: RequestTally, login: String = FixtureCatalog.defaultLogin
  ) {
    self.environment = environment
    self.fixture = fixture
    self.terminal = terminal
    self.tally = tally
    self.login = login
    render = RenderScheduler()
    clock = SerialDispatchQueueScheduler(internalSerialQueueName: "streams-demo.clock")
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
  public func drive<Element: Sendable>(
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
  public func settle() async {
    await environment.settle()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = clock.schedule(()) { _ in
        continuation.resume()
        return Disposables.create()
      }
    }
    await render.drain()
  }
}

/// A plugin that remembers the URL of every request the client sends.
public final class RequestTally: PluginType, @unchecked Sendable {
  // Safe to share: the list lives in a `Locked` box.
  private let sent = Locked<[URL]>([])

  /// Creates an empty tally.
  public init() {}

  /// Records the request's URL.
  ///
  /// - Parameters:
  ///   - request: the request about to be sent.
  ///   - target: its target.
  public func willSend(_ request: RequestType, target: TargetType) {
    guard let url = request.request?.url else { return }
    sent.withLock { $0.append(url) }
  }

  /// Every URL sent so far, in order.
  public var urls: [URL] { sent.withLock { $0 } }

  /// How many requests have been sent.
  public var count: Int { sent.withLock { $0.count } }
}
