// RxSwift 6's deprecated spellings, kept so that code written against them still compiles,
// with the same deprecation warnings and fix-its. Each forwards to its modern counterpart.

extension ObservableType {
  /// Deprecated: use `catch(_:)`.
  ///
  /// - Parameter handler: returns the sequence to continue with after an error.
  /// - Returns: the sequence, recovering from its error once.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    self.catch(handler)
  }

  /// Deprecated: use `catchAndReturn(_:)`.
  ///
  /// - Parameter element: the last element, sent in place of the error.
  /// - Returns: the sequence, ending with `element` instead of an error.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }

  /// Deprecated: use `catch(sequence:)`.
  ///
  /// - Parameter sequence: the sources, tried in order.
  /// - Returns: the sequence of the first source that does not fail.
  @available(*, deprecated, renamed: "catch(sequence:)")
  public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    self.catch(sequence: sequence)
  }

  /// Deprecated: use `element(at:)`.
  ///
  /// - Parameter index: the zero-based position of the element.
  /// - Returns: a sequence of the one element at `index`.
  @available(*, deprecated, renamed: "element(at:)")
  public func elementAt(_ index: Int) -> Observable<Element> { element(at: index) }

  /// Deprecated: use `retry(when:)`.
  ///
  /// - Parameter notificationHandler: turns the errors into retry triggers.
  /// - Returns: the sequence, retried on each trigger.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  /// Deprecated: use `retry(when:)`.
  ///
  /// - Parameter notificationHandler: turns the errors into retry triggers.
  /// - Returns: the sequence, retried on each trigger.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  /// Deprecated: use `take(until:)`.
  ///
  /// - Parameter other: the sequence whose first element ends this one.
  /// - Returns: the elements before `other` emits.
  @available(*, deprecated, renamed: "take(until:)")
  public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
    take(until: other)
  }

  /// Deprecated: use `take(until:behavior:)`.
  ///
  /// - Parameters:
  ///   - behavior: whether the stopping element is emitted before completing.
  ///   - predicate: the first element it holds for ends the sequence.
  /// - Returns: the elements before the predicate first holds.
  @available(*, deprecated, renamed: "take(until:behavior:)")
  public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool)
    -> Observable<Element>
  {
    take(until: predicate, behavior: behavior)
  }

  /// Deprecated: use `take(while:)`.
  ///
  /// - Parameter predicate: the first element it fails ends the sequence.
  /// - Returns: the leading elements that satisfy `predicate`.
  @available(*, deprecated, renamed: "take(while:)")
  public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    take(while: predicate)
  }

  /// Deprecated: use `take(for:scheduler:)`.
  ///
  /// - Parameters:
  ///   - duration: how long after subscription elements are taken.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the elements of the first `duration`.
  @available(*, deprecated, renamed: "take(for:scheduler:)")
  public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    take(for: duration, scheduler: scheduler)
  }

  /// Deprecated: use `skip(while:)`.
  ///
  /// - Parameter predicate: tested on leading elements until it first returns `false`.
  /// - Returns: the sequence from the first element that fails `predicate`.
  @available(*, deprecated, renamed: "skip(while:)")
  public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    skip(while: predicate)
  }

  /// Deprecated: use `skip(until:)`.
  ///
  /// - Parameter other: the sequence whose first element opens this one.
  /// - Returns: the elements after `other` emits.
  @available(*, deprecated, renamed: "skip(until:)")
  public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
    skip(until: other)
  }

  /// Deprecated: use `observe(on:)`.
  ///
  /// - Parameter scheduler: where the events are delivered.
  /// - Returns: the same sequence, observed on `scheduler`.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }

  /// Deprecated: use `subscribe(on:)`.
  ///
  /// - Parameter scheduler: where the subscription and the disposal run.
  /// - Returns: the same sequence.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
    subscribe(on: scheduler)
  }
}
