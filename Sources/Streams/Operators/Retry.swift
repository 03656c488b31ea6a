extension ObservableType {
  /// Resubscribes to this sequence each time it fails, for as long as it takes.
  ///
  /// Each resubscription happens at the time of the error, after the failed subscription has
  /// ended. Synchronous failures loop instead of recursing, so the stack never grows.
  ///
  ///     --1--#  retry()  --1----1----1--…  (until it completes or is disposed)
  ///
  /// - Returns: the sequence, retried until it completes.
  @inlinable
  public func retry() -> Observable<Element> {
    Observable.concatenating(
      RetrySources(asObservable(), attempts: nil), continuesOnError: true)
  }

  /// Subscribes to this sequence up to `maxAttemptCount` times in all, resubscribing each
  /// time it fails.
  ///
  /// `maxAttemptCount` counts the first subscription, as in RxSwift: `retry(3)` retries twice.
  /// When the last attempt fails, its error ends the result. `retry(0)` completes at once
  /// without subscribing.
  ///
  ///     --1--#  retry(2)  --1----1--#
  ///
  /// - Parameter maxAttemptCount: the number of subscriptions allowed; a negative count fails
  ///   the sequence with ``RxError/argumentOutOfRange`` (RxSwift traps).
  /// - Returns: the sequence, retried at most `maxAttemptCount - 1` times.
  @inlinable
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    if maxAttemptCount < 0 { return Observable.error(RxError.argumentOutOfRange) }
    return Observable.concatenating(
      RetrySources(asObservable(), attempts: maxAttemptCount), continuesOnError: true)
  }
}

/// The same source over and over: `attempts` times, or without end when `nil`.
@usableFromInline
struct RetrySources<Element>: Sequence, IteratorProtocol {
  @usableFromInline let source: Observable<Element>
  @usableFromInline var remaining: Int?

  @inlinable
  init(_ source: Observable<Element>, attempts: Int?) {
    self.source = source
    self.remaining = attempts
  }

  @inlinable
  mutating func next() -> Observable<Element>? {
    guard let count = remaining else { return source }
    guard count > 0 else { return nil }
    remaining = count &- 1
    return source
  }
}
