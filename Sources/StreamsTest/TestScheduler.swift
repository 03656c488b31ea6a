import Foundation
import Streams

/// A scheduler on virtual time, for deterministic tests of time-based behaviour: a
/// `VirtualTimeScheduler` (from `Streams`) whose clock counts integer ticks, as RxTest's is.
///
/// Nothing runs until the test advances time with `start()` or `advanceTo(_:)`, which it
/// inherits; work due at the same tick runs in the order it was scheduled. As in RxTest, with
/// `simulateProcessingDelay` work scheduled for "now" (or the past) runs one tick later.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>,
  @unchecked Sendable
{
  // Safe to share: the only state added to `VirtualTimeScheduler` (whose state is locked) is
  // an immutable flag.

  /// The default virtual times of ``start(created:subscribed:disposed:create:)``.
  public enum Defaults {
    /// When the sequence under test is created: 100.
    public static let created: TestTime = 100
    /// When it is subscribed: 200.
    public static let subscribed: TestTime = 200
    /// When the subscription is disposed: 1000.
    public static let disposed: TestTime = 1000
  }

  private let simulateProcessingDelay: Bool

  /// Creates a scheduler whose clock starts at `initialClock`.
  ///
  /// - Parameters:
  ///   - initialClock: the starting virtual time.
  ///   - resolution: seconds per tick, used to convert `RxTimeInterval`s (`.seconds(1)` is one
  ///     tick at the default 1.0).
  ///   - simulateProcessingDelay: whether work due now or earlier runs one tick later.
  public init(
    initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
  ) {
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(
      initialClock: initialClock,
      converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
  }

  /// Moves work due now or earlier one tick past the clock when simulating processing delay.
  ///
  /// - Parameter time: the due time computed from the clock.
  /// - Returns: the due time to use.
  public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
    let now = clock
    return time <= now ? now + (simulateProcessingDelay ? 1 : 0) : time
  }

  /// Runs `action` at the absolute virtual `time`.
  ///
  /// - Parameters:
  ///   - time: when to run it.
  ///   - action: the work.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// The number of ticks `interval` spans at this scheduler's resolution, rounded.
  ///
  /// - Parameter interval: the interval.
  /// - Returns: the ticks; `.never` is a span no test reaches.
  public func ticks(_ interval: RxTimeInterval) -> TestTime {
    converter.convertToVirtualTimeInterval(interval.timeIntervalInSeconds)
  }

  // MARK: Test doubles

  /// A hot observable that sends `events` at their absolute times to whoever is subscribed.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(scheduler: self, events: events, isHot: true)
  }

  /// A cold observable that sends `events` relative to each subscription's time.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(scheduler: self, events: events, isHot: false)
  }

  /// An observer that records what it receives, stamped with this scheduler's clock.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Creates, subscribes to and disposes a sequence at the given times, then runs the scheduler.
  ///
  /// - Parameters:
  ///   - created: when `create` is called (default 100).
  ///   - subscribed: when the result is subscribed (default 200).
  ///   - disposed: when the subscription is disposed (default 1000).
  ///   - create: builds the sequence under test.
  /// - Returns: the observer that recorded the events.
  public func start<Element, Output: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime,
    create: @escaping () -> Output
  ) -> TestableObserver<Element> where Output.Element == Element {
    let observer = createObserver(Element.self)
    let source = Locked<Observable<Element>?>(nil)
    let subscription = SerialDisposable()
    scheduleAt(created) { source.withLock { $0 = create().asObservable() } }
    scheduleAt(subscribed) {
      guard let observable = source.withLock({ $0 }) else { return }
      subscription.disposable = observable.subscribe(observer)
    }
    scheduleAt(disposed) { subscription.dispose() }
    start()
    return observer
  }

  /// ``start(created:subscribed:disposed:create:)`` with the default creation and
  /// subscription times.
  public func start<Element, Output: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> Output
  ) -> TestableObserver<Element> where Output.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
      create: create)
  }

  /// ``start(created:subscribed:disposed:create:)`` with the default times (100, 200, 1000).
  public func start<Element, Output: ObservableConvertibleType>(
    _ create: @escaping () -> Output
  ) -> TestableObserver<Element> where Output.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
      create: create)
  }
}
