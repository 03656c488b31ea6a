import Streams

/// An observer that records every event it receives with the scheduler's virtual time.
public final class TestableObserver<Element>: ObserverType, Sendable {
  private let scheduler: TestScheduler
  private let recorded = Locked<[Recorded<Event<Element>>]>([])

  init(scheduler: TestScheduler) { self.scheduler = scheduler }

  /// The events received so far, with their times.
  public var events: [Recorded<Event<Element>>] { recorded.withLock { $0 } }

  /// Records `event` at the current virtual time.
  public func on(_ event: Event<Element>) {
    let time = scheduler.clock
    recorded.withLock { $0.append(Recorded(time: time, value: event)) }
  }
}
