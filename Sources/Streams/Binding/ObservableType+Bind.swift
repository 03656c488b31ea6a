extension ObservableType {
  /// Subscribes `observers`, forwarding every event to each of them in order.
  ///
  /// `subscribe` that reads as intent: `viewModel.title.bind(to: label.rx.text)`.
  ///
  ///     --1--2--|  bind(to: o1, o2)   o1 and o2 each see --1--2--|
  ///
  /// - Parameter observers: the observers, called in the order given.
  /// - Returns: the subscription.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    subscribe(feeding: observers)
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
    subscribe(feeding: observers)
  }

  /// Hands this sequence to `binder` and returns what it returns.
  ///
  /// For binding functions written by hand: `names.bind(to: populateTable)`.
  ///
  ///     --1--|  bind(to: f)   f(self)
  ///
  /// - Parameter binder: called once with this sequence.
  /// - Returns: the result of `binder`, usually a `Disposable`.
  @inlinable
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

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
  /// A binding is not meant to fail: an error goes to ``Hooks/defaultErrorHandler`` (RxSwift
  /// stops in debug builds) and ends the binding; completion just ends it.
  ///
  ///     --1--2--|  bind(onNext: f)   f(1) f(2)
  ///
  /// - Parameter onNext: called with each element.
  /// - Returns: the subscription.
  @inlinable
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext, onError: { error in Hooks.unhandled(error) })
  }

  /// Subscribes `observers`, forwarding every event to each of them in order: what `bind(to:)`,
  /// `drive(_:)` and `emit(to:)` share.
  @inlinable
  func subscribe<Observer: ObserverType>(feeding observers: [Observer]) -> Disposable
  where Observer.Element == Element {
    subscribe { (event: Event<Element>) in
      for observer in observers { observer.on(event) }
    }
  }

  /// Subscribes `observers` of optional elements, forwarding every event, wrapped, to each.
  @inlinable
  func subscribe<Observer: ObserverType>(feeding observers: [Observer]) -> Disposable
  where Observer.Element == Element? {
    subscribe { (event: Event<Element>) in
      let wrapped = event.map { Optional($0) }
      for observer in observers { observer.on(wrapped) }
    }
  }
}
