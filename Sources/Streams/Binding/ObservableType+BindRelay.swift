extension ObservableType {
  /// Subscribes `relays`, accepting each element into every one of them, in order.
  ///
  /// Relays never terminate: completion just ends the binding, and an error goes to
  /// ``Hooks/defaultErrorHandler`` (RxSwift stops in debug builds) and ends the binding.
  ///
  ///     --1--2--|  bind(to: relay)   relay accepts 1, 2; stays open
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Subscribes relays of optional elements, accepting each element into every one of them.
  ///
  ///     --1--2--|  bind(to: optionalRelay)   relay accepts Optional(1), Optional(2)
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Subscribes `relays`, making each element their current value, in order.
  ///
  /// Completion just ends the binding; an error goes to ``Hooks/defaultErrorHandler``.
  ///
  ///     --1--2--|  bind(to: relay)   relay.value 1, then 2; stays open
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Subscribes relays of optional elements, making each element their current value.
  ///
  ///     --1--2--|  bind(to: optionalRelay)   relay.value Optional(1), then Optional(2)
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Subscribes `relays`, accepting each element into every one of them, in order.
  ///
  /// Completion just ends the binding; an error goes to ``Hooks/defaultErrorHandler``.
  ///
  ///     --1--2--|  bind(to: relay)   relay accepts 1, 2 and replays them; stays open
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
    bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Subscribes replay relays of optional elements, accepting each element into every one.
  ///
  ///     --1--2--|  bind(to: optionalRelay)   relay accepts Optional(1), Optional(2)
  ///
  /// - Parameter relays: the relays to feed.
  /// - Returns: the subscription.
  @inlinable
  public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
    bindElements { element in for relay in relays { relay.accept(element) } }
  }

  /// Subscribes `accept` to the elements; errors go to the default error handler.
  @inlinable
  func bindElements(_ accept: @escaping (Element) -> Void) -> Disposable {
    subscribe { (event: Event<Element>) in
      switch event {
      case .next(let element): accept(element)
      case .error(let error): Hooks.unhandled(error)
      case .completed: break
      }
    }
  }
}
