extension ObservableConvertibleType where Element: Sendable {
  /// The elements of the sequence as an `AsyncThrowingStream`, for `for try await`.
  ///
  ///     --1--2--3--|  values  for try await: 1, 2, 3, then the loop ends
  ///
  /// Reading this property subscribes at once; each read is a new subscription. The stream
  /// ends when the sequence completes and throws the error it fails with.
  ///
  /// Buffering is unbounded and in order: a producer faster than the consumer queues its
  /// elements until they are read; none is dropped. Bound it upstream (`throttle`, `sample`,
  /// `take`) when the producer may outrun the loop.
  ///
  /// Cancelling the task that iterates, leaving the loop early, or releasing the stream ends
  /// the stream and disposes the subscription. A loop in a cancelled task throws
  /// `CancellationError` (after the elements already buffered), unless the sequence had
  /// already ended, as in RxSwift.
  ///
  /// - Returns: the stream of elements.
  @inlinable
  public var values: AsyncThrowingStream<Element, Swift.Error> {
    let source = asObservable()
    return AsyncThrowingStream(bufferingPolicy: .unbounded) { continuation in
      let lifetime = Lifetime()
      continuation.onTermination = { termination in
        // Called before the stream marks itself over: this error is what the loop sees.
        if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
        lifetime.dispose()
      }
      let observer = AnyObserver<Element> { event in
        switch event {
        case .next(let element): continuation.yield(element)
        case .error(let error): continuation.finish(throwing: error)
        case .completed: continuation.finish()
        }
      }
      source.run({ event in lifetime.deliver(event, to: observer) }, lifetime)
    }
  }
}

extension InfallibleType where Element: Sendable {
  /// The elements of the sequence as an `AsyncStream`, for `for await` without `try`.
  ///
  ///     --1--2--3--|  values  for await: 1, 2, 3, then the loop ends
  ///
  /// Reading this property subscribes at once; each read is a new subscription. Buffering is
  /// unbounded and in order. Cancelling the iterating task, leaving the loop early, or
  /// releasing the stream disposes the subscription.
  ///
  /// - Returns: the stream of elements.
  @inlinable
  public var values: AsyncStream<Element> { asObservable().nonThrowingValues() }
}

extension SharedSequenceConvertibleType where Element: Sendable {
  /// The elements of the driver or signal as an `AsyncStream`, for `for await` without `try`.
  ///
  ///     --1--2--3--|  values  for await: 1, 2, 3, then the loop ends
  ///
  /// Reading this property subscribes at once; each read is a new subscription. Buffering is
  /// unbounded and in order. Cancelling the iterating task, leaving the loop early, or
  /// releasing the stream disposes the subscription.
  ///
  /// - Returns: the stream of elements.
  @inlinable
  public var values: AsyncStream<Element> { asObservable().nonThrowingValues() }
}

extension Observable where Element: Sendable {
  /// The elements of a sequence that cannot fail, as an `AsyncStream`.
  ///
  /// What the `values` of infallibles, drivers and signals share. An error, which such a
  /// sequence never sends, would end the stream.
  @inlinable
  func nonThrowingValues() -> AsyncStream<Element> {
    let source = self
    return AsyncStream(bufferingPolicy: .unbounded) { continuation in
      let lifetime = Lifetime()
      continuation.onTermination = { _ in lifetime.dispose() }
      let observer = AnyObserver<Element> { event in
        switch event {
        case .next(let element): continuation.yield(element)
        case .error, .completed: continuation.finish()
        }
      }
      source.run({ event in lifetime.deliver(event, to: observer) }, lifetime)
    }
  }
}
