import Foundation

// RxSwift 6's deprecated spellings on `Single`, `Maybe` and `Completable`, forwarding to their
// modern counterparts.

extension PrimitiveSequence {
  /// Deprecated: use `catch(_:)`.
  ///
  /// - Parameter handler: maps the error to a replacement.
  /// - Returns: this sequence, or its replacement after an error.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(
    _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    self.catch(handler)
  }

  /// Deprecated: use `retry(when:)`.
  ///
  /// - Parameter notificationHandler: turns the errors into retry triggers.
  /// - Returns: the sequence, retried on each trigger.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }

  /// Deprecated: use `retry(when:)`.
  ///
  /// - Parameter notificationHandler: turns the errors into retry triggers.
  /// - Returns: the sequence, retried on each trigger.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }

  /// Deprecated: use `observe(on:)`.
  ///
  /// - Parameter scheduler: where the outcome is delivered.
  /// - Returns: the same sequence, observed on `scheduler`.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    observe(on: scheduler)
  }

  /// Deprecated: use `subscribe(on:)`.
  ///
  /// - Parameter scheduler: where the subscription and the disposal run.
  /// - Returns: the same sequence.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element>
  {
    subscribe(on: scheduler)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - dueTime: the delay in seconds.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the delayed sequence.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func delay(_ dueTime: TimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    delay(.clamped(seconds: dueTime), scheduler: scheduler)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - dueTime: how long to wait before subscribing, in seconds.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence, subscribed later.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func delaySubscription(_ dueTime: TimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    delaySubscription(.clamped(seconds: dueTime), scheduler: scheduler)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - dueTime: the longest wait, in seconds.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence, or a timeout error.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func timeout(_ dueTime: TimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    timeout(.clamped(seconds: dueTime), scheduler: scheduler)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - dueTime: the longest wait, in seconds.
  ///   - other: the sequence to continue with after the timeout.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence, or `other` after a timeout.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func timeout(
    _ dueTime: TimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    timeout(.clamped(seconds: dueTime), other: other, scheduler: scheduler)
  }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - dueTime: how long after subscription the element comes, in seconds.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the single or maybe of `0`.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public static func timer(_ dueTime: TimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    timer(.clamped(seconds: dueTime), scheduler: scheduler)
  }
}

extension PrimitiveSequenceType {
  /// Deprecated: use `catchAndReturn(_:)`.
  ///
  /// - Parameter element: the element to send when this single or maybe fails.
  /// - Returns: a single or maybe that cannot fail.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    catchAndReturn(element)
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Deprecated: use `subscribe(onSuccess:onFailure:onDisposed:)`.
  ///
  /// - Parameters:
  ///   - onSuccess: called with the element.
  ///   - onError: called with the error.
  ///   - onDisposed: called once the subscription is over.
  /// - Returns: the subscription.
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil, onError: @escaping (Swift.Error) -> Void,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
  }

  /// Deprecated: use `do(onSuccess:onError:onSubscribe:onSubscribed:onDispose:)`.
  ///
  /// - Parameters:
  ///   - onNext: runs with the element, before it is forwarded.
  ///   - onError: runs with the error, before it is forwarded.
  ///   - onSubscribe: runs before this single is subscribed.
  ///   - onSubscribed: runs after this single has been subscribed.
  ///   - onDispose: runs once the subscription is over.
  /// - Returns: the same single, with the side effects.
  @available(*, deprecated, renamed: "do(onSuccess:onError:onSubscribe:onSubscribed:onDispose:)")
  public func `do`(
    onNext: ((Element) throws -> Void)?,
    onError: ((Swift.Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Single<Element> {
    self.do(
      onSuccess: onNext, onError: onError, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
      onDispose: onDispose)
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Deprecated: use `zip(_:)`.
  ///
  /// - Parameter sources: the completables, all subscribed together.
  /// - Returns: a completable that completes when every source has.
  @available(*, deprecated, message: "Use Completable.zip.", renamed: "zip")
  public static func merge(_ sources: Completable...) -> Completable { zip(sources) }

  /// Deprecated: use `zip(_:)`.
  ///
  /// - Parameter sources: the completables, all subscribed together.
  /// - Returns: a completable that completes when every source has.
  @available(*, deprecated, message: "Use Completable.zip.", renamed: "zip")
  public static func merge<Sources: Swift.Sequence>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    zip(sources)
  }
}
