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
    work.source = .timer(timer)
    timer.resume()
    return work
  }

  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    let ticker = PeriodicWork(state: state, action: action, timer: timer)
    timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
    timer.setEventHandler { ticker.tick() }
    timer.resume()
    return ticker
  }
}
