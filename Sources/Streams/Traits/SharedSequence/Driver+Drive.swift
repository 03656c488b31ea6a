extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// This driver.
  ///
  /// - Returns: `self` as a ``Driver``.
  @inlinable
  public func asDriver() -> Driver<Element> { asSharedSequence() }

  /// Sends every element to each of `observers`, on the main queue.
  ///
  ///     --1--2--  drive(o1, o2)   o1 and o2 see 1, 2
  ///
  /// - Parameter observers: the observers to feed, in order for each element.
  /// - Returns: the subscription.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asSharedSequence().asObservable().subscribe(feeding: observers)
  }

  /// Sends every element, wrapped, to each of `observers` of optional elements.
  ///
  ///     --1--2--  drive(o)   o sees Optional(1), Optional(2)
  ///
  /// - Parameter observers: the observers to feed.
  /// - Returns: the subscription.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asSharedSequence().asObservable().subscribe(feeding: observers)
  }

  /// Makes each element the value of every relay in `relays`.
  ///
  ///     --1--2--  drive(relay)   relay.value 1, then 2
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
    drive(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Makes each element, wrapped, the value of every relay in `relays`.
  ///
  ///     --1--2--  drive(relay)   relay.value Optional(1), then Optional(2)
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
    drive(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Hands the underlying sequence to `transformation`, typically a binder's subscribe.
  ///
  /// - Parameter transformation: receives the sequence, returns anything.
  /// - Returns: what `transformation` returns.
  @inlinable
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(asSharedSequence().asObservable())
  }

  /// Hands the underlying sequence to the curried `with`, then `curriedArgument` to what it
  /// returns.
  ///
  ///     --1--|  drive(f, curriedArgument: x)   f(sequence)(x)
  ///
  /// - Parameters:
  ///   - with: called once with the underlying sequence.
  ///   - curriedArgument: passed to the function `with` returns.
  /// - Returns: the final result, usually a `Disposable`.
  @inlinable
  public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1)
    -> R2
  {
    with(asSharedSequence().asObservable())(curriedArgument)
  }

  /// Subscribes closures for elements, completion and disposal, all called on the main queue.
  ///
  ///     --1--2--|  drive(onNext: show)   show(1), show(2)
  ///
  /// - Parameters:
  ///   - onNext: called with each element.
  ///   - onCompleted: called when the driver finishes.
  ///   - onDisposed: called once the subscription is over.
  /// - Returns: the subscription.
  @inlinable
  public func drive(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asSharedSequence().asObservable().subscribe(
      onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes and ignores every event: `drive(onNext: nil, onCompleted: nil, onDisposed: nil)`
  /// under the name that stays unambiguous beside the relay overloads.
  ///
  ///     --1--2--|  drive()   (nothing observed; the driver runs until it ends)
  ///
  /// - Returns: the subscription.
  @inlinable
  public func drive() -> Disposable {
    drive(onNext: nil, onCompleted: nil, onDisposed: nil)
  }

  /// Subscribes closures that receive `object` (held weakly) alongside each event.
  ///
  /// Once `object` is deallocated the closures are no longer called.
  ///
  /// - Parameters:
  ///   - object: passed to each closure while it is alive; not retained.
  ///   - onNext: called with the object and each element.
  ///   - onCompleted: called with the object when the driver finishes.
  ///   - onDisposed: called with the object once the subscription is over.
  /// - Returns: the subscription.
  @inlinable
  public func drive<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asSharedSequence().asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
