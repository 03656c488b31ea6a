import Foundation
import Streams

/// A scheduler on virtual time, for deterministic tests of time-based behaviour.
///
/// Nothing runs until the test advances time with ``start()`` or ``advanceTo(_:)``; work due
/// at the same tick runs in the order it was scheduled. As in RxTest, with
/// `simulateProcessingDelay` work scheduled for "now" (or the past) runs one tick later.
public final class TestScheduler: SchedulerType, @unchecked Sendable {
  // Safe to share: the queue and clock live in `Locked`; actions run outside the lock, on the
  // thread that advances the scheduler.

  /// The default virtual times of ``start(created:subscribed:disposed:create:)``.
  public enum Defaults {
    /// When the sequence under test is created: 100.
    public static let created: TestTime = 100
    /// When it is subscribed: 200.
    public static let subscribed: TestTime = 200
    /// When the subscription is disposed: 1000.
    public static let disposed: TestTime = 1000
  }

  private struct State {
    var clock: TestTime
    var running = false
    var queue = ScheduledQueue()
  }

  private let state: Locked<State>
  private let resolution: Double
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
    state = Locked(State(clock: initialClock))
    self.resolution = resolution
    self.simulateProcessingDelay = simulateProcessingDelay
  }

  /// The current virtual time.
  public var clock: TestTime { state.withLock { $0.clock } }

  /// The current virtual time as a date: `clock × resolution` seconds after 1970.
  public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

  // MARK: Scheduling

  /// Schedules `action` for now (one tick later when simulating processing delay).
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    scheduleRelativeVirtual(state, dueTime: 0, action: action)
  }

  /// Schedules `action` after `dueTime`, converted to ticks at the scheduler's resolution.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelativeVirtual(state, dueTime: ticks(dueTime), action: action)
  }

  /// Schedules `action` `dueTime` ticks from now.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: TestTime, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleAbsoluteVirtual(state, time: clock + dueTime, action: action)
  }

  /// Schedules `action` at the absolute virtual `time`.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: TestTime, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let item = ScheduledItem { action(state) }
    self.state.withLock { current in
      let due =
        time <= current.clock ? current.clock + (simulateProcessingDelay ? 1 : 0) : time
      current.queue.push(item, at: due)
    }
    return item
  }

  /// Runs `action` at the absolute virtual `time`.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// The number of ticks `interval` spans at this scheduler's resolution, rounded.
  public func ticks(_ interval: RxTimeInterval) -> TestTime {
    let seconds: Double
    switch interval {
    case .seconds(let value): seconds = Double(value)
    case .milliseconds(let value): seconds = Double(value) / 1_000
    case .microseconds(let value): seconds = Double(value) / 1_000_000
    case .nanoseconds(let value): seconds = Double(value) / 1_000_000_000
    case .never: return Int.max / 2
    @unknown default: return Int.max / 2
    }
    // Clamped like `.never`: an interval too long to count in ticks never comes.
    return min(Int.clamped(seconds / resolution), Int.max / 2)
  }

  // MARK: Running

  /// Runs scheduled work in time order until none is left or ``stop()`` is called.
  public func start() {
    state.withLock { $0.running = true }
    while let item = next(upTo: nil) { item.run() }
  }

  /// Stops ``start()`` after the work that is running now.
  public func stop() { state.withLock { $0.running = false } }

  /// Runs the work due up to and including `virtualTime`, then sets the clock to it.
  ///
  /// - Parameter virtualTime: the time to advance to; a time in the past does nothing.
  public func advanceTo(_ virtualTime: TestTime) {
    state.withLock { $0.running = true }
    while let item = next(upTo: virtualTime) { item.run() }
    state.withLock { current in
      current.running = false
      if virtualTime > current.clock { current.clock = virtualTime }
    }
  }

  /// Moves the clock forward by `virtualInterval` ticks without running any work.
  public func sleep(_ virtualInterval: TestTime) {
    state.withLock { $0.clock += virtualInterval }
  }

  private func next(upTo limit: TestTime?) -> ScheduledItem? {
    state.withLock { current -> ScheduledItem? in
      while current.running, let (time, item) = current.queue.peek() {
        if let limit, time > limit { return nil }
        current.queue.pop()
        if item.isDisposed { continue }
        if time > current.clock { current.clock = time }
        return item
      }
      return nil
    }
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

/// A min-heap of scheduled items ordered by (time, insertion order).
struct ScheduledQueue {
  private var heap: [(time: TestTime, order: Int, item: ScheduledItem)] = []
  private var nextOrder = 0

  mutating func push(_ item: ScheduledItem, at time: TestTime) {
    heap.append((time, nextOrder, item))
    nextOrder += 1
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  func peek() -> (TestTime, ScheduledItem)? {
    heap.first.map { ($0.time, $0.item) }
  }

  mutating func pop() {
    guard !heap.isEmpty else { return }
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count, precedes(heap[left], heap[first]) { first = left }
      if right < heap.count, precedes(heap[right], heap[first]) { first = right }
      if first == parent { return }
      heap.swapAt(parent, first)
      parent = first
    }
  }

  private func precedes(
    _ lhs: (time: TestTime, order: Int, item: ScheduledItem),
    _ rhs: (time: TestTime, order: Int, item: ScheduledItem)
  ) -> Bool {
    lhs.time != rhs.time ? lhs.time < rhs.time : lhs.order < rhs.order
  }
}
