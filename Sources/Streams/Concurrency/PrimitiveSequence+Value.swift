extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
  /// Subscribes and waits for the element.
  ///
  ///     --1|  value  1
  ///
  /// Cancelling the waiting task disposes the subscription and throws `CancellationError`.
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
  /// Cancelling the waiting task disposes the subscription and throws `CancellationError`.
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
  /// Cancelling the waiting task disposes the subscription and throws `CancellationError`.
  ///
  /// - Throws: the error the completable fails with, or `CancellationError`.
  public var value: Void {
    get async throws { _ = try await firstElement(of: primitiveSequence.source) }
  }
}

/// Subscribes to `source` and waits for its first element, or `nil` when it completes first.
///
/// The subscription is disposed once the first element arrives, and when the waiting task is
/// cancelled, which resumes the wait with `CancellationError`.
func firstElement<Element: Sendable>(of source: Observable<Element>) async throws -> Element? {
  let waiter = FirstElementWaiter<Element>()
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      guard waiter.arm(continuation) else { return }
      source.run(
        { event in
          switch event {
          case .next(let element): waiter.finish(.success(element))
          case .error(let error): waiter.finish(.failure(error))
          case .completed: waiter.finish(.success(nil))
          }
        }, waiter.lifetime)
    }
  } onCancel: {
    waiter.finish(.failure(CancellationError()))
  }
}

/// The state of one `firstElement(of:)` wait: the continuation, resumed exactly once.
final class FirstElementWaiter<Element: Sendable>: Sendable {
  // The continuation is taken out of `state` under the lock by exactly one caller, which
  // resumes it outside the lock.
  private enum State {
    case idle
    case waiting(CheckedContinuation<Element?, Swift.Error>)
    case finished(Result<Element?, Swift.Error>)
    case resumed
  }

  private let state = Locked(State.idle)
  let lifetime = Lifetime()

  /// Installs the continuation; returns `false` when the wait already ended (cancelled before
  /// it started), in which case the continuation has been resumed.
  func arm(_ continuation: CheckedContinuation<Element?, Swift.Error>) -> Bool {
    let early = state.withLock { state -> Result<Element?, Swift.Error>? in
      if case .finished(let result) = state {
        state = .resumed
        return result
      }
      state = .waiting(continuation)
      return nil
    }
    guard let early else { return true }
    continuation.resume(with: early)
    return false
  }

  /// Ends the wait with `result` unless it has ended already, and disposes the subscription.
  func finish(_ result: Result<Element?, Swift.Error>) {
    let continuation = state.withLock { state -> CheckedContinuation<Element?, Swift.Error>? in
      switch state {
      case .idle:
        state = .finished(result)
        return nil
      case .waiting(let continuation):
        state = .resumed
        return continuation
      case .finished, .resumed:
        return nil
      }
    }
    lifetime.dispose()
    continuation?.resume(with: result)
  }
}
