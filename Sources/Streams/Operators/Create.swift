extension ObservableType {
  /// A sequence whose subscriptions run `subscribe` with an observer to emit into.
  ///
  /// The observer enforces the grammar: after a terminal event, or once the subscription is
  /// disposed, it drops whatever it is sent. The disposable `subscribe` returns is disposed when
  /// the subscription ends, by termination or disposal.
  ///
  ///     create { o in o.onNext(1); o.onCompleted() }   --1|
  ///
  /// - Parameter subscribe: runs once per subscription.
  /// - Returns: the sequence.
  @inlinable
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
    -> Observable<Element>
  {
    Observable { sink, lifetime in
      let guarded = GuardedSink(sink, lifetime)
      lifetime.add(subscribe(AnyObserver(eventHandler: guarded.on)))
    }
  }
}

/// Forwards events until the first terminal one or disposal, then drops the rest.
///
/// It ends the lifetime after a terminal event. It guards observers handed to code Streams does not control.
@usableFromInline
final class GuardedSink<Element>: @unchecked Sendable {
  // Safe to share: `stopped` is atomic; `sink` is only called by the emitter, which the
  // observable contract requires to be serial.
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let stopped = AtomicCell<Bool>(false)

  @inlinable
  init(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    self.sink = sink
    self.lifetime = lifetime
  }

  @inlinable
  func on(_ event: Event<Element>) {
    if lifetime.isDisposed { return }
    switch event {
    case .next:
      if stopped.load(ordering: .acquiring) { return }
      sink(event)
    case .error, .completed:
      if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
      sink(event)
      lifetime.dispose()
    }
  }
}
