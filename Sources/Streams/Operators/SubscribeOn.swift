extension ObservableType {
  /// Subscribes to the source on `scheduler`, and disposes that subscription there too.
  ///
  ///     -1-2|  subscribe(on: s)  -1-2|   (subscribe and dispose run on s)
  ///
  /// Events are delivered on whatever thread the source sends them; use `observe(on:)` to
  /// move delivery. Disposing before the scheduled subscription ran cancels it; disposing
  /// after schedules the source's disposal on `scheduler`, and nothing is delivered meanwhile.
  ///
  /// - Parameter scheduler: where the subscription and its disposal run.
  /// - Returns: the same sequence, subscribed on `scheduler`.
  @inlinable
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      lifetime.add(
        scheduler.schedule(()) { _ in
          if lifetime.isDisposed { return Disposables.create() }
          // Upstream gets its own lifetime, not a child, so that its disposal can be moved
          // onto the scheduler rather than run on the disposing thread.
          let upstream = Lifetime()
          lifetime.onDispose {
            if upstream.isDisposed { return }
            _ = scheduler.schedule(()) { _ in
              upstream.dispose()
              return Disposables.create()
            }
          }
          source.run(
            { event in
              if lifetime.isDisposed { return }
              sink(event)
              guard event.isStopEvent else { return }
              // The source ends here anyway: release it on its own thread, with no hop.
              upstream.dispose()
              lifetime.dispose()
            }, upstream)
          return Disposables.create()
        })
    }
  }
}
