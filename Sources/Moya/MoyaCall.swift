import StreamsNetwork

/// One request of a ``MoyaProvider``: the core request's handle, and the hand-off of its
/// outcome, which happens once.
///
/// Cancelling before the outcome came cancels the core request and answers with
/// `MoyaError.underlying(URLError(.cancelled), nil)` on the request's queue, as a cancelled
/// Moya request does; after the outcome, cancelling changes nothing.
final class MoyaCall: Cancellable, @unchecked Sendable {
  // Safe to share: `request`, `finish` and `cancelled` are read and written under `lock` only;
  // `queue` is immutable. `finish` is taken out under the lock and called outside it.
  private let lock = NSLock()
  private let queue: DispatchQueue?
  private var finish: Completion?
  private var request: Cancellable?
  private var cancelled = false

  /// A call whose outcome goes to `finish`, on `queue` when it is cancelled (at once when
  /// `queue` is `nil`).
  init(queue: DispatchQueue?, finish: @escaping Completion) {
    self.queue = queue
    self.finish = finish
  }

  /// Keeps the core request's handle, to cancel it.
  func attach(_ request: Cancellable) {
    lock.lock()
    let cancelledMeanwhile = cancelled
    if !cancelledMeanwhile { self.request = request }
    lock.unlock()
    if cancelledMeanwhile { request.cancel() }
  }

  /// Hands `result` on, unless the call was cancelled or answered already.
  func complete(_ result: Result<Response, MoyaError>) {
    takeFinish()?(result)
  }

  /// Whether ``cancel()`` has been called.
  var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  /// Cancels the request and answers with the cancellation, unless it was answered already.
  func cancel() {
    lock.lock()
    cancelled = true
    let request = self.request
    self.request = nil
    lock.unlock()
    request?.cancel()
    guard let finish = takeFinish() else { return }
    let outcome = Result<Response, MoyaError>.failure(.underlying(URLError(.cancelled), nil))
    guard let queue else { return finish(outcome) }
    let delivery = Delivery(finish: finish, outcome: outcome)
    queue.async { delivery.run() }
  }

  private func takeFinish() -> Completion? {
    lock.lock()
    defer { lock.unlock() }
    let taken = finish
    finish = nil
    return taken
  }
}

/// A completion and its outcome, moved to the queue that runs it.
private struct Delivery: @unchecked Sendable {
  // Safe to send: the completion is the caller's, run once on the queue the caller chose, as
  // Moya runs it.
  let finish: Completion
  let outcome: Result<Response, MoyaError>

  func run() { finish(outcome) }
}
