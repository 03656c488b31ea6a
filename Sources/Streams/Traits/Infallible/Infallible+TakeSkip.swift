extension InfallibleType {
  /// Sends the first `count` elements, then completes.
  ///
  ///     --1--2--3--|  take(2)  --1--2|
  ///
  /// - Parameter count: how many elements to keep; a negative count keeps none.
  /// - Returns: the infallible of the first elements.
  @inlinable
  public func take(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().take(max(count, 0)))
  }

  /// Forwards elements until `other` emits an element, then completes.
  ///
  ///     --1--2--3--|  take(until: ----x--)  --1--2|
  ///
  /// - Parameter other: the infallible whose first element ends this one.
  /// - Returns: the infallible of the elements before `other` emits.
  @inlinable
  public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().take(until: other.asObservable()))
  }

  /// Forwards elements until `other` emits an element, then completes.
  ///
  /// An error of `other` is forwarded, as RxSwift forwards it.
  ///
  ///     --1--2--3--|  take(until: ----x--)  --1--2|
  ///
  /// - Parameter other: the sequence whose first element ends this one.
  /// - Returns: the infallible of the elements before `other` emits.
  @inlinable
  public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().take(until: other))
  }

  /// Forwards elements until one satisfies `predicate`, then completes.
  ///
  ///     --1--2--3--|  take(until: { $0 == 2 })  --1|      (.inclusive: --1--2|)
  ///
  /// - Parameters:
  ///   - predicate: decides which element ends the sequence.
  ///   - behavior: whether that element is forwarded too; `.exclusive` by default.
  /// - Returns: the infallible of the elements before the one that satisfies `predicate`.
  @inlinable
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible<Element> {
    Infallible(asObservable().take(until: predicate, behavior: behavior))
  }

  /// Forwards elements while they satisfy `predicate`, then completes.
  ///
  ///     --1--2--3--|  take(while: { $0 < 2 })  --1--|      (.inclusive: --1--2|)
  ///
  /// - Parameters:
  ///   - predicate: decides whether the sequence goes on.
  ///   - behavior: whether the first element that fails is forwarded too; `.exclusive` by
  ///     default.
  /// - Returns: the infallible of the leading elements that satisfy `predicate`.
  @inlinable
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible<Element> {
    Infallible(asObservable().take(while: predicate, behavior: behavior))
  }

  /// Forwards the elements sent within `duration` of subscribing, then completes.
  ///
  ///     --1--2--3--|  take(for: 25, scheduler: s)  --1--2|
  ///
  /// - Parameters:
  ///   - duration: how long elements are forwarded.
  ///   - scheduler: runs the timer.
  /// - Returns: the infallible of the elements sent in time.
  @inlinable
  public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
    Infallible(asObservable().take(for: duration, scheduler: scheduler))
  }

  /// Skips the first `count` elements.
  ///
  ///     --1--2--3--|  skip(2)  --------3--|
  ///
  /// - Parameter count: how many elements to skip; a negative count skips none.
  /// - Returns: the infallible without its first elements.
  @inlinable
  public func skip(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().skip(max(count, 0)))
  }

  /// Drops elements while they satisfy `predicate`, then forwards the rest.
  ///
  ///     --1--2--3--1--|  skip(while: { $0 < 2 })  -----2--3--1--|
  ///
  /// - Parameter predicate: decides whether an element is still skipped.
  /// - Returns: the infallible from the first element that fails `predicate`.
  @inlinable
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
    Infallible(asObservable().skip(while: predicate))
  }

  /// Drops elements until `other` emits an element, then forwards the rest.
  ///
  /// An error of `other` is forwarded, as RxSwift forwards it.
  ///
  ///     --1--2--3--|  skip(until: ----x--)  --------3--|
  ///
  /// - Parameter other: the sequence whose first element opens the gate.
  /// - Returns: the infallible of the elements after `other` emits.
  @inlinable
  public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().skip(until: other))
  }
}
