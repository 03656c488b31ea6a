extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Accepts each element into every relay in `relays`, which replay them to later subscribers.
  ///
  ///     --1--2--|  drive(relay)   relay accepts 1, 2 and replays them; stays open
  ///
  /// - Parameter relays: the relays to feed, in order for each element.
  /// - Returns: the subscription.
  @inlinable
  public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
    drive(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts each element, wrapped, into every relay of optional elements in `relays`.
  ///
  ///     --1--2--|  drive(relay)   relay accepts Optional(1), Optional(2)
  ///
  /// - Parameter relays: the relays to feed, in order for each element.
  /// - Returns: the subscription.
  @inlinable
  public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
    drive(onNext: { element in for relay in relays { relay.accept(element) } })
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Accepts each element into every relay in `relays`, which replay them to later subscribers.
  ///
  ///     --1--2--|  emit(to: relay)   relay accepts 1, 2 and replays them; stays open
  ///
  /// - Parameter relays: the relays to feed, in order for each element.
  /// - Returns: the subscription.
  @inlinable
  public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
    emit(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts each element, wrapped, into every relay of optional elements in `relays`.
  ///
  ///     --1--2--|  emit(to: relay)   relay accepts Optional(1), Optional(2)
  ///
  /// - Parameter relays: the relays to feed, in order for each element.
  /// - Returns: the subscription.
  @inlinable
  public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
    emit(onNext: { element in for relay in relays { relay.accept(element) } })
  }
}
