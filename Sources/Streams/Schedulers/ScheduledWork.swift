import Dispatch
import Foundation

/// One action handed to a queue, a timer or an operation; disposal cancels it if it has not run
/// and disposes what it returned if it has.
///
/// One object and one atomic word: the state word decides, without a lock, whether `run` or
/// `dispose` owns the action, and who disposes the action's result.
///
/// Disposal releases the action and its state at once: a cancelled dispatch timer lets go of
/// its handler only later, on its queue, and the action must not live that long. A timer that
/// fired is cancelled as it runs, so work that nobody disposes is not kept alive by its own
/// timer.
final class ScheduledWork<StateType>: Cancelable, @unchecked Sendable {
  // Safe to share: `payload` and `source` are touched (after they are set, before the work is
  // handed out) only by the one caller, `run` or `dispose`, that moves `state` out of
  // `pending`; `result` is written by `run` before it publishes `ran` and read by a `dispose`
  // that saw `ran`, or by `run` itself when a disposal came first.
  private static var pending: Int { 0 }
  private static var running: Int { 1 }
  private static var ran: Int { 2 }
  private static var disposed: Int { 3 }

  /// What delivers the work, when disposing must also cancel it there.
  enum Source {
    case none
    case timer(DispatchSourceTimer)
    case operation(Operation)
  }

  private let state = AtomicCell<Int>(0)
  private var payload: (state: StateType, action: (StateType) -> Disposable)?
  private var result: Disposable?
  /// Set once, before the work is handed to its source and returned.
  var source = Source.none

  init(state: StateType, action: @escaping (StateType) -> Disposable) {
    payload = (state, action)
  }

  var isDisposed: Bool { state.load(ordering: .acquiring) == Self.disposed }

  func run() {
    guard
      state.compareExchange(
        expected: Self.pending, desired: Self.running, ordering: .acquiringAndReleasing
      ).exchanged, let payload
    else { return }
    self.payload = nil
    // A one-shot timer that fired is done: cancelling it releases its handler (and this work).
    releaseSource(cancelling: false)
    let outcome = payload.action(payload.state)
    result = outcome
    let published = state.compareExchange(
      expected: Self.running, desired: Self.ran, ordering: .acquiringAndReleasing)
    if !published.exchanged {
      // Disposed while the action ran: the disposal left the result to this call.
      result = nil
      outcome.dispose()
    }
  }

  func dispose() {
    switch state.exchange(Self.disposed, ordering: .acquiringAndReleasing) {
    case Self.pending:
      payload = nil
      releaseSource(cancelling: true)
    case Self.ran:
      let outcome = result
      result = nil
      outcome?.dispose()
    default:
      // Running (`run` disposes the result when it ends) or disposed already.
      break
    }
  }

  /// Lets go of the timer or operation, cancelling the timer (which releases its handler) and,
  /// when `cancelling`, the operation that has not run.
  private func releaseSource(cancelling: Bool) {
    switch source {
    case .none: return
    case .timer(let timer): timer.cancel()
    case .operation(let operation): if cancelling { operation.cancel() }
    }
    source = .none
  }
}
