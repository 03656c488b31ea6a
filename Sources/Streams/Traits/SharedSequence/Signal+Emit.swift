extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// This signal.
  ///
  /// - Returns: `self` as a ``Signal``.
  @inlinable
  public func asSignal() -> Signal<Element> { asSharedSequence() }

  /// Sends every element to each of `observers`, on the main queue.
  ///
  ///     --1--2--  emit(to: o1, o2)   o1 and o2 see 1, 2
  ///
  /// - Parameter observers: the observers to feed, in order for each element.
  /// - Returns: the subscription.
  @inlinable
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asSharedSequence().asObservable().subscribe(feeding: observers)
  }

  /// Sends every element, wrapped, to each of `observers` of optional elements.
  ///
  ///     --1--2--  emit(to: o)   o sees Optional(1), Optional(2)
  ///
  /// - Parameter observers: the observers to feed.
  /// - Returns: the subscription.
  @inlinable
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asSharedSequence().asObservable().subscribe(feeding: observers)
  }

  /// Accepts each element into every relay in `relays`.
  ///
  ///     --1--2--  emit(to: relay)   relay accepts 1, 2
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func emit(to relays: PublishRelay<Element>...) -> Disposable {
    emit(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts each element, wrapped, into every relay in `relays`.
  ///
  ///     --1--2--  emit(to: relay)   relay accepts Optional(1), Optional(2)
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
    emit(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Makes each element the value of every relay in `relays`.
  ///
  ///     --1--2--  emit(to: relay)   relay.value 1, then 2
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
    emit(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Makes each element, wrapped, the value of every relay in `relays`.
  ///
  ///     --1--2--  emit(to: relay)   relay.value Optional(1), then Optional(2)
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
    emit(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Subscribes closures for elements, completion and disposal, all called on the main queue.
  ///
  ///     --1--2--|  emit(onNext: show)   show(1), show(2)
  ///
  /// - Parameters:
  ///   - onNext: called with each element.
  ///   - onCompleted: called when the signal finishes.
  ///   - onDisposed: called once the subscription is over.
  /// - Returns: the subscription.
  @inlinable
  public func emit(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asSharedSequence().asObservable().subscribe(
      onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes and ignores every event: `emit(onNext: nil, onCompleted: nil, onDisposed: nil)`
  /// under the name that stays unambiguous beside the relay overloads.
  ///
  ///     --1--2--|  emit()   (nothing observed; the signal runs until it ends)
  ///
  /// - Returns: the subscription.
  @inlinable
  public func emit() -> Disposable {
    emit(onNext: nil, onCompleted: nil, onDisposed: nil)
  }

  /// Subscribes closures that receive `object` (held weakly) alongside each event.
  ///
  /// Once `object` is deallocated the closures are no longer called.
  ///
  /// - Parameters:
  ///   - object: passed to each closure while it is alive; not retained.
  ///   - onNext: called with the object and each element.
  ///   - onCompleted: called with the object when the signal finishes.
  ///   - onDisposed: called with the object once the subscription is over.
  /// - Returns: the subscription.
  @inlinable
  public func emit<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asSharedSequence().asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
