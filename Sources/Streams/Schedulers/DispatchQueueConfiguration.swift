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
final class ScheduledWork<StateType>: Cancelable, @unchecked Sendable {
  // Safe to share: `state`/`action` are read once, by the queue that runs the work, and then
  // released; every other field is a thread-safe disposable.
  private var payload: (state: StateType, action: (StateType) -> Disposable)?
  private let result = SingleAssignmentDisposable()
  private let cancel = CompositeDisposable()

  init(state: StateType, action: @escaping (StateType) -> Disposable) {
    payload = (state, action)
  }

  var isDisposed: Bool { cancel.isDisposed }

  func onDispose(_ action: @escaping () -> Void) { cancel.insert(Disposables.create(with: action)) }

  func run() {
    guard !cancel.isDisposed, let payload else { return }
    self.payload = nil
    result.setDisposable(payload.action(payload.state))
  }

  func dispose() {
    cancel.dispose()
    result.dispose()
  }
}

/// The state of a periodic dispatch timer; ticks run serially on the timer's queue.
final class PeriodicWork<StateType>: Cancelable, @unchecked Sendable {
  // Safe to share: `state` is only read and written by ticks, which a dispatch timer source
  // never runs concurrently; disposal only touches the thread-safe `cancel`.
  private var state: StateType
  private let action: (StateType) -> StateType
  private let cancel = CompositeDisposable()

  init(state: StateType, action: @escaping (StateType) -> StateType) {
    self.state = state
    self.action = action
  }

  var isDisposed: Bool { cancel.isDisposed }

  func onDispose(_ action: @escaping () -> Void) { cancel.insert(Disposables.create(with: action)) }

  func tick() {
    guard !cancel.isDisposed else { return }
    state = action(state)
  }

  func dispose() { cancel.dispose() }
}
