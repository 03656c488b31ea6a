import Dispatch

/// The state of a periodic dispatch timer; ticks run serially on the timer's queue.
///
/// Disposal cancels the timer and releases the action and its state at once, or, during a
/// tick, when the tick ends.
final class PeriodicWork<StateType>: Cancelable, @unchecked Sendable {
  // Safe to share: `payload` is touched (after init) only by a tick that moved `phase` from
  // idle to ticking, or by the disposal or tick that finds the other one done; a dispatch
  // timer source never runs two ticks at once. `timer` is immutable and thread-safe.
  private static var idle: Int { 0 }
  private static var ticking: Int { 1 }
  private static var disposed: Int { 2 }
  private let phase = AtomicCell<Int>(0)
  private var payload: (state: StateType, action: (StateType) -> StateType)?
  private let timer: DispatchSourceTimer

  init(
    state: StateType, action: @escaping (StateType) -> StateType, timer: DispatchSourceTimer
  ) {
    payload = (state, action)
    self.timer = timer
  }

  var isDisposed: Bool { phase.load(ordering: .acquiring) == Self.disposed }

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
    let before = phase.exchange(Self.disposed, ordering: .acquiringAndReleasing)
    if before == Self.disposed { return }
    timer.cancel()
    if before == Self.idle { payload = nil }
  }
}
