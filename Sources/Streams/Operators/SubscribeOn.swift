extension ObservableType {
  /// Subscribes to the source on `scheduler`, and disposes that subscription there too.
  ///
  ///     -1-2|  subscribe(on: s)  -1-2|   (subscribe and dispose run on s)
  ///
  /// Events are delivered on whatever thread the source sends them; use `observe(on:)` to
  /// move delivery. Disposing before the scheduled subscription ran cancels it; disposing
  /// after schedules the source's disposal on `scheduler`, and nothing is delivered meanwhile.
  ///
  /// A source that ends by itself is released as in RxSwift. An `Observable` (`create`,
  /// operators, subjects, the traits' sources) releases its resources at its terminal event,
  /// on the thread that sent it, after the event reached the subscriber; the disposal this
  /// operator schedules then finds nothing left. A type that conforms to `ObservableType` by its
  /// own `subscribe(_:)` (a `TestableObservable`, your own) is subscribed through that method,
  /// and the subscription it returns is disposed on `scheduler`: on a `TestScheduler` a hot
  /// source that completes at 300 is unsubscribed at 301.
  ///
  /// - Parameter scheduler: where the subscription and its disposal run.
  /// - Returns: the same sequence, subscribed on `scheduler`.
  @inlinable
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    if let source = self as? Observable<Element> {
      return SubscribeOn.run(on: scheduler, releasingAtEnd: true) { sink in
        // Its own lifetime, not a child, so that disposing it can wait for the scheduler.
        let upstream = Lifetime()
        source.run(sink, upstream)
        return upstream
      }
    }
    return SubscribeOn.run(on: scheduler, releasingAtEnd: false) { sink in
      self.subscribe(AnyObserver(eventHandler: sink))
    }
  }
}

/// The one skeleton of `subscribe(on:)`: how the source is subscribed is the caller's.
@usableFromInline
enum SubscribeOn {
  /// Runs `subscribe` on `scheduler` and disposes what it returns there, once the subscription
  /// is over (disposed, or ended by the source).
  ///
  /// - Parameters:
  ///   - scheduler: where `subscribe` and the disposal of its result run.
  ///   - releasingAtEnd: whether a terminal event from the source also disposes its
  ///     subscription at once, on the thread that sent it (an `Observable`, which releases
  ///     itself there anyway: doing it before the disposal is scheduled keeps that disposal
  ///     from racing the source for the release).
  ///   - subscribe: subscribes the source with the given sink and returns its subscription.
  /// - Returns: the sequence.
  @inlinable
  static func run<Element>(
    on scheduler: ImmediateSchedulerType, releasingAtEnd: Bool,
    _ subscribe: @escaping (@escaping (Event<Element>) -> Void) -> Disposable
  ) -> Observable<Element> {
    Observable { sink, lifetime in
      lifetime.add(
        scheduler.schedule(()) { _ in
          if lifetime.isDisposed { return Disposables.create() }
          // Set once `subscribe` returns; a disposal scheduled before that (a source ending
          // while it is subscribed) disposes it as soon as it is set.
          let subscription = SingleAssignmentDisposable()
          lifetime.onDispose {
            _ = scheduler.schedule(()) { _ in
              subscription.dispose()
              return Disposables.create()
            }
          }
          subscription.setDisposable(
            subscribe { event in
              if lifetime.isDisposed { return }
              sink(event)
              guard event.isStopEvent else { return }
              if releasingAtEnd { subscription.dispose() }
              lifetime.dispose()
            })
          return Disposables.create()
        })
    }
  }
}
