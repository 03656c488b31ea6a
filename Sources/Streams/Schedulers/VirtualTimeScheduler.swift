import Foundation

/// A scheduler on a virtual clock that moves only when told to: the base of the test kit's
/// `TestScheduler` and of ``HistoricalScheduler``, spelled as in RxSwift.
///
/// Work is queued with its virtual due time and runs, in time order (work due at the same time
/// in the order it was scheduled), when ``start()``, ``advanceTo(_:)`` or a subclass's driver
/// runs the queue; the clock jumps to each item's time before it runs, and never goes back.
/// Actions run outside the scheduler's lock, on the thread that drives it.
///
/// Subclasses adjust where relative work lands by overriding ``adjustScheduledTime(_:)``.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType,
  @unchecked Sendable
{
  // Safe to share: the clock, the queue and the running flag live in one `Locked` box; the
  // converter is an immutable `Sendable` value; actions run outside the lock.

  /// A point in virtual time.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// A span of virtual time.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  private struct State {
    var clock: VirtualTime
    var running = false
    var queue: VirtualSchedulerQueue<VirtualTime>
  }

  private let state: Locked<State>

  /// Converts between virtual and real time.
  public let converter: Converter

  /// Creates a scheduler whose clock starts at `initialClock`.
  ///
  /// - Parameters:
  ///   - initialClock: the starting virtual time.
  ///   - converter: converts between virtual and real time.
  public init(initialClock: VirtualTime, converter: Converter) {
    self.converter = converter
    let queue = VirtualSchedulerQueue<VirtualTime> { lhs, rhs in
      converter.compareVirtualTime(lhs, rhs) == .lessThan
    }
    state = Locked(State(clock: initialClock, queue: queue))
  }

  /// The current virtual time.
  public final var clock: VirtualTime { state.withLock { $0.clock } }

  /// The current virtual time as a date.
  public final var now: RxTime { converter.convertFromVirtualTime(clock) }

  /// Whether ``start()`` or ``advanceTo(_:)`` is running the queue.
  public final var isRunning: Bool { state.withLock { $0.running } }

  // MARK: Scheduling

  /// Schedules `action` for now, adjusted by ``adjustScheduledTime(_:)``.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - action: the work.
  /// - Returns: a disposable that cancels the work if it has not run yet.
  public final func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  /// Schedules `action` `dueTime` from now, adjusted by ``adjustScheduledTime(_:)``.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - dueTime: how much later, converted to virtual time by the converter.
  ///   - action: the work.
  /// - Returns: a disposable that cancels the work if it has not run yet.
  public final func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let offset = converter.convertToVirtualTimeInterval(dueTime.timeIntervalInSeconds)
    let time = converter.offsetVirtualTime(clock, offset: offset)
    return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
  }

  /// Schedules `action` `dueTime` virtual units from now.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - dueTime: how much later, in virtual units.
  ///   - action: the work.
  /// - Returns: a disposable that cancels the work if it has not run yet.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let time = converter.offsetVirtualTime(clock, offset: dueTime)
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Schedules `action` at the virtual time `time`; a time already past runs at the current
  /// clock, after the work due before it.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - time: when the work is due.
  ///   - action: the work.
  /// - Returns: a disposable that cancels the work if it has not run yet.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let item = ScheduledItem { action(state) }
    self.state.withLock { $0.queue.push(item, at: time) }
    return item
  }

  /// Where work scheduled relative to now lands; the identity unless a subclass says
  /// otherwise (the test kit's scheduler moves work due now one tick later).
  ///
  /// - Parameter time: the due time computed from the clock.
  /// - Returns: the due time to use.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

  // MARK: Running

  /// Runs the queued work in time order until none is left or ``stop()`` is called.
  ///
  /// Does nothing when the queue is already being run (a call from scheduled work).
  public func start() {
    guard begin() else { return }
    while let item = next(upTo: nil) { item.run() }
    state.withLock { $0.running = false }
  }

  /// Stops ``start()`` or ``advanceTo(_:)`` after the work that is running now.
  public func stop() { state.withLock { $0.running = false } }

  /// Runs the work due up to and including `virtualTime`, then sets the clock to it.
  ///
  /// A time in the past runs nothing and leaves the clock where it is (RxSwift moves it back);
  /// a call from scheduled work does nothing (RxSwift traps).
  ///
  /// - Parameter virtualTime: the time to advance to.
  public func advanceTo(_ virtualTime: VirtualTime) {
    guard begin() else { return }
    while let item = next(upTo: virtualTime) { item.run() }
    state.withLock { current in
      current.running = false
      if converter.compareVirtualTime(virtualTime, current.clock) == .greaterThan {
        current.clock = virtualTime
      }
    }
  }

  /// Moves the clock forward by `virtualInterval` without running any work.
  ///
  /// An interval that would move the clock back is ignored (RxSwift traps).
  ///
  /// - Parameter virtualInterval: how far to move.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    state.withLock { current in
      let target = converter.offsetVirtualTime(current.clock, offset: virtualInterval)
      if converter.compareVirtualTime(target, current.clock) == .greaterThan {
        current.clock = target
      }
    }
  }

  /// Marks the queue as running, unless it already is.
  private func begin() -> Bool {
    state.withLock { current in
      if current.running { return false }
      current.running = true
      return true
    }
  }

  /// The next live item due no later than `limit`, with the clock moved to its time.
  private func next(upTo limit: VirtualTime?) -> ScheduledItem? {
    state.withLock { current -> ScheduledItem? in
      while current.running, let (time, item) = current.queue.peek() {
        if item.isDisposed {
          current.queue.pop()
          continue
        }
        if let limit, converter.compareVirtualTime(time, limit) == .greaterThan { return nil }
        current.queue.pop()
        if converter.compareVirtualTime(time, current.clock) == .greaterThan {
          current.clock = time
        }
        return item
      }
      return nil
    }
  }
}
