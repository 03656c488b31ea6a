extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
  /// Subscribes and waits for the element.
  ///
  ///     --1|  value  1
  ///
  /// Cancelling the waiting task disposes the subscription and throws `CancellationError`;
  /// a task cancelled before it waits still gets the result of a source that ends while it
  /// is subscribed (`just`, `error`, `empty`), as in RxSwift.
  ///
  /// - Returns: the element.
  /// - Throws: the error the single fails with, or `CancellationError`.
  public var value: Element {
    get async throws {
      guard let element = try await firstElement(of: primitiveSequence.source) else {
        throw RxError.noElements
      }
      return element
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
  /// Subscribes and waits for the element, or `nil` when the maybe completes without one.
  ///
  ///     --1|  value  1        --|  value  nil
  ///
  /// Cancelling the waiting task disposes the subscription and throws `CancellationError`;
  /// a task cancelled before it waits still gets the result of a source that ends while it
  /// is subscribed (`just`, `error`, `empty`), as in RxSwift.
  ///
  /// - Returns: the element, if any.
  /// - Throws: the error the maybe fails with, or `CancellationError`.
  public var value: Element? {
    get async throws { try await firstElement(of: primitiveSequence.source) }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Subscribes and waits for the work to complete.
  ///
  ///     --|  value  (returns)
  ///
  /// Cancelling the waiting task disposes the subscription and throws `CancellationError`;
  /// a task cancelled before it waits still gets the result of a source that ends while it
  /// is subscribed (`just`, `error`, `empty`), as in RxSwift.
  ///
  /// - Throws: the error the completable fails with, or `CancellationError`.
  public var value: Void {
    get async throws { _ = try await firstElement(of: primitiveSequence.source) }
  }
}

/// Subscribes to `source` and waits for its first element, or `nil` when it completes first.
///
/// The subscription is disposed once the first element arrives. Cancellation is checked as
/// RxSwift checks it: a task cancelled before the wait still subscribes, and gets the result
/// when the source ends during `subscribe`; otherwise the wait ends with `CancellationError`
/// and the subscription is disposed (RxSwift's wait would never resume).
func firstElement<Element: Sendable>(of source: Observable<Element>) async throws -> Element? {
  let waiter = FirstElementWaiter<Element>()
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      waiter.arm(continuation)
      source.run(
        { event in
          switch event {
          case .next(let element): waiter.finish(.success(element))
          case .error(let error): waiter.finish(.failure(error))
          case .completed: waiter.finish(.success(nil))
          }
        }, waiter.lifetime)
      waiter.subscribed()
    }
  } onCancel: {
    waiter.cancel()
  }
}

/// The state of one `firstElement(of:)` wait: the continuation, resumed exactly once.
final class FirstElementWaiter<Element: Sendable>: Sendable {
  // The continuation is taken out of `state` under the lock by exactly one caller, which
  // resumes it outside the lock.
  private enum Phase {
    /// Before the continuation is installed.
    case idle
    /// The source is being subscribed; a cancellation now waits for `subscribed()`.
    case subscribing(CheckedContinuation<Element?, Swift.Error>)
    /// Subscribed, waiting for the source or a cancellation.
    case waiting(CheckedContinuation<Element?, Swift.Error>)
    case resumed
  }

  private let state = Locked((phase: Phase.idle, cancelled: false))
  let lifetime = Lifetime()

  /// Installs the continuation, before the source is subscribed.
  func arm(_ continuation: CheckedContinuation<Element?, Swift.Error>) {
    state.withLock { $0.phase = .subscribing(continuation) }
  }

  /// Ends the wait with `result` unless it has ended already, and disposes the subscription.
  func finish(_ result: Result<Element?, Swift.Error>) {
    let continuation = state.withLock { state -> CheckedContinuation<Element?, Swift.Error>? in
      switch state.phase {
      case .subscribing(let continuation), .waiting(let continuation):
        state.phase = .resumed
        return continuation
      case .idle, .resumed:
        return nil
      }
    }
    guard let continuation else { return }
    lifetime.dispose()
    continuation.resume(with: result)
  }

  /// The source's `subscribe` has returned: a cancellation that came before ends the wait now.
  func subscribed() {
    let cancelled = state.withLock { state -> Bool in
      guard case .subscribing(let continuation) = state.phase else { return false }
      state.phase = .waiting(continuation)
      return state.cancelled
    }
    if cancelled { finish(.failure(CancellationError())) }
  }

  /// The task was cancelled: ends the wait, or, while the source is being subscribed (or
  /// before), leaves that to `subscribed()`.
  func cancel() {
    let waiting = state.withLock { state -> Bool in
      state.cancelled = true
      if case .waiting = state.phase { return true }
      return false
    }
    if waiting { finish(.failure(CancellationError())) }
  }
}
