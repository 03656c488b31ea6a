extension SharedSequenceConvertibleType {
  /// Transforms each element with `transform`.
  ///
  ///     --1--2--3--  map { $0 * 10 }  --10--20--30--
  ///
  /// - Parameter transform: applied once per element, whatever the number of subscribers.
  /// - Returns: the shared sequence of transformed elements.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asSharedSequence().source.map(transform))
  }

  /// Transforms each element, dropping the `nil` results.
  ///
  ///     --1--2--3--  compactMap { $0 == 2 ? nil : $0 }  --1-----3--
  ///
  /// - Parameter transform: applied once per element.
  /// - Returns: the shared sequence of non-`nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asSharedSequence().source.compactMap(transform))
  }

  /// Keeps the elements that satisfy `predicate`.
  ///
  ///     --1--2--3--4--  filter { $0 % 2 == 0 }  -----2-----4--
  ///
  /// - Parameter predicate: decides each element.
  /// - Returns: the shared sequence of kept elements.
  @inlinable
  public func filter(_ predicate: @escaping (Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asSharedSequence().source.filter(predicate))
  }

  /// Sends each intermediate result of folding the elements with `accumulator`.
  ///
  ///     --1--2--3--  scan(0, +)  --1--3--6--
  ///
  /// - Parameters:
  ///   - seed: the initial accumulated value.
  ///   - accumulator: combines the accumulated value with the next element.
  /// - Returns: the shared sequence of accumulated values.
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
  ) -> SharedSequence<SharingStrategy, Accumulate> {
    SharedSequence(asSharedSequence().source.scan(seed, accumulator: accumulator))
  }

  /// Sends `elements` first, then the elements of this sequence.
  ///
  ///     --1--2--  startWith(0)  0--1--2--
  ///
  /// - Parameter elements: the elements to send on subscription, in order.
  /// - Returns: the shared sequence, prefixed.
  @inlinable
  public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    let source = asSharedSequence().source
    return SharedSequence(
      elements.reversed().reduce(source) { sequence, element in sequence.startWith(element) })
  }

  /// Skips the first `count` elements.
  ///
  ///     --1--2--3--  skip(2)  --------3--
  ///
  /// - Parameter count: how many elements to skip.
  /// - Returns: the shared sequence without its first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asSharedSequence().source.skip(count))
  }

  /// Runs side effects at each step of a subscription, without changing its events.
  ///
  ///     --1--2--  do(onNext: { log($0) })  --1--2--  (logs 1, 2)
  ///
  /// - Parameters:
  ///   - onNext: runs with each element, before it is forwarded.
  ///   - afterNext: runs with each element, after it is forwarded.
  ///   - onCompleted: runs before the completion is forwarded.
  ///   - afterCompleted: runs after the completion is forwarded.
  ///   - onSubscribe: runs before the source is subscribed.
  ///   - onSubscribed: runs after the source has been subscribed.
  ///   - onDispose: runs once the subscription is over.
  /// - Returns: the same shared sequence, with the side effects.
  @inlinable
  public func `do`(
    onNext: ((Element) -> Void)? = nil,
    afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asSharedSequence().source.do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }

  /// Logs every event, subscription and disposal.
  ///
  ///     --1--|  debug("x")  --1--|  (logs subscribed, next(1), completed, isDisposed)
  ///
  /// - Parameters:
  ///   - identifier: the name in each line; by default the file, line and function.
  ///   - trimOutput: whether to shorten long event descriptions.
  ///   - file: the calling file, for the default identifier.
  ///   - line: the calling line, for the default identifier.
  ///   - function: the calling function, for the default identifier.
  /// - Returns: the same shared sequence, logged.
  @inlinable
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asSharedSequence().source.debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}

extension SharedSequenceConvertibleType where Element: Equatable {
  /// Drops each element equal to the one before it.
  ///
  ///     --1--1--2--2--1--  distinctUntilChanged()  --1-----2-----1--
  ///
  /// - Returns: the shared sequence without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asSharedSequence().source.distinctUntilChanged())
  }
}

extension SharedSequenceConvertibleType {
  /// Drops each element whose key equals the key of the element before it.
  ///
  ///     --a1--a2--b1--  distinctUntilChanged { $0.letter }  --a1------b1--
  ///
  /// - Parameter keySelector: the key to compare.
  /// - Returns: the shared sequence without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asSharedSequence().source.distinctUntilChanged(keySelector))
  }

  /// Drops each element that `comparer` finds equal to the element before it.
  ///
  ///     --1--2--4--  distinctUntilChanged { $1 - $0 < 2 }  --1-----4--
  ///
  /// - Parameter comparer: whether two consecutive elements count as the same.
  /// - Returns: the shared sequence without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asSharedSequence().source.distinctUntilChanged(comparer))
  }

  /// Drops each element whose key `comparer` finds equal to the key of the element before it.
  ///
  ///     --a1--a2--b1--  distinctUntilChanged({ $0.letter }, comparer: ==)  --a1------b1--
  ///
  /// - Parameters:
  ///   - keySelector: the key to compare.
  ///   - comparer: whether two consecutive keys count as the same.
  /// - Returns: the shared sequence without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asSharedSequence().source.distinctUntilChanged(keySelector, comparer: comparer))
  }
}
