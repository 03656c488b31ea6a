extension InfallibleType {
  /// Runs side effects at each step of a subscription, without changing its events.
  ///
  ///     --1--2--|  do(onNext: { log($0) })  --1--2--|  (logs 1, 2)
  ///
  /// - Parameters:
  ///   - onNext: runs with each element, before it is forwarded.
  ///   - afterNext: runs with each element, after it is forwarded.
  ///   - onCompleted: runs before the completion is forwarded.
  ///   - afterCompleted: runs after the completion is forwarded.
  ///   - onSubscribe: runs before this sequence is subscribed.
  ///   - onSubscribed: runs after this sequence has been subscribed.
  ///   - onDispose: runs once the subscription is over.
  /// - Returns: the same infallible, with the side effects.
  @inlinable
  public func `do`(
    onNext: ((Element) -> Void)? = nil,
    afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Infallible<Element> {
    Infallible(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }
}
