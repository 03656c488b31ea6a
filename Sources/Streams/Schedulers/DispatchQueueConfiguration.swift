import Dispatch
import Foundation

/// Scheduling on a dispatch queue: shared by the serial, concurrent and main schedulers.
struct DispatchQueueConfiguration: Sendable {
  let queue: DispatchQueue
  let leeway: DispatchTimeInterval

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    let work = ScheduledWork(state: state, action: action)
    queue.async { work.run() }
    return work
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let work = ScheduledWork(state: state, action: action)
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + dueTime, leeway: leeway)
    timer.setEventHandler { work.run() }
    work.onDispose { timer.cancel() }
    timer.resume()
    return work
  }

  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    let ticker = PeriodicWork(state: state, action: action)
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
    timer.setEventHandler { ticker.tick() }
    ticker.onDispose { timer.cancel() }
    timer.resume()
    return ticker
  }
}

/// One action queued on a dispatch queue; disposal cancels it if it has not run and disposes
/// what it returned if it has.
///
/// Disposal releases the action and its state at once: a cancelled dispatch timer lets go of
/// its handler only later, on its queue, and the action must not live that long.
final class ScheduledWork<StateType>: Cancelable, @unchecked Sendable {
  // Safe to share: `payload` is touched (after init) only by the one caller, `run` or
  // `dispose`, that wins the `claimed` exchange; every other field is a thread-safe disposable.
  private let claimed = AtomicCell<Bool>(false)
  private var payload: (state: StateType, action: (StateType) -> Disposable)?
  private let result = SingleAssignmentDisposable()
  private let cancel = CompositeDisposable()

  init(state: StateType, action: @escaping (StateType) -> Disposable) {
    payload = (state, action)
  }

  var isDisposed: Bool { cancel.isDisposed }

  func onDispose(_ action: @escaping () -> Void) { cancel.insert(Disposables.create(with: action)) }

  func run() {
    guard !cancel.isDisposed, !claimed.exchange(true, ordering: .acquiringAndReleasing),
      let payload
    else { return }
    self.payload = nil
    result.setDisposable(payload.action(payload.state))
  }

  func dispose() {
    cancel.dispose()
    if !claimed.exchange(true, ordering: .acquiringAndReleasing) { payload = nil }
    result.dispose()
  }
}

/// The state of a periodic dispatch timer; ticks run serially on the timer's queue.
///
/// Disposal releases the action and its state at once, or, during a tick, when the tick ends.
final class PeriodicWork<StateType>: Cancelable, @unchecked Sendable {
  // Safe to share: `payload` is touched (after init) only by a tick that moved `phase` from
  // idle to ticking, or by the disposal or tick that finds the other one done; a dispatch
  // timer source never runs two ticks at once.
  private static var idle: Int { 0 }
  private static var ticking: Int { 1 }
  private static var disposed: Int { 2 }
  private let phase = AtomicCell<Int>(0)
  private var payload: (state: StateType, action: (StateType) -> StateType)?
  private let cancel = CompositeDisposable()

  init(state: StateType, action: @escaping (StateType) -> StateType) {
    payload = (state, action)
  }

  var isDisposed: Bool { cancel.isDisposed }

  func onDispose(_ action: @escaping () -> Void) { cancel.insert(Disposables.create(with: action)) }

  func tick() {
    let start = phase.compareExchange(
      expected: Self.idle, desired: Self.ticking, ordering: .acquiringAndReleasing)
    guard start.exchanged, let current = payload else { return }
    let next = current.action(current.state)
    let end = phase.compareExchange(
      expected: Self.ticking, desired: Self.idle, ordering: .acquiringAndReleasing)
    // Disposed meanwhile: this tick is the last owner of the payload, so it lets go of it.
    payload = end.exchanged ? (next, current.action) : nil
  }

  func dispose() {
    cancel.dispose()
    if phase.exchange(Self.disposed, ordering: .acquiringAndReleasing) == Self.idle {
      payload = nil
    }
  }
}
