extension InfallibleType {
  /// Subscribes `observers`, forwarding every event to each of them in order.
  ///
  ///     --1--2--|  bind(to: o1, o2)   o1 and o2 each see --1--2--|
  ///
  /// - Parameter observers: the observers, called in the order given.
  /// - Returns: the subscription.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe(feeding: observers)
  }

  /// Subscribes `observers` of optional elements, forwarding every event to each of them.
  ///
  ///     --1--2--|  bind(to: optionalObserver)   --Optional(1)--Optional(2)--|
  ///
  /// - Parameter observers: the observers, called in the order given.
  /// - Returns: the subscription.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().subscribe(feeding: observers)
  }

  /// Hands this sequence to `binder` and returns what it returns.
  ///
  ///     --1--|  bind(to: f)   f(self)
  ///
  /// - Parameter binder: called once with this sequence.
  /// - Returns: the result of `binder`, usually a `Disposable`.
  @inlinable
  public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

  /// Hands this sequence to the curried `binder`, then `curriedArgument` to what it returns.
  ///
  ///     --1--|  bind(to: f, curriedArgument: x)   f(self)(x)
  ///
  /// - Parameters:
  ///   - binder: called once with this sequence.
  ///   - curriedArgument: passed to the function `binder` returns.
  /// - Returns: the final result, usually a `Disposable`.
  @inlinable
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Subscribes `onNext` to the elements.
  ///
  ///     --1--2--|  bind(onNext: f)   f(1) f(2)
  ///
  /// - Parameter onNext: called with each element.
  /// - Returns: the subscription.
  @inlinable
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    asObservable().bind(onNext: onNext)
  }

  /// Subscribes `relays`, accepting each element into every one of them, in order.
  ///
  ///     --1--2--|  bind(to: relay)   relay accepts 1, 2; stays open
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    asObservable().bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Subscribes relays of optional elements, accepting each element into every one of them.
  ///
  ///     --1--2--|  bind(to: optionalRelay)   relay accepts Optional(1), Optional(2)
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    asObservable().bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Subscribes `relays`, making each element their current value, in order.
  ///
  ///     --1--2--|  bind(to: relay)   relay.value 1, then 2; stays open
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    asObservable().bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Subscribes relays of optional elements, making each element their current value.
  ///
  ///     --1--2--|  bind(to: optionalRelay)   relay.value Optional(1), then Optional(2)
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    asObservable().bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Subscribes `relays`, accepting each element into every one of them, in order.
  ///
  ///     --1--2--|  bind(to: relay)   relay accepts 1, 2 and replays them; stays open
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
    asObservable().bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Subscribes replay relays of optional elements, accepting each element into every one.
  ///
  ///     --1--2--|  bind(to: optionalRelay)   relay accepts Optional(1), Optional(2)
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
    asObservable().bindElements { element in for relay in relays { relay.accept(element) } }
  }
}
